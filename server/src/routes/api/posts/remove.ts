// DELETE /api/posts/:id: the author (or an admin) removes a post.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorize } from '../../../policies';
import { deletePost } from '../../../repositories/posts';
import { DeletePostSchema } from '../../../schemas/post';
import { currentUser } from '../../current-user';
import { loadPost } from './load';

const removePostRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.delete('/:id', { schema: DeletePostSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listPosts', 'studio', null, 'Feeds are for contributors');
    await app.db.transaction().execute(async (trx) => {
      const { post, target } = await loadPost(trx, actor, request.params.id, true);
      authorize(actor, 'edit', 'post', target, 'Only its author or an admin removes a post');
      await deletePost(trx, post.id);
    });
    return { message: 'Post removed' };
  });
};

export default removePostRoute;
