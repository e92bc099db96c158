// POST /api/blogposts/:id: an admin edits a doc.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorize } from '../../../policies';
import { presentBlogpost } from '../../../presenters/blogpost';
import { findBlogpost } from '../../../repositories/blogposts';
import { BLOGPOST_SAVED, UpdateBlogpostSchema } from '../../../schemas/blogpost';
import { editBlogpost } from '../../../services/blogposts';
import { currentUser } from '../../current-user';
import { WRITE_REFUSED } from './refusals';

const editBlogpostRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id', { schema: UpdateBlogpostSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'edit', 'blogpost', null, WRITE_REFUSED);
    const { id } = request.params;
    await app.db.transaction().execute((trx) => editBlogpost(trx, actor, id, request.body));
    const row = await findBlogpost(app.db, id);
    return { message: BLOGPOST_SAVED, blogpost: presentBlogpost(actor, row!) };
  });
};

export default editBlogpostRoute;
