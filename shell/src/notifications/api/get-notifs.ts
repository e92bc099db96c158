/** GET /api/notifs?skip=&limit=50 — the signed-in user's notifications, newest first, with the unread count. */
import { NOTIF_PAGE_SIZE, useApiInfinite, type ApiResponse } from 'shared-api';

export type NotifsPage = ApiResponse<'/api/notifs', 'get'>;

export const NOTIFS_PATH = '/api/notifs';

/** Pages of 50 with Load More; the first request is skip 0. `enabled` false (signed out) fetches nothing. */
export function useNotifs(enabled = true) {
  const list = useApiInfinite(NOTIFS_PATH, enabled ? {} : null, {
    limit: NOTIF_PAGE_SIZE,
    itemsKey: 'notifs',
    // The shell polls on its own schedule (usePollNotifs); no refetch on every focus.
    revalidateOnFocus: false,
  });
  return { ...list, unread: list.pages?.[0]?.unread ?? 0 };
}
