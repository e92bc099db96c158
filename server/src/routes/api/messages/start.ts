// POST /api/messages/conversations: start a conversation with one person (or find the one there is), or a group.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequestError, ForbiddenError } from '../../../errors';
import { mayTalkTogether } from '../../../policies';
import { recordLiveEvent } from '../../../repositories/live-events';
import { createGroup, findOrCreatePair, findParties } from '../../../repositories/messages';
import { CreateConversationSchema, MESSAGE_MESSAGES as M } from '../../../schemas/message';
import { currentUser } from '../../current-user';
import { LIVE, presentOne } from './load';

const startConversationRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/conversations', { schema: CreateConversationSchema }, async (request, reply) => {
    const actor = currentUser(request);
    const others = [...new Set(request.body.userIds)].filter((id) => id !== actor.id);
    if (others.length === 0) throw new BadRequestError(M.notYourself);
    const title = request.body.title?.trim() ?? '';
    const isPublic = request.body.isPublic ?? false;
    const parties = await findParties(app.db, [actor.id, ...others]);
    const unknown = others.find((id) => !parties.some((party) => party.id === id));
    if (unknown) throw new BadRequestError(`userIds: ${unknown} is not a user`);
    if (!mayTalkTogether(parties, isPublic)) throw new ForbiddenError(M.mayNotTalk);
    const isGroup = others.length > 1 || title !== '' || isPublic;
    const { id, created } = await app.db.transaction().execute(async (trx) => {
      const made = isGroup
        ? { id: await createGroup(trx, { title, isPublic, creatorId: actor.id, memberIds: others }), created: true }
        : await findOrCreatePair(trx, actor.id, others[0]);
      if (made.created) await recordLiveEvent(trx, { resource: LIVE, ids: [made.id], userIds: [actor.id, ...others] });
      return made;
    });
    reply.code(created ? 201 : 200);
    return { conversation: await presentOne(app, actor, id) };
  });
};

export default startConversationRoute;
