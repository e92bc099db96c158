/** POST /api/posts/{id}/track-users {okBy: true} — "Ok, I got it": acknowledge a memo. */
import { api } from 'shared-api';

export function ackMemo(id: string) {
  return api.post('/api/posts/{id}/track-users', { params: { id }, body: { okBy: true } });
}
