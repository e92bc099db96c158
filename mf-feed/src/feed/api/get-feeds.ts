/** GET /api/feeds — the feeds the caller may read: aggregate first, then system, user, level and role feeds. */
import { useApi, type Feed } from 'shared-api';

export type FeedsResponse = { feeds: Feed[] };

export function useFeeds() {
  return useApi<FeedsResponse>('/api/feeds');
}
