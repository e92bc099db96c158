// POST /api/posts/:id/rate: rate a post.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorize } from '../../../policies';
import { ratePost } from '../../../repositories/posts';
import { RatePostSchema } from '../../../schemas/post';
import { currentUser } from '../../current-user';
import { answerPost, loadPost } from './load';

const ratePostRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/rate', { schema: RatePostSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listPosts', 'studio', null, 'Feeds are for contributors');
    await app.db.transaction().execute(async (trx) => {
      const { post, target } = await loadPost(trx, actor, request.params.id, true);
      authorize(actor, 'rate', 'post', target, 'You may not rate this post');
      await ratePost(trx, actor, post.id, request.body.rating);
    });
    return answerPost(app.db, actor, request.params.id, 'Rating saved');
  });
};

export default ratePostRoute;
