/** GET /api/projects?status=my-projects&limit=10 — the admin's to-do board projects, for the left menu. */
import { useApi, type ApiResponse } from 'shared-api';

export type MyProjectsResponse = ApiResponse<'/api/projects', 'get'>;

export const MY_PROJECTS_MENU_LIMIT = 10;

/** `enabled` false (not an admin) fetches nothing. Silent: the menu simply leaves the group out on failure. */
export function useMyProjects(enabled: boolean) {
  return useApi('/api/projects', enabled ? { query: { status: 'my-projects', limit: MY_PROJECTS_MENU_LIMIT } } : null, {
    silent: true,
    revalidateOnFocus: false,
  });
}
