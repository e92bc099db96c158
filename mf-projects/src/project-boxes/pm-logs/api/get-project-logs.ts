/** GET /api/projects/{id}/logs?skip&limit — the project's PM logs, newest first (seePmLogs: the project's PMs). */
import { useApiInfinite } from 'shared-api';

export type ProjectLog = {
  _id: string;
  /** What happened: `status`, `collab-added`, `checklist`, … (docs/api.md "The project page"). */
  action: string;
  /** The event's facts, as the server recorded them (`{ status: 'production' }`, `{ name: 'Ann' }`, …). */
  details: Record<string, unknown> | null;
  /** Who did it; null once the user is deleted (or for the system). */
  user: { _id: string; name: string } | null;
  created: string;
};

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
