/**
 * GET /api/messages/unread — the caller's unread messages over all their conversations. A read under /api/messages:
 * a `data:changed {resource: 'messages'}` (a message sent on this page, or the server's push) reloads it.
 */
import { useApi } from 'shared-api';

export type UnreadMessages = { count: number };

/** Silent: without an answer the link simply shows no count. */
export function useUnreadMessages(enabled: boolean) {
  return useApi<UnreadMessages>(enabled ? '/api/messages/unread' : null, null, { silent: true });
}
