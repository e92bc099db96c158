// GET /api/blogposts: the docs the caller may read.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorize, can } from '../../../policies';
import { presentBlogpostSummary } from '../../../presenters/blogpost';
import { listBlogposts } from '../../../repositories/blogposts';
import { ListBlogpostsSchema } from '../../../schemas/blogpost';
import { currentUser } from '../../current-user';
import { READ_REFUSED } from './refusals';

const listBlogpostsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: ListBlogpostsSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'list', 'blogpost', null, READ_REFUSED);
    const { rows, hasMore } = await listBlogposts(app.db, request.query);
    return { blogposts: rows.map(presentBlogpostSummary), hasMore, canWrite: can(actor, 'create', 'blogpost', null) };
  });
};

export default listBlogpostsRoute;
