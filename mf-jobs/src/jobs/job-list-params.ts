/**
 * The job list's query parameters (spec doc 1 "Job list"): status (default incomplete), user (default everyone),
 * filter (job type), projectId when scoped to a project; sort=due and late=1 (issue 24).
 */
import { DEFAULT_JOB_STATUS_FILTER, JOB_STATUS_FILTERS, type JobStatusFilter } from 'shared-api';
import type { JobsQuery } from './api/get-jobs';

export const isJobStatusFilter = (value: string | null): value is JobStatusFilter =>
  (JOB_STATUS_FILTERS as readonly string[]).includes(value ?? '');

/** The list's query from the address; null when the status is missing or unknown (the screen redirects). */
export function jobsQueryFrom(params: URLSearchParams): JobsQuery | null {
  const status = params.get('status');
  if (!isJobStatusFilter(status)) return null;
  const projectId = params.get('projectId');
  return {
    status,
    user: params.get('user') || 'everyone',
    filter: params.get('filter') ?? '',
    ...(projectId ? { projectId } : {}),
    ...(params.get('sort') === 'due' ? { sort: 'due' as const } : {}),
    ...(params.get('late') === '1' ? { late: true } : {}),
  };
}

export const DEFAULT_STATUS: JobStatusFilter = DEFAULT_JOB_STATUS_FILTER;
