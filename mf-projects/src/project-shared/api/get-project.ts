/** GET /api/projects/{id} — one project as the caller may see it, with the actions open to them now. */
import { apiKey, useApi, type Project } from 'shared-api';

export type ProjectAnswer = { project: Project };

export const projectPath = (id: string) => `/api/projects/${id}`;
/** The SWR key of a project, for replacing it in place after a change. */
export const projectKey = (id: string) => apiKey(projectPath(id));

/** Silent: the page shows the server's message ("Project not found") in place, with Retry. `null` skips the request. */
export function useProject(id: string | null) {
  return useApi<ProjectAnswer>(id === null ? null : projectPath(id), undefined, { silent: true });
}
