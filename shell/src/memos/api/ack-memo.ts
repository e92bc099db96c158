/** POST /api/posts/{id}/track-users {okBy: true} — "Ok, I got it": acknowledge a memo. */
import { api } from 'shared-api';

export function ackMemo(id: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/api/posts/${encodeURIComponent(id)}/track-users`, { okBy: true });
}
