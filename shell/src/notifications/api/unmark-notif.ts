/** POST /api/notifs/{id}/unmark — mark one notification unread again. */
import { api } from 'shared-api';

export function unmarkNotif(id: string) {
  return api.post('/api/notifs/{id}/unmark', { params: { id } });
}
