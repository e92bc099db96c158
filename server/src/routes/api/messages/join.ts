// POST /api/messages/conversations/:id/join: a contributor joins a public conversation.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConflictError, ForbiddenError } from '../../../errors';
import { can } from '../../../policies';
import { recordLiveEvent } from '../../../repositories/live-events';
import { addMembers, conversationTarget } from '../../../repositories/messages';
import { JoinConversationSchema, MESSAGE_MESSAGES as M } from '../../../schemas/message';
import { currentUser } from '../../current-user';
import { LIVE, loadConversation, presentOne } from './load';

const joinConversationRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/conversations/:id/join', { schema: JoinConversationSchema }, async (request) => {
    const actor = currentUser(request);
    const conversation = await loadConversation(app, actor, request.params.id);
    if (conversation.memberIds.includes(actor.id)) throw new ConflictError(M.alreadyMember);
    if (!can(actor, 'join', 'conversation', conversationTarget(conversation))) throw new ForbiddenError(M.notPublic);
    await app.db.transaction().execute(async (trx) => {
      await addMembers(trx, conversation.id, [actor.id]);
      await recordLiveEvent(trx, { resource: LIVE, ids: [conversation.id], userIds: [...conversation.memberIds, actor.id] });
    });
    return { conversation: await presentOne(app, actor, conversation.id) };
  });
};

export default joinConversationRoute;
