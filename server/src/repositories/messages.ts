// Messages' SQL (migration 0022). The caller's conversations are one range of conversation_members_list_idx (newest
// activity first); a page's members and last messages come in two more statements. A thread pages back by cursor
// over messages_conversation_idx. Posting a message bumps every member's `activity_at` and the others' `unread` in
// the message's transaction; reading sets the reader's marker and zeroes their count.
import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { Database, MessagesTable, StoredFile } from '../db/types';
import type { Actor, ConversationTarget, MessagingParty } from '../policies';
import { isContributor } from '../policies';
import { escapeLike, textSearchSql } from './text-search';

type Db = Kysely<Database>;

export interface ConversationRecord {
  id: string;
  title: string;
  isGroup: boolean;
  isPublic: boolean;
  createdBy: string | null;
  lastMessageAt: Date;
  createdAt: Date;
  memberIds: string[];
}

export const conversationTarget = (c: ConversationRecord): ConversationTarget => ({
  isGroup: c.isGroup,
  isPublic: c.isPublic,
  createdBy: c.createdBy,
  memberIds: c.memberIds,
});

const CONVERSATION_COLUMNS = [
  'conversations.id',
  'conversations.title',
  'conversations.is_group',
  'conversations.is_public',
  'conversations.created_by',
  'conversations.last_message_at',
  'conversations.created_at',
  sql<
    string[]
  >`array(select m.user_id::text from conversation_members m where m.conversation_id = conversations.id order by m.joined_at, m.user_id)`.as(
    'member_ids',
  ),
] as const;

type ConversationColumns = {
  id: string;
  title: string;
  is_group: boolean;
  is_public: boolean;
  created_by: string | null;
  last_message_at: Date;
  created_at: Date;
  member_ids: string[];
};

const toRecord = (row: ConversationColumns): ConversationRecord => ({
  id: row.id,
  title: row.title,
  isGroup: row.is_group,
  isPublic: row.is_public,
  createdBy: row.created_by,
  lastMessageAt: row.last_message_at,
  createdAt: row.created_at,
  memberIds: row.member_ids,
});

