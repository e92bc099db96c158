// GET /api/blogposts/files: the files attached to docs, for those who write docs.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorize } from '../../../policies';
import { presentBlogpostFile } from '../../../presenters/blogpost';
import { listBlogpostFiles } from '../../../repositories/blogposts';
import { ListBlogpostFilesSchema } from '../../../schemas/blogpost';
import { currentUser } from '../../current-user';
import { WRITE_REFUSED } from './refusals';

const blogpostFilesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/files', { schema: ListBlogpostFilesSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listFiles', 'blogpost', null, WRITE_REFUSED);
    const { rows, hasMore } = await listBlogpostFiles(app.db, request.query);
    return { files: rows.map(presentBlogpostFile), hasMore };
  });
};

export default blogpostFilesRoute;
