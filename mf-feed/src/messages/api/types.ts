/**
 * The messages calls' shapes (issue 18's contract: GET/POST /api/messages/…). Conversation members travel as user
 * references (id, name, picture: never an e-mail address); files as the one stored-file shape.
 */
import type { FileRef, UserRef } from 'shared-api';

export type MessageUser = Pick<UserRef, '_id' | 'name' | 'picture'>;

export type LastMessage = { text: string; created: string; user: MessageUser | null; hasFiles?: boolean };

export type Conversation = {
  _id: string;
  /** A group's title; for a one-to-one conversation, the other person's name. */
  title: string | null;
  users: MessageUser[];
  isGroup: boolean;
  isPublic: boolean;
  /** Whether the caller is in it (a contributor reads a public conversation without joining it). */
  isMember: boolean;
  createdBy: string | null;
  lastMessage: LastMessage | null;
  /** Messages others posted since the caller last read it. */
  unread: number;
  /** What the caller may do. */
  can: { post: boolean; addMember: boolean; join: boolean };
};

export type Message = {
  _id: string;
  conversationId?: string;
  text: string;
  files: FileRef[];
  user: MessageUser | null;
  created: string;
  /** The sender's own id for this send: a retried POST with it answers the first message. */
  clientId?: string | null;
};

export type ConversationsPage = { conversations: Conversation[]; skip?: number; hasMore: boolean };
export type MessagesPage = { messages: Message[]; hasMore: boolean };
export type ConversationAnswer = { conversation: Conversation };
export type MessageOnly = { message: string };
export type MessageAnswer = { message: Message };
export type UnreadCount = { count: number };
