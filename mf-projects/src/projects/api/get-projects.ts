/** GET /api/projects — projects the caller may see in one tab of the list, newest update first. */
import { useApi, useApiInfinite, type ProjectListItem, type ProjectTabKey } from 'shared-api';

export type ProjectsQuery = {
  status: ProjectTabKey;
  /** star level 1-3 */
  level?: number;
  /** only performance-based projects */
  pb?: boolean;
};

export type ProjectsPage = { projects: ProjectListItem[]; skip: number; hasMore: boolean };

/** The spec leaves the project page size open ("not shown"); 20 matches the server's default. */
export const PROJECT_PAGE_SIZE = 20;

/** The tab's projects, a page at a time; a changed tab or filter starts again from its first page. */
export function useProjects(query: ProjectsQuery) {
  return useApiInfinite<ProjectsPage>('/api/projects', query, { limit: PROJECT_PAGE_SIZE, itemsKey: 'projects', silent: true });
}

/** Only the first `limit` projects of a tab (dashboard widget). */
export function useFirstProjects(query: ProjectsQuery, limit: number) {
  return useApi<ProjectsPage>('/api/projects', { ...query, limit }, { silent: true });
}
