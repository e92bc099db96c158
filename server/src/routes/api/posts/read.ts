// GET /api/posts/:id: one post, as the caller sees it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorize } from '../../../policies';
import { GetPostSchema } from '../../../schemas/post';
import { currentUser } from '../../current-user';
import { answerPost } from './load';

const readPostRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:id', { schema: GetPostSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listPosts', 'studio', null, 'Feeds are for contributors');
    const { post } = await answerPost(app.db, actor, request.params.id, '');
    return { post };
  });
};

export default readPostRoute;
