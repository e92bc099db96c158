// POST /api/posts/:id/todo: add a post to the caller's to-do list, or remove it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorize } from '../../../policies';
import { setTodo } from '../../../repositories/posts';
import { TodoPostSchema } from '../../../schemas/post';
import { currentUser } from '../../current-user';
import { answerPost, loadPost } from './load';

const todoPostRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/todo', { schema: TodoPostSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listPosts', 'studio', null, 'Feeds are for contributors');
    const remove = request.body.remove ?? false;
    await app.db.transaction().execute(async (trx) => {
      const { post, target } = await loadPost(trx, actor, request.params.id);
      authorize(actor, 'todo', 'post', target, 'A private post is already your to-do');
      await setTodo(trx, actor, post.id, !remove);
    });
    return answerPost(app.db, actor, request.params.id, remove ? 'Removed from your to-do list' : 'Added to your to-do list');
  });
};

export default todoPostRoute;
