// Docs: `/api/blogposts`. Thin routes: authenticate → validate → authorise → act in a transaction → present.
// services/blogposts.ts writes the rows; the markdown body is rendered and sanitised there (services/markdown.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../../errors';
import { authorize, can } from '../../../policies';
import { presentBlogpost, presentBlogpostFile, presentBlogpostSummary } from '../../../presenters/blogpost';
import { deleteBlogpost, findBlogpost, listBlogpostFiles, listBlogposts } from '../../../repositories/blogposts';
import {
  BLOGPOST_CREATED,
  BLOGPOST_DELETED,
  BLOGPOST_SAVED,
  CreateBlogpostSchema,
  DeleteBlogpostSchema,
  GetBlogpostSchema,
  ListBlogpostFilesSchema,
  ListBlogpostsSchema,
  UpdateBlogpostSchema,
} from '../../../schemas/blogpost';
import { createBlogpost, editBlogpost } from '../../../services/blogposts';
import { currentUser } from '../../current-user';

const READ_REFUSED = 'Docs are for contributors';
const WRITE_REFUSED = 'Only admins write docs';

const blogpostRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: ListBlogpostsSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'list', 'blogpost', null, READ_REFUSED);
    const { rows, hasMore } = await listBlogposts(app.db, request.query);
    return { blogposts: rows.map(presentBlogpostSummary), hasMore, canWrite: can(actor, 'create', 'blogpost', null) };
  });

  app.get('/files', { schema: ListBlogpostFilesSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listFiles', 'blogpost', null, WRITE_REFUSED);
    const { rows, hasMore } = await listBlogpostFiles(app.db, request.query);
    return { files: rows.map(presentBlogpostFile), hasMore };
  });

  app.get('/:id', { schema: GetBlogpostSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'read', 'blogpost', null, READ_REFUSED);
    const row = await findBlogpost(app.db, request.params.id);
    if (!row) throw new NotFoundError('Doc not found');
    return { blogpost: presentBlogpost(actor, row) };
  });

  app.post('', { schema: CreateBlogpostSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'create', 'blogpost', null, WRITE_REFUSED);
    const id = await app.db.transaction().execute((trx) => createBlogpost(trx, actor, request.body));
    const row = await findBlogpost(app.db, id);
    return { message: BLOGPOST_CREATED, blogpost: presentBlogpost(actor, row!) };
  });

  app.post('/:id', { schema: UpdateBlogpostSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'edit', 'blogpost', null, WRITE_REFUSED);
    const { id } = request.params;
    await app.db.transaction().execute((trx) => editBlogpost(trx, actor, id, request.body));
    const row = await findBlogpost(app.db, id);
    return { message: BLOGPOST_SAVED, blogpost: presentBlogpost(actor, row!) };
  });

  app.delete('/:id', { schema: DeleteBlogpostSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'delete', 'blogpost', null, WRITE_REFUSED);
    if (!(await deleteBlogpost(app.db, request.params.id))) throw new NotFoundError('Doc not found');
    return { message: BLOGPOST_DELETED };
  });
};

export default blogpostRoutes;
