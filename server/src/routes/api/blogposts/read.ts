// GET /api/blogposts/:id: one doc.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../../errors';
import { authorize } from '../../../policies';
import { presentBlogpost } from '../../../presenters/blogpost';
import { findBlogpost } from '../../../repositories/blogposts';
import { GetBlogpostSchema } from '../../../schemas/blogpost';
import { currentUser } from '../../current-user';
import { READ_REFUSED } from './refusals';

const readBlogpostRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:id', { schema: GetBlogpostSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'read', 'blogpost', null, READ_REFUSED);
    const row = await findBlogpost(app.db, request.params.id);
    if (!row) throw new NotFoundError('Doc not found');
    return { blogpost: presentBlogpost(actor, row) };
  });
};

export default readBlogpostRoute;
