/**
 * The messages calls' shapes (issue 18's contract: GET/POST /api/messages/…). Conversation members travel as user
 * references (id, name, picture: never an e-mail address); files as the one stored-file shape.
 */
import type { FileRef, UserRef } from 'shared-api';

export type MessageUser = Pick<UserRef, '_id' | 'name' | 'picture'>;

export type LastMessage = { text: string; created: string; user: MessageUser | null };

export type Conversation = {
  _id: string;
  /** A group's or public conversation's title; a one-to-one conversation is named by the other person. */
  title: string | null;
  users: MessageUser[];
  isGroup: boolean;
  isPublic: boolean;
  lastMessage: LastMessage | null;
  /** Messages the caller has not read. */
  unread: number;
};

export type Message = {
  _id: string;
  text: string;
  files: FileRef[];
  user: MessageUser | null;
  created: string;
  /** The sender's own id for this send: a retried POST with it answers the first message. */
  clientId?: string | null;
};

export type ConversationsPage = { conversations: Conversation[]; hasMore: boolean };
export type MessagesPage = { messages: Message[]; hasMore: boolean };
export type ConversationAnswer = { conversation: Conversation; message?: string };
export type MessageAnswer = { message: Message };
export type UnreadCount = { count: number };
