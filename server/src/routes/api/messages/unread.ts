// GET /api/messages/unread: how many messages the caller has not read (the top bar's count).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { unreadTotal } from '../../../repositories/messages';
import { UnreadMessagesSchema } from '../../../schemas/message';
import { currentUser } from '../../current-user';

const unreadMessagesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/unread', { schema: UnreadMessagesSchema }, async (request) => {
    const actor = currentUser(request);
    return { count: await unreadTotal(app.db, actor.id) };
  });
};

export default unreadMessagesRoute;
