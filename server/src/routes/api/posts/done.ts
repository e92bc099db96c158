// POST /api/posts/:id/done: mark a post done (its people hear of it), or not done.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorize } from '../../../policies';
import { updatePost } from '../../../repositories/posts';
import { DonePostSchema } from '../../../schemas/post';
import { notifyPost } from '../../../services/post-notifications';
import { currentUser } from '../../current-user';
import { answerPost, loadPost } from './load';

const donePostRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/done', { schema: DonePostSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listPosts', 'studio', null, 'Feeds are for contributors');
    const { done } = request.body;
    await app.db.transaction().execute(async (trx) => {
      const { post, feed, target } = await loadPost(trx, actor, request.params.id, true);
      authorize(actor, 'done', 'post', target, 'You may not mark this post done');
      if (post.done === done) return;
      await updatePost(trx, post.id, { done });
      if (done) {
        await notifyPost(
          trx,
          'post/done',
          { id: post.id, title: post.title, authorId: post.user_id, taggedIds: post.users, target },
          feed,
          actor,
        );
      }
    });
    return answerPost(app.db, actor, request.params.id, done ? 'Marked as done' : 'Unmarked as done');
  });
};

export default donePostRoute;
