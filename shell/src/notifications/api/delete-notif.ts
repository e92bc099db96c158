/** DELETE /api/notifs/{id} — remove one notification. */
import { api } from 'shared-api';

export function deleteNotif(id: string) {
  return api.del('/api/notifs/{id}', { params: { id } });
}
