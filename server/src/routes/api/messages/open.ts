// GET /api/messages/conversations/:id: one conversation, as the caller sees it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetConversationSchema } from '../../../schemas/message';
import { currentUser } from '../../current-user';
import { loadConversation, presentOne } from './load';

const openConversationRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/conversations/:id', { schema: GetConversationSchema }, async (request) => {
    const actor = currentUser(request);
    const conversation = await loadConversation(app, actor, request.params.id);
    return { conversation: await presentOne(app, actor, conversation.id) };
  });
};

export default openConversationRoute;
