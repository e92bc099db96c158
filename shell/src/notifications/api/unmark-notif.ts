/** POST /api/notifs/{id}/unmark — mark one notification unread again. */
import { api, type Notif } from 'shared-api';

export function unmarkNotif(id: string): Promise<{ notif: Notif }> {
  return api.post<{ notif: Notif }>(`/api/notifs/${encodeURIComponent(id)}/unmark`);
}
