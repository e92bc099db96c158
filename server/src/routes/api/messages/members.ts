// POST and DELETE /api/messages/conversations/:id/members/:userId: add a person to a group, or remove one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ForbiddenError, NotFoundError } from '../../../errors';
import { can, mayRemoveMember, mayTalkTogether } from '../../../policies';
import { recordLiveEvent } from '../../../repositories/live-events';
import { addMembers, conversationTarget, findParties, removeMember } from '../../../repositories/messages';
import { AddMemberSchema, MESSAGE_MESSAGES as M, RemoveMemberSchema } from '../../../schemas/message';
import { currentUser } from '../../current-user';
import { changeGroup, LIVE, presentOne } from './load';

const groupMemberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/conversations/:id/members/:userId', { schema: AddMemberSchema }, async (request) => {
    const actor = currentUser(request);
    const { id, userId } = request.params;
    await changeGroup(app, actor, id, async (trx, conversation) => {
      if (!can(actor, 'addMember', 'conversation', conversationTarget(conversation))) throw new ForbiddenError(M.mayNotAdd);
      if (conversation.memberIds.includes(userId)) return;
      const parties = await findParties(trx, [...conversation.memberIds, userId]);
      if (!parties.some((party) => party.id === userId)) throw new NotFoundError(M.userNotFound);
      if (!mayTalkTogether(parties, conversation.isPublic)) throw new ForbiddenError(M.mayNotTalk);
      await addMembers(trx, id, [userId]);
      await recordLiveEvent(trx, { resource: LIVE, ids: [id], userIds: [...conversation.memberIds, userId] });
    });
    return { conversation: await presentOne(app, actor, id) };
  });

  app.delete('/conversations/:id/members/:userId', { schema: RemoveMemberSchema }, async (request) => {
    const actor = currentUser(request);
    const { id, userId } = request.params;
    await changeGroup(app, actor, id, async (trx, conversation) => {
      if (!mayRemoveMember(actor, conversationTarget(conversation), userId)) throw new ForbiddenError(M.mayNotRemove);
      if (!(await removeMember(trx, id, userId))) throw new NotFoundError(M.notMember);
      await recordLiveEvent(trx, { resource: LIVE, ids: [id], userIds: conversation.memberIds });
    });
    return { message: M.removed };
  });
};

export default groupMemberRoutes;
