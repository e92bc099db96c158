/** GET /api/posts/{id} — one post the caller reads. */
import { useApi } from 'shared-api';

export function usePost(id: string | undefined) {
  return useApi('/api/posts/{id}', id ? { params: { id } } : null);
}
