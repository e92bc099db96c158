// Conversations and messages as the caller sees them: members by name and picture (never an e-mail address), the
// caller's unread count, what they may do; a one-to-one conversation is titled with the other person's name.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { can, type Actor } from '../policies';
import {
  conversationTarget,
  findMessagingUsers,
  lastMessages,
  type ConversationRecord,
  type MessageRecord,
} from '../repositories/messages';
import type { UserRefJson } from '../schemas/common';
import type { ConversationJson, MessageJson } from '../schemas/message';
import { iso } from './dates';

type People = Awaited<ReturnType<typeof findMessagingUsers>>;

const userRef = (people: People, id: string | null): UserRefJson | null => {
  const user = id ? people.get(id) : undefined;
  return user ? { _id: user.id, name: user.name, nameAlias: user.name_alias, picture: user.picture } : null;
};

export function presentMessage(row: MessageRecord, people: People): MessageJson {
  return {
    _id: row.id,
    conversationId: row.conversation_id,
    text: row.text,
    files: row.files,
    created: iso(row.created_at),
    user: userRef(people, row.user_id),
    clientId: row.client_id,
  };
}

function presentConversation(
  c: ConversationRecord & { unread: number },
  last: MessageRecord | undefined,
  people: People,
  actor: Actor,
): ConversationJson {
  const users = c.memberIds.map((id) => userRef(people, id)).filter((user) => user !== null);
  const others = users.filter((user) => user._id !== actor.id);
  const target = conversationTarget(c);
  return {
    _id: c.id,
    title: c.title || others.map((user) => user.name).join(', '),
    users,
    isGroup: c.isGroup,
    isPublic: c.isPublic,
    isMember: c.memberIds.includes(actor.id),
    createdBy: c.createdBy,
    lastMessage: last
      ? { text: last.text, created: iso(last.created_at), user: userRef(people, last.user_id), hasFiles: last.files.length > 0 }
      : null,
    unread: c.unread,
    lastActivity: iso(c.lastMessageAt),
    can: {
      post: can(actor, 'post', 'conversation', target),
      addMember: can(actor, 'addMember', 'conversation', target),
      join: can(actor, 'join', 'conversation', target),
    },
  };
}

/** These conversations as the caller sees them: their members and last messages in two statements. */
export async function presentConversations(
  db: Kysely<Database>,
  conversations: ReadonlyArray<ConversationRecord & { unread: number }>,
  actor: Actor,
): Promise<ConversationJson[]> {
  const last = await lastMessages(
    db,
    conversations.map((c) => c.id),
  );
  const people = await findMessagingUsers(db, [
    ...conversations.flatMap((c) => c.memberIds),
    ...[...last.values()].flatMap((m) => (m.user_id ? [m.user_id] : [])),
  ]);
  return conversations.map((c) => presentConversation(c, last.get(c.id), people, actor));
}

/** Messages with their authors' names and pictures (one statement for the people). */
export async function presentMessages(db: Kysely<Database>, rows: readonly MessageRecord[]): Promise<MessageJson[]> {
  const people = await findMessagingUsers(
    db,
    rows.flatMap((row) => (row.user_id ? [row.user_id] : [])),
  );
  return rows.map((row) => presentMessage(row, people));
}
