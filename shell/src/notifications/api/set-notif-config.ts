/** POST /api/notifs/config {itemId, actionType, disabled} — mute or unmute one kind of notification for an item. */
import { api } from 'shared-api';
import type { NotifConfig } from './get-notif-config';

export function setNotifConfig(config: NotifConfig) {
  return api.post('/api/notifs/config', { body: config });
}
