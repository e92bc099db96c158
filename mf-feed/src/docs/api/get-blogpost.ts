/** GET /api/blogposts/{idOrSlug} — one doc with its sanitised HTML body (and, for its editors, the markdown). */
import { useApi, type ApiResponse } from 'shared-api';

export type BlogpostResponse = ApiResponse<'/api/blogposts/{id}', 'get'>;

export function useBlogpost(idOrSlug: string) {
  return useApi('/api/blogposts/{id}', { params: { id: idOrSlug } }, { silent: true });
}
