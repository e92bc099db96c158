/** POST /api/notifs/clear-all — remove every read notification. */
import { api } from 'shared-api';

export function clearAllNotifs() {
  return api.post('/api/notifs/clear-all');
}
