/** GET /api/posts?feed=&sort=&show=&search= — one feed's posts, 20 a page, paged on the server. */
import { POST_PAGE_SIZE, useApiInfinite, type ApiQuery, type ApiResponse } from 'shared-api';

export type PostsPage = ApiResponse<'/api/posts', 'get'>;
export type PostSort = NonNullable<ApiQuery<'/api/posts', 'get'>['sort']>;
export type PostShow = NonNullable<ApiQuery<'/api/posts', 'get'>['show']>;
export type PostQuery = { feed: string; sort?: PostSort; show?: PostShow; search?: string };

export function usePosts({ feed, sort = 'latest', show = 'all', search = '' }: PostQuery) {
  const query = { feed, sort, show, search: search.trim() || undefined };
  return useApiInfinite('/api/posts', { query }, { limit: POST_PAGE_SIZE, silent: true });
}
