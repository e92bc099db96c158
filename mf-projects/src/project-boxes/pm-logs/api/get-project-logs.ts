/** GET /api/projects/{id}/logs?skip&limit — the project's PM logs, newest first (seePmLogs: the project's PMs). */
import { useApiInfinite, type ApiResponse } from 'shared-api';

/**
 * One entry as the server's schema says (`action` names the event, `details` its facts as recorded: never null;
 * `user` null once the user is deleted or for the system).
 */
export type ProjectLog = ApiResponse<'/api/projects/{id}/logs', 'get'>['logs'][number];

/** The spec leaves the page size open; 20 like the other lists. */
export const PM_LOG_PAGE_SIZE = 20;

/** A page at a time (Load More); null asks nothing (the caller may not see the logs). Silent: the box shows errors. */
export function useProjectLogs(projectId: string | null) {
  return useApiInfinite('/api/projects/{id}/logs', projectId === null ? null : { params: { id: projectId } }, {
    limit: PM_LOG_PAGE_SIZE,
    itemsKey: 'logs',
    silent: true,
  });
}
