/**
 * GET /api/messages/unread — the caller's unread messages over all their conversations. A read under /api/messages:
 * a `data:changed {resource: 'messages'}` (a message sent on this page, or the server's push) reloads it.
 */
import { useApi, type ApiResponse } from 'shared-api';

export type UnreadMessages = ApiResponse<'/api/messages/unread', 'get'>;

/** Silent: without an answer the link simply shows no count. */
export function useUnreadMessages(enabled: boolean) {
  return useApi('/api/messages/unread', enabled ? {} : null, { silent: true });
}
