/** GET /api/feeds — the feeds the caller may read: aggregate first, then system, user, level and role feeds. */
import { useApi, type Feed } from 'shared-api';

/** docs/api.md: each feed carries `postCount`; optional until the server's schema publishes it. */
export type FeedWithCount = Feed & { postCount?: number };

export type FeedsResponse = { feeds: FeedWithCount[] };

export function useFeeds() {
  return useApi<FeedsResponse>('/api/feeds');
}
