/** GET /api/notifs/config?itemId=&actionType= — whether this kind of notification about this item is muted. */
import { useApi } from 'shared-api';

export type NotifConfig = { itemId: string; actionType: string; disabled: boolean };

export const NOTIF_CONFIG_PATH = '/api/notifs/config';

/** Loads only while `enabled` (the item's options are open). Failures are shown by the caller, not toasted. */
export function useNotifConfig(itemId: string, actionType: string, enabled: boolean) {
  return useApi<{ config: NotifConfig }>(enabled ? NOTIF_CONFIG_PATH : null, { itemId, actionType }, { silent: true });
}
