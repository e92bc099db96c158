/** GET /api/blogposts/{idOrSlug} — one doc with its sanitised HTML body (and, for its editors, the markdown). */
import { useApi, type Blogpost } from 'shared-api';

export type BlogpostResponse = { blogpost: Blogpost };

export function useBlogpost(idOrSlug: string) {
  return useApi<BlogpostResponse>(`/api/blogposts/${encodeURIComponent(idOrSlug)}`, null, { silent: true });
}
