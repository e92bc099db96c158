/** POST /api/notifs/{id}/mark — mark one notification read. */
import { api } from 'shared-api';

export function markNotif(id: string) {
  return api.post('/api/notifs/{id}/mark', { params: { id } });
}
