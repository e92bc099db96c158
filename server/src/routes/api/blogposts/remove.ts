// DELETE /api/blogposts/:id: an admin removes a doc.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../../errors';
import { authorize } from '../../../policies';
import { deleteBlogpost } from '../../../repositories/blogposts';
import { BLOGPOST_DELETED, DeleteBlogpostSchema } from '../../../schemas/blogpost';
import { currentUser } from '../../current-user';
import { WRITE_REFUSED } from './refusals';

const removeBlogpostRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.delete('/:id', { schema: DeleteBlogpostSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'delete', 'blogpost', null, WRITE_REFUSED);
    if (!(await deleteBlogpost(app.db, request.params.id))) throw new NotFoundError('Doc not found');
    return { message: BLOGPOST_DELETED };
  });
};

export default removeBlogpostRoute;
