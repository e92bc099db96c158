/** DELETE /api/notifs/{id} — remove one notification. */
import { api } from 'shared-api';

export function deleteNotif(id: string): Promise<{ message: string }> {
  return api.del<{ message: string }>(`/api/notifs/${encodeURIComponent(id)}`);
}
