/** GET /api/messages/conversations — the caller's conversations, newest activity first, paged (20 a page). */
import { MY_MESSAGES_WIDGET_QUERY, useApi, useApiInfinite } from 'shared-api';

export const CONVERSATIONS_PATH = '/api/messages/conversations' as const;

export function useConversations(enabled = true) {
  return useApiInfinite(CONVERSATIONS_PATH, enabled ? {} : null, { silent: true });
}

/** The first few conversations (the dashboard's Messages column; the shell starts this read with the page). */
export function useFirstConversations() {
  return useApi(CONVERSATIONS_PATH, { query: MY_MESSAGES_WIDGET_QUERY }, { silent: true });
}
