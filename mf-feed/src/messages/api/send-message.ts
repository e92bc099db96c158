/**
 * POST /api/messages/conversations/{id}/messages {text, files, clientId} — answers {message}. The client-generated
 * `clientId` makes a retried send idempotent: the server answers the first message, never a second one.
 */
import { api, notifyChanged, type FileRef } from 'shared-api';
import type { MessageAnswer } from './types';

export type MessageInput = { text: string; files: FileRef[]; clientId: string };

/** A fresh id for one send (kept for its retries). */
export function newClientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

/** Silent: the composer keeps the text and shows why it was not sent. */
export async function sendMessage(conversationId: string, input: MessageInput): Promise<MessageAnswer> {
  const answer = await api.post(
    '/api/messages/conversations/{id}/messages',
    {
      params: { id: conversationId },
      body: { text: input.text, files: input.files.map((file) => ({ id: file.id })), clientId: input.clientId },
    },
    { silent: true },
  );
  void notifyChanged('messages');
  return answer;
}