export async function findConversation(db: Db, id: string): Promise<ConversationRecord | undefined> {
  const row = await db.selectFrom('conversations').select(CONVERSATION_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** These conversations with the caller's unread count in each (0 where they are not a member), in the ids' order. */
export async function findConversationsFor(
  db: Db,
  ids: readonly string[],
  userId: string,
): Promise<Array<ConversationRecord & { unread: number }>> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('conversations')
    .leftJoin('conversation_members as me', (join) =>
      join.onRef('me.conversation_id', '=', 'conversations.id').on('me.user_id', '=', userId),
    )
    .select(CONVERSATION_COLUMNS)
    .select(sql<number>`coalesce(me.unread, 0)`.as('unread'))
    .where('conversations.id', 'in', [...new Set(ids)])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, { ...toRecord(row), unread: Number(row.unread) }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The conversation's row locked for a change of its members (two changes go one after the other). */
export async function lockConversation(db: Db, id: string): Promise<ConversationRecord | undefined> {
  await db.selectFrom('conversations').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  return findConversation(db, id);
}

/**
 * These users as possible members of a conversation (unknown ids are left out): a client's partners are the
 * collaborators of the client's projects and every admin.
 */
export async function findParties(db: Db, userIds: readonly string[]): Promise<MessagingParty[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select([
      'id',
      'level',
      sql<string[]>`case when users.level = 'client' then array(
        select other.user_id::text from project_collaborators mine
          join project_collaborators other on other.project_id = mine.project_id
          where mine.user_id = users.id
        union select admin.id::text from users admin where admin.level = 'admin'
      ) else '{}'::text[] end`.as('partner_ids'),
    ])
    .where('id', 'in', [...new Set(userIds)])
    .execute();
  return rows.map((row) => ({ id: row.id, level: row.level, partnerIds: row.partner_ids }));
}

export const pairKey = (a: string, b: string): string => [a, b].sort().join(':');

/**
 * The one-to-one conversation of these two people, made if there is none. Two requests at once make one: the
 * second insert waits for the first and finds its row (pair_key is unique).
 */
export async function findOrCreatePair(db: Db, creatorId: string, otherId: string): Promise<{ id: string; created: boolean }> {
  const key = pairKey(creatorId, otherId);
  const inserted = await db
    .insertInto('conversations')
    .values({ pair_key: key, created_by: creatorId })
    .onConflict((oc) => oc.column('pair_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) {
    await db
      .insertInto('conversation_members')
      .values([...new Set([creatorId, otherId])].map((user_id) => ({ conversation_id: inserted.id, user_id })))
      .execute();
    return { id: inserted.id, created: true };
  }
  const found = await db.selectFrom('conversations').select('id').where('pair_key', '=', key).executeTakeFirstOrThrow();
  return { id: found.id, created: false };
}

export async function createGroup(
  db: Db,
  input: { title: string; isPublic: boolean; creatorId: string; memberIds: readonly string[] },
): Promise<string> {
  const row = await db
    .insertInto('conversations')
    .values({ title: input.title, is_group: true, is_public: input.isPublic, created_by: input.creatorId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addMembers(db, row.id, [input.creatorId, ...input.memberIds]);
  return row.id;
}

/** Adds these people (those already in stay as they are); their unread count starts at nothing. */
export async function addMembers(db: Db, conversationId: string, userIds: readonly string[]): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  await db
    .insertInto('conversation_members')
    .values(ids.map((user_id) => ({ conversation_id: conversationId, user_id })))
    .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doNothing())
    .execute();
}

export async function removeMember(db: Db, conversationId: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('conversation_members')
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** One page of the caller's conversations, newest activity first (limit + 1 rows: the caller knows if there is more). */
export async function listConversations(
  db: Db,
  userId: string,
  page: { skip: number; limit: number },
): Promise<Array<ConversationRecord & { unread: number }>> {
  const rows = await db
    .selectFrom('conversation_members as me')
    .innerJoin('conversations', 'conversations.id', 'me.conversation_id')
    .select(CONVERSATION_COLUMNS)
    .select('me.unread')
    .where('me.user_id', '=', userId)
    .orderBy('me.activity_at', 'desc')
    .orderBy('me.conversation_id', 'desc')
    .offset(page.skip)
    .limit(page.limit + 1)
    .execute();
  return rows.map((row) => ({ ...toRecord(row), unread: row.unread }));
}

/** How many messages others posted that the user has not read, over all their conversations. */
export async function unreadTotal(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('conversation_members')
    .select(sql<string>`coalesce(sum(unread), 0)`.as('n'))
    .where('user_id', '=', userId)
    .where('unread', '>', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface MessageRecord {
  id: string;
  conversation_id: string;
  user_id: string | null;
  text: string;
  files: StoredFile[];
  client_id: string | null;
  created_at: Date;
}

const MESSAGE_COLUMNS = [
  'messages.id',
  'messages.conversation_id',
  'messages.user_id',
  'messages.text',
  'messages.files',
  'messages.client_id',
  'messages.created_at',
] as const;

/**
 * The last message of each of these conversations (one statement): one probe of messages_conversation_idx per
 * conversation (LATERAL … LIMIT 1). DISTINCT ON read every message of them instead: 25,000 rows for five busy threads.
 */
export async function lastMessages(db: Db, conversationIds: readonly string[]): Promise<Map<string, MessageRecord>> {
  if (conversationIds.length === 0) return new Map();
  const { rows } = await sql<MessageRecord>`select last.* from unnest(${[...new Set(conversationIds)]}::uuid[]) as c (id)
    cross join lateral (select ${sql.join(MESSAGE_COLUMNS.map((column) => sql.ref(column)))} from messages
      where messages.conversation_id = c.id order by messages.created_at desc, messages.id desc limit 1) as last`.execute(db);
  return new Map(rows.map((row) => [row.conversation_id, row]));
}

/** A thread's messages older than `before` (a message id of the thread), newest first, limit + 1 rows. */
export async function listMessages(
  db: Db,
  conversationId: string,
  page: { before?: string; limit: number },
): Promise<MessageRecord[] | undefined> {
  let query = db
    .selectFrom('messages')
    .select(MESSAGE_COLUMNS)
    .where('messages.conversation_id', '=', conversationId)
    .orderBy('messages.created_at', 'desc')
    .orderBy('messages.id', 'desc')
    .limit(page.limit + 1);
  if (page.before) {
    const cursor = await db
      .selectFrom('messages')
      .select(['created_at', 'id'])
      .where('id', '=', page.before)
      .where('conversation_id', '=', conversationId)
      .executeTakeFirst();
    if (!cursor) return undefined;
    query = query.where(sql<boolean>`(messages.created_at, messages.id) < (${cursor.created_at}, ${cursor.id})`);
  }
  return query.execute();
}

export function findMessage(db: Db, id: string): Promise<MessageRecord | undefined> {
  return db.selectFrom('messages').select(MESSAGE_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The sender's message with this client id (a retried send), if any. */
export function findSentMessage(db: Db, userId: string, clientId: string): Promise<MessageRecord | undefined> {
  return db
    .selectFrom('messages')
    .select(MESSAGE_COLUMNS)
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/**
 * Records a message (undefined when the sender's client id is taken: a retry racing its first) and tells every
 * member: the activity time moves, the others' unread count grows, the sender's marker moves past it.
 */
export async function insertMessage(
  db: Db,
  input: { conversationId: string; userId: string; text: string; files: StoredFile[]; clientId: string | null },
): Promise<MessageRecord | undefined> {
  const row = await db
    .insertInto('messages')
    .values({
      conversation_id: input.conversationId,
      user_id: input.userId,
      text: input.text,
      files: JSON.stringify(input.files),
      client_id: input.clientId,
    })
    .onConflict((oc) => oc.columns(['user_id', 'client_id']).where('client_id', 'is not', null).doNothing())
    .returning(MESSAGE_COLUMNS)
    .executeTakeFirst();
  if (!row) return undefined;
  await db.updateTable('conversations').set({ last_message_at: row.created_at }).where('id', '=', input.conversationId).execute();
  await db
    .updateTable('conversation_members')
    .set({
      activity_at: row.created_at,
      unread: sql<number>`case when user_id = ${input.userId} then 0 else unread + 1 end`,
      last_read_at: sql<Date>`case when user_id = ${input.userId} then ${row.created_at} else last_read_at end`,
    })
    .where('conversation_id', '=', input.conversationId)
    .execute();
  return row;
}

/** The reader has read everything in the conversation; whether they had anything unread. */
export async function markRead(db: Db, conversationId: string, userId: string): Promise<boolean> {
  const before = await db
    .updateTable('conversation_members')
    .set({ last_read_at: sql<Date>`now()`, unread: 0 })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .returning(sql<number>`(select 1)`.as('one'))
    .executeTakeFirst();
  return before !== undefined;
}

/** These users' names and pictures (never their e-mail addresses), by id. */
export async function findMessagingUsers(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, { id: string; name: string; name_alias: string; picture: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'name_alias', 'picture'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * People the actor may start a conversation with whose name or alias holds the term (the same rule as `mayTalk`):
 * a contributor finds every contributor and the clients who share a project with them (an admin: every client); a
 * client finds the people of their own projects and the admins. Never the actor; never by e-mail address.
 */
export async function findMessagingPeople(
  db: Db,
  actor: Actor,
  term: string,
  limit: number,
): Promise<Array<{ id: string; name: string; name_alias: string; picture: string | null }>> {
  const pattern = `%${escapeLike(term)}%`;
  const sharesProject = sql<boolean>`exists (
    select 1 from project_collaborators mine
      join project_collaborators other on other.project_id = mine.project_id
      where mine.user_id = ${actor.id} and other.user_id = users.id
  )`;
  const mayTalkTo =
    actor.level === 'client'
      ? sql<boolean>`(users.level = 'admin' or ${sharesProject})`
      : actor.level === 'admin'
        ? sql<boolean>`true`
        : sql<boolean>`(users.level <> 'client' or ${sharesProject})`;
  return db
    .selectFrom('users')
    .select(['id', 'name', 'name_alias', 'picture'])
    .where('id', '<>', actor.id)
    .where((eb) => eb.or([eb('name', 'ilike', pattern), eb('name_alias', 'ilike', pattern)]))
    .where(mayTalkTo)
    .orderBy('name', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

export const SEARCH_LIMIT = 10;
/** The newest matches read to find the conversations: enough for SEARCH_LIMIT threads in any realistic spread. */
export const SEARCH_MATCHES = 200;
/**
 * The search first reads this many of the newest messages (messages_created_idx) and filters them: when one in 100
 * of them or more is a match the caller reads, the search ends there, whatever the table's size (the bench's Thai
 * word, one in 50, needs about 10,000). Otherwise the matches come from the search indexes alone (see posts.ts,
 * SEARCH_WALK_FACTOR). Walking on to the SEARCH_MATCHES-th match instead read 100,000 of 1,000,000 messages for a
 * word in one in 500.
 */
export const SEARCH_WALK = 100 * SEARCH_MATCHES;

/** How many matches a search keeps and how many of the newest messages its walk reads (tests make them small). */
export type MessageSearchSizes = { matches: number; walk: number };
const SEARCH_SIZES: MessageSearchSizes = { matches: SEARCH_MATCHES, walk: SEARCH_WALK };

/** The term's condition over `messages`, on the expressions of migration 0022's GIN indexes. */
const messageSearchSql = (term: string): RawBuilder<boolean> =>
  textSearchSql(sql<string>`messages.search_text`, sql`messages.search_tsv`, term);

/** The condition that a message is in a conversation the actor reads (theirs; public ones for contributors). */
function readableSql(db: Db, actor: Actor): RawBuilder<boolean> {
  const mine = db.selectFrom('conversation_members').select('conversation_id').where('user_id', '=', actor.id);
  return isContributor(actor)
    ? sql<boolean>`(messages.conversation_id in (${mine}) or messages.conversation_id in (select id from conversations where is_public))`
    : sql<boolean>`messages.conversation_id in (${mine})`;
}

/**
 * The queries of a search, in the order they run: the matches among the newest `walk` messages, then, only when those
 * are fewer than `matches` (a rare term, one mostly in conversations the actor does not read, or a table no longer
 * than the walk), every match found off the search indexes. The `offset 0` keeps those a set of their own, sorted
 * afterwards: the order index would be walked past every message the term or the actor's conversations leave out.
 * Either gives the newest `matches` matching messages the actor reads, newest first.
 */
export function searchMessagesQueries(db: Db, actor: Actor, term: string, sizes: MessageSearchSizes = SEARCH_SIZES) {
  const readable = readableSql(db, actor);
  const walked = sql<Selectable<MessagesTable>>`(select * from messages order by created_at desc, id desc
    limit ${sql.lit(sizes.walk)})`;
  const matching = sql<Selectable<MessagesTable>>`(select * from messages where ${messageSearchSql(term)} offset 0)`;
  const page = (source: typeof walked, condition: RawBuilder<boolean>) =>
    db
      .selectFrom(source.as('messages'))
      .select(MESSAGE_COLUMNS)
      .where(condition)
      .orderBy('messages.created_at', 'desc')
      .orderBy('messages.id', 'desc')
      .limit(sql.lit(sizes.matches));
  return {
    walk: page(walked, sql<boolean>`(${readable} and ${messageSearchSql(term)})`),
    matches: page(matching, readable),
  };
}

/**
 * The conversations the actor reads whose messages match the term, each with its newest matching message, newest
 * first (from the newest SEARCH_MATCHES matches).
 */
export async function searchMessages(
  db: Db,
  actor: Actor,
  term: string,
  sizes: MessageSearchSizes = SEARCH_SIZES,
): Promise<MessageRecord[]> {
  const { walk, matches } = searchMessagesQueries(db, actor, term, sizes);
  let rows = await walk.execute();
  // Only a walk that found every match kept gives the rows all the matches give (they are a prefix in the same order).
  if (rows.length < sizes.matches) rows = await matches.execute();
  const newest = new Map<string, MessageRecord>();
  for (const row of rows) if (!newest.has(row.conversation_id)) newest.set(row.conversation_id, row);
  return [...newest.values()].slice(0, SEARCH_LIMIT);
}

/** The conversations holding a stored file in a message (for the file policy). */
export async function findFileConversations(db: Db, fileId: string): Promise<ConversationTarget[]> {
  const rows = await db
    .selectFrom('conversations')
    .select(CONVERSATION_COLUMNS)
    .where(
      'conversations.id',
      'in',
      db
        .selectFrom('messages')
        .select('conversation_id')
        .where(sql<boolean>`files @> ${JSON.stringify([{ id: fileId }])}::jsonb`),
    )
    .execute();
  return rows.map((row) => conversationTarget(toRecord(row)));
}
