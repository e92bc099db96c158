/** GET /api/posts?feed= — one feed's posts, newest first, 20 a page. */
import { POST_PAGE_SIZE, useApiInfinite, type Post } from 'shared-api';

export type PostsPage = { posts: Post[]; hasMore: boolean };

export function usePosts(feed: string) {
  return useApiInfinite<PostsPage>('/api/posts', { feed }, { limit: POST_PAGE_SIZE, silent: true });
}
