/** GET /api/feeds — the feeds the caller may read: aggregate first, then system, user, level and role feeds. */
import { useApi, type ApiResponse } from 'shared-api';

export type FeedsResponse = ApiResponse<'/api/feeds', 'get'>;

export function useFeeds() {
  return useApi('/api/feeds', {});
}
