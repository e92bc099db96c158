/** GET /api/messages/unread — how many messages the caller has not read, over all their conversations. */
import { useApi } from 'shared-api';
import type { UnreadCount } from './types';

export const UNREAD_PATH = '/api/messages/unread';

export function useUnreadMessages(enabled = true) {
  return useApi<UnreadCount>(enabled ? UNREAD_PATH : null, null, { silent: true });
}
