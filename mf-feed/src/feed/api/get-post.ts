/** GET /api/posts/{id} — one post the caller reads. */
import { useApi, type Post } from 'shared-api';

export function usePost(id: string | undefined) {
  return useApi<{ post: Post }>(id ? `/api/posts/${id}` : null);
}
