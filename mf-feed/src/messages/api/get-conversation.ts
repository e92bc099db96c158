/** GET /api/messages/conversations/{id} — one conversation the caller is in (or a public one); 404 otherwise. */
import { useApi } from 'shared-api';
import type { ConversationAnswer } from './types';

export const conversationPath = (id: string) => `/api/messages/conversations/${encodeURIComponent(id)}`;

export function useConversation(id: string | null) {
  return useApi<ConversationAnswer>(id ? conversationPath(id) : null, null, { silent: true });
}
