/** GET /api/jobs?projectId=&status=incomplete&limit=5 — a project's first incomplete jobs (the list's jobs dropdown). */
import { useApi, type ApiResponse } from 'shared-api';

export type ProjectJobsPage = ApiResponse<'/api/jobs', 'get'>;

/** How many jobs the dropdown lists; "View All" opens the job list for the rest. */
export const PROJECT_JOBS_LIMIT = 5;

/**
 * Loads nothing until `load` is true (the dropdown's first opening), then keeps the answer: closing and opening
 * again does not ask again (focus and reconnect do not either); a change of jobs elsewhere refreshes it.
 */
export function useProjectJobs(projectId: string, load: boolean) {
  return useApi('/api/jobs', load ? { query: { projectId, status: 'incomplete', limit: PROJECT_JOBS_LIMIT } } : null, {
    silent: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  });
}
