// POST /api/blogposts: an admin writes a doc.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorize } from '../../../policies';
import { presentBlogpost } from '../../../presenters/blogpost';
import { findBlogpost } from '../../../repositories/blogposts';
import { BLOGPOST_CREATED, CreateBlogpostSchema } from '../../../schemas/blogpost';
import { createBlogpost } from '../../../services/blogposts';
import { currentUser } from '../../current-user';
import { WRITE_REFUSED } from './refusals';

const createBlogpostRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('', { schema: CreateBlogpostSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'create', 'blogpost', null, WRITE_REFUSED);
    const id = await app.db.transaction().execute((trx) => createBlogpost(trx, actor, request.body));
    const row = await findBlogpost(app.db, id);
    return { message: BLOGPOST_CREATED, blogpost: presentBlogpost(actor, row!) };
  });
};

export default createBlogpostRoute;
