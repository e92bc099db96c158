/** GET /api/notifs/config?itemId=&actionType= — whether this kind of notification about this item is muted. */
import { useApi, type ApiResponse } from 'shared-api';

export type NotifConfig = ApiResponse<'/api/notifs/config', 'get'>['config'];

export const NOTIF_CONFIG_PATH = '/api/notifs/config';

/** Loads only while `enabled` (the item's options are open). Failures are shown by the caller, not toasted. */
export function useNotifConfig(itemId: string, actionType: string, enabled: boolean) {
  return useApi(NOTIF_CONFIG_PATH, enabled ? { query: { itemId, actionType } } : null, { silent: true });
}
