/**
 * The messages calls' shapes, from the generated client (the server's route schemas, `schemas/message.ts`).
 * Conversation members travel as user references (id, name, picture: never an e-mail address).
 */
import type { ApiResponse, ApiSchemas } from 'shared-api';

export type MessageUser = ApiSchemas['UserRef'];
/** A conversation as the caller sees it: `isMember`, `unread` and `can` are the caller's. */
export type Conversation = ApiSchemas['Conversation'];
export type Message = ApiSchemas['Message'];

export type ConversationsPage = ApiResponse<'/api/messages/conversations', 'get'>;
export type MessagesPage = ApiResponse<'/api/messages/conversations/{id}/messages', 'get'>;
export type ConversationAnswer = ApiResponse<'/api/messages/conversations/{id}', 'get'>;
export type MessageAnswer = ApiResponse<'/api/messages/conversations/{id}/messages', 'post'>;
export type MessageOnly = ApiResponse<'/api/messages/conversations/{id}/members/{userId}', 'delete'>;
export type UnreadCount = ApiResponse<'/api/messages/unread', 'get'>;
