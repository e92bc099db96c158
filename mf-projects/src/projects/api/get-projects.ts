/** GET /api/projects — projects the caller may see in one tab of the list, newest update first. */
import { useApi, useApiInfinite, type ApiResponse, type ProjectTabKey } from 'shared-api';

/** Platforms a project carries (spec doc 2 section 5): Facebook, YouTube, the project page. */
export const PLATFORMS = ['fb', 'yt', 'pr'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** The ready tab's launch status: not launched on Facebook, not launched on YouTube (none: every ready project). */
export const LAUNCH_FILTERS = ['not-fb', 'not-yt'] as const;
export type LaunchFilter = (typeof LAUNCH_FILTERS)[number];

export type ProjectsQuery = {
  status: ProjectTabKey;
  /** star level 1-3 */
  level?: number;
  platform?: Platform;
  /** only performance-based projects */
  pb?: boolean;
  /** only with status `ready` */
  launch?: LaunchFilter;
};

export type ProjectsPage = ApiResponse<'/api/projects', 'get'>;

/** The spec leaves the project page size open ("not shown"); 20 matches the server's default. */
export const PROJECT_PAGE_SIZE = 20;

/** The tab's projects, `limit` a page; a changed tab or filter starts again from its first page. */
export function useProjects(query: ProjectsQuery, limit = PROJECT_PAGE_SIZE) {
  return useApiInfinite('/api/projects', { query }, { limit, itemsKey: 'projects', silent: true });
}

/** Only the first `limit` projects of a tab (dashboard widget). */
export function useFirstProjects(query: ProjectsQuery, limit: number) {
  return useApi('/api/projects', { query: { ...query, limit } }, { silent: true });
}
