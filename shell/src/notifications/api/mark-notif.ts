/** POST /api/notifs/{id}/mark — mark one notification read. */
import { api, type Notif } from 'shared-api';

export function markNotif(id: string): Promise<{ notif: Notif }> {
  return api.post<{ notif: Notif }>(`/api/notifs/${encodeURIComponent(id)}/mark`);
}
