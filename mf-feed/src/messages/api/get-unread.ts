/** GET /api/messages/unread — how many messages the caller has not read, over all their conversations. */
import { useApi } from 'shared-api';

export const UNREAD_PATH = '/api/messages/unread';

export function useUnreadMessages(enabled = true) {
  return useApi(UNREAD_PATH, enabled ? {} : null, { silent: true });
}
