/** GET /api/messages/conversations — the caller's conversations, newest activity first, paged (20 a page). */
import { useApi, useApiInfinite } from 'shared-api';
import type { ConversationsPage } from './types';

export const CONVERSATIONS_PATH = '/api/messages/conversations';

export function useConversations(enabled = true) {
  return useApiInfinite<ConversationsPage>(enabled ? CONVERSATIONS_PATH : null, null, { silent: true });
}

/** The first few conversations (the dashboard's Messages column). */
export function useFirstConversations(limit: number) {
  return useApi<ConversationsPage>(CONVERSATIONS_PATH, { limit }, { silent: true });
}
