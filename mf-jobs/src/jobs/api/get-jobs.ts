/** GET /api/jobs — jobs the caller may see, important first, then newest (DECISIONS "List filters"). */
import { useApi, useApiInfinite, type ApiResponse, type JobStatusFilter } from 'shared-api';

export type JobsQuery = {
  status: JobStatusFilter;
  /** 'everyone' (default) or a claimant's user id */
  user?: string;
  /** job type; empty for every type */
  filter?: string;
  projectId?: string;
  /** 'newest' (default: important first, then newest) or 'due' (soonest due first, none last). */
  sort?: 'newest' | 'due';
  /** Only jobs past their due date and not completed. */
  late?: boolean;
};

export type JobsPage = ApiResponse<'/api/jobs', 'get'>;

/** The spec leaves the job page size open; 20 matches the server's default. */
export const JOB_PAGE_SIZE = 20;

/** The jobs matching `query`, a page at a time; a changed query starts again from its first page. */
export function useJobs(query: JobsQuery, limit = JOB_PAGE_SIZE) {
  return useApiInfinite('/api/jobs', { query }, { limit, silent: true });
}

/** Only the first `limit` jobs (dashboard widget); `hasMore` says whether a View All has more to show. */
export function useFirstJobs(query: JobsQuery, limit: number) {
  return useApi('/api/jobs', { query: { ...query, limit } }, { silent: true });
}
