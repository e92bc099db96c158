// POST /api/messages/conversations/:id/read: the caller has read a conversation up to now.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordLiveEvent } from '../../../repositories/live-events';
import { markRead, unreadTotal } from '../../../repositories/messages';
import { MESSAGE_MESSAGES as M, ReadConversationSchema } from '../../../schemas/message';
import { currentUser } from '../../current-user';
import { LIVE, loadConversation } from './load';

const markReadRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/conversations/:id/read', { schema: ReadConversationSchema }, async (request) => {
    const actor = currentUser(request);
    const conversation = await loadConversation(app, actor, request.params.id);
    await app.db.transaction().execute(async (trx) => {
      // Only the reader's own count changes: their other tabs hear of it, nobody else.
      if (await markRead(trx, conversation.id, actor.id))
        await recordLiveEvent(trx, { resource: LIVE, ids: [conversation.id], userIds: [actor.id] });
    });
    return { message: M.read, unread: await unreadTotal(app.db, actor.id) };
  });
};

export default markReadRoute;
