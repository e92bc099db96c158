// Messages (issue 18): conversations, their messages, read markers, group members, public conversations, the
// unread count and the search. Each call: validate → load the conversation (404 unless the caller reads it) →
// authorise on the conversation policy → act in a transaction that records the live event for its members →
// present as the caller sees it (no e-mail addresses). A message never makes a bell notification: the unread
// count (GET /api/messages/unread) and the live event tell its recipients.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../../errors';
import { can, mayRemoveMember, mayTalkTogether, type Actor } from '../../../policies';
import { presentConversations, presentMessages } from '../../../presenters/message';
import { recordLiveEvent } from '../../../repositories/live-events';
import {
  addMembers,
  conversationTarget,
  createGroup,
  findConversation,
  findConversationsFor,
  findMessagingPeople,
  findOrCreatePair,
  findParties,
  findSentMessage,
  insertMessage,
  listConversations,
  listMessages,
  lockConversation,
  markRead,
  removeMember,
  searchMessages,
  unreadTotal,
  type ConversationRecord,
  type MessageRecord,
} from '../../../repositories/messages';
import { uploadedFiles } from '../../../services/uploads';
import {
  AddMemberSchema,
  CreateConversationSchema,
  FindMessagingPeopleSchema,
  GetConversationSchema,
  JoinConversationSchema,
  ListConversationsSchema,
  ListMessagesSchema,
  MESSAGE_MESSAGES as M,
  MESSAGING_PEOPLE_MAX,
  PostMessageSchema,
  ReadConversationSchema,
  RemoveMemberSchema,
  SEARCH_PREVIEW,
  SearchMessagesSchema,
  UnreadMessagesSchema,
} from '../../../schemas/message';
import { iso } from '../../../presenters/dates';
import { currentUser } from '../../current-user';
import benchFloorRoutes from './bench-floor';

const LIVE = 'messages';

/** The conversation, 404 unless the caller reads it (a member; a contributor for a public one). */
async function loadConversation(app: FastifyInstance, actor: Actor, id: string): Promise<ConversationRecord> {
  const conversation = await findConversation(app.db, id);
  if (!conversation || !can(actor, 'read', 'conversation', conversationTarget(conversation)))
    throw new NotFoundError(M.conversationNotFound);
  return conversation;
}

async function presentOne(app: FastifyInstance, actor: Actor, id: string) {
  const [conversation] = await presentConversations(app.db, await findConversationsFor(app.db, [id], actor.id), actor);
  if (!conversation) throw new NotFoundError(M.conversationNotFound);
  return conversation;
}

/**
 * Changes a group's members in a transaction holding its row (two changes go one after the other): 404 unless the
 * caller reads it, 409 for a one-to-one conversation.
 */
async function changeGroup(
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

const preview = (text: string): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > SEARCH_PREVIEW ? `${line.slice(0, SEARCH_PREVIEW - 1)}…` : line;
};

const messageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(benchFloorRoutes);

  app.get('/conversations', { schema: ListConversationsSchema }, async (request) => {
    const actor = currentUser(request);
    const { skip, limit } = request.query;
    const rows = await listConversations(app.db, actor.id, { skip, limit });
    const page = rows.slice(0, limit);
    return {
      conversations: await presentConversations(app.db, page, actor),
      skip: skip + page.length,
      hasMore: rows.length > limit,
    };
  });

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

  app.get('/conversations/:id', { schema: GetConversationSchema }, async (request) => {
    const actor = currentUser(request);
    const conversation = await loadConversation(app, actor, request.params.id);
    return { conversation: await presentOne(app, actor, conversation.id) };
  });

  app.get('/conversations/:id/messages', { schema: ListMessagesSchema }, async (request) => {
    const actor = currentUser(request);
    const conversation = await loadConversation(app, actor, request.params.id);
    const { before, limit } = request.query;
    const rows = await listMessages(app.db, conversation.id, { before, limit });
    if (!rows) throw new BadRequestError(M.messageNotFound);
    return { messages: await presentMessages(app.db, rows.slice(0, limit)), hasMore: rows.length > limit };
  });

  app.post(
    '/conversations/:id/messages',
    { schema: PostMessageSchema, config: { userLimit: 'messages' } },
    async (request, reply) => {
      const actor = currentUser(request);
      const conversation = await loadConversation(app, actor, request.params.id);
      if (!can(actor, 'post', 'conversation', conversationTarget(conversation))) throw new ForbiddenError(M.joinToPost);
      const clientId = request.body.clientId ?? null;
      const retried = async (first: MessageRecord | undefined) => {
        if (!first) return undefined;
        if (first.conversation_id !== conversation.id) throw new ConflictError(M.clientIdTaken);
        reply.code(200);
        return { message: (await presentMessages(app.db, [first]))[0] };
      };
      if (clientId) {
        const answer = await retried(await findSentMessage(app.db, actor.id, clientId));
        if (answer) return answer;
      }
      const text = request.body.text.trim();
      const files = await uploadedFiles(
        app.db,
        (request.body.files ?? []).map((file) => file.id),
        actor,
      );
      if (!text && files.length === 0) throw new BadRequestError(M.notBlank);
      const message = await app.db.transaction().execute(async (trx) => {
        const row = await insertMessage(trx, { conversationId: conversation.id, userId: actor.id, text, files, clientId });
        if (row) {
          const members = await findConversation(trx, conversation.id);
          await recordLiveEvent(trx, { resource: LIVE, ids: [conversation.id], userIds: members?.memberIds ?? [] });
        }
        return row;
      });
      if (!message) {
        // The same send raced its first attempt: the first one's message is the answer.
        const answer = clientId ? await retried(await findSentMessage(app.db, actor.id, clientId)) : undefined;
        if (answer) return answer;
        throw new ConflictError(M.clientIdTaken);
      }
      reply.code(201);
      return { message: (await presentMessages(app.db, [message]))[0] };
    },
  );

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

  app.get('/unread', { schema: UnreadMessagesSchema }, async (request) => {
    const actor = currentUser(request);
    return { count: await unreadTotal(app.db, actor.id) };
  });

  app.get('/people', { schema: FindMessagingPeopleSchema }, async (request) => {
    const actor = currentUser(request);
    const term = request.query.term.trim();
    if (!term) return { users: [] };
    const people = await findMessagingPeople(app.db, actor, term, MESSAGING_PEOPLE_MAX);
    return {
      users: people.map((user) => ({ _id: user.id, name: user.name, nameAlias: user.name_alias, picture: user.picture })),
    };
  });

  app.get('/search', { schema: SearchMessagesSchema }, async (request) => {
    const actor = currentUser(request);
    const term = request.query.term.trim();
    if (!term) return { conversations: [] };
    const matches = await searchMessages(app.db, actor, term);
    const conversations = await presentConversations(
      app.db,
      await findConversationsFor(
        app.db,
        matches.map((m) => m.conversation_id),
        actor.id,
      ),
      actor,
    );
    const byId = new Map(conversations.map((c) => [c._id, c]));
    return {
      conversations: matches.flatMap((m) => {
        const conversation = byId.get(m.conversation_id);
        return conversation ? [{ conversation, preview: preview(m.text), messageId: m.id, created: iso(m.created_at) }] : [];
      }),
    };
  });
};

export default messageRoutes;
