/** POST /api/notifs/clear-all — remove every read notification. */
import { api } from 'shared-api';

export function clearAllNotifs(): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/notifs/clear-all');
}
