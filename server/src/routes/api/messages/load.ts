// What the message routes share: loading a conversation the caller reads (404 otherwise), presenting one, and
// changing a group's members under its row lock.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { ConflictError, NotFoundError } from '../../../errors';
import { can, type Actor } from '../../../policies';
import { presentConversations } from '../../../presenters/message';
import {
  conversationTarget,
  findConversation,
  findConversationsFor,
  lockConversation,
  type ConversationRecord,
} from '../../../repositories/messages';
import { MESSAGE_MESSAGES as M } from '../../../schemas/message';

/** The live-event topic every change here records for the conversation's members. */
export const LIVE = 'messages';

/** The conversation, 404 unless the caller reads it (a member; a contributor for a public one). */
export async function loadConversation(app: FastifyInstance, actor: Actor, id: string): Promise<ConversationRecord> {
  const conversation = await findConversation(app.db, id);
  if (!conversation || !can(actor, 'read', 'conversation', conversationTarget(conversation)))
    throw new NotFoundError(M.conversationNotFound);
  return conversation;
}

export async function presentOne(app: FastifyInstance, actor: Actor, id: string) {
  const [conversation] = await presentConversations(app.db, await findConversationsFor(app.db, [id], actor.id), actor);
  if (!conversation) throw new NotFoundError(M.conversationNotFound);
  return conversation;
}

/**
 * Changes a group's members in a transaction holding its row (two changes go one after the other): 404 unless the
 * caller reads it, 409 for a one-to-one conversation.
 */
export async function changeGroup(
  app: FastifyInstance,
  actor: Actor,
  id: string,
  change: (trx: Kysely<Database>, conversation: ConversationRecord) => Promise<void>,
): Promise<void> {
  await loadConversation(app, actor, id);
  await app.db.transaction().execute(async (trx) => {
    const conversation = await lockConversation(trx, id);
    if (!conversation) throw new NotFoundError(M.conversationNotFound);
    if (!conversation.isGroup) throw new ConflictError(M.onlyGroups);
    await change(trx, conversation);
  });
}
