/** GET /api/posts?feed=&sort=&show=&search= — one feed's posts, 20 a page, paged on the server. */
import { POST_PAGE_SIZE, useApiInfinite, type Post } from 'shared-api';

export type PostsPage = { posts: Post[]; hasMore: boolean };
export type PostSort = 'latest' | 'oldest' | 'modified' | 'rating';
export type PostShow = 'all' | 'unrated';
export type PostQuery = { feed: string; sort?: PostSort; show?: PostShow; search?: string };

export function usePosts({ feed, sort = 'latest', show = 'all', search = '' }: PostQuery) {
  const query: Record<string, string> = { feed, sort, show };
  if (search.trim()) query.search = search.trim();
  return useApiInfinite<PostsPage>('/api/posts', query, { limit: POST_PAGE_SIZE, silent: true });
}
