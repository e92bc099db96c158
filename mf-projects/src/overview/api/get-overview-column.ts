/** GET /api/projects/overview — one column of the overview board (admins), paged on its own. */
import { useApiInfinite, type ApiQuery, type ApiResponse, type ApiSchemas } from 'shared-api';

export type OverviewCard = ApiSchemas['OverviewCard'];
export type OverviewStatus = ApiQuery<'/api/projects/overview', 'get'>['status'];
export type OverviewPage = ApiResponse<'/api/projects/overview', 'get'>;

/** The board's columns, in the order of the workflow (spec doc 2 "Project overview board"). */
export const OVERVIEW_STATUSES: readonly OverviewStatus[] = [
  'script-writing',
  'storyboarding',
  'production',
  'finalizing',
  'ready',
];

/** The spec leaves the column's page size open; 20 matches the server's default. */
export const OVERVIEW_PAGE_SIZE = 20;

/** A column's cards a page at a time (Load More asks for the next); `count` is the whole column's. */
export function useOverviewColumn(status: OverviewStatus, enabled = true) {
  const load = useApiInfinite('/api/projects/overview', enabled ? { query: { status } } : null, {
    limit: OVERVIEW_PAGE_SIZE,
    itemsKey: 'projects',
    silent: true,
  });
  return { ...load, count: load.pages?.[0]?.count };
}
