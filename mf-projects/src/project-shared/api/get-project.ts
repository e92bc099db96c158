/** GET /api/projects/{id} — one project as the caller may see it, with the actions open to them now. */
import { apiKey, useApi, type ApiResponse } from 'shared-api';

export type ProjectAnswer = ApiResponse<'/api/projects/{id}', 'get'>;

/** The SWR key of a project, for replacing it in place after a change. */
export const projectKey = (id: string) => apiKey('/api/projects/{id}', { params: { id } });

/** Silent: the page shows the server's message ("Project not found") in place, with Retry. `null` skips the request. */
export function useProject(id: string | null) {
  return useApi('/api/projects/{id}', id === null ? null : { params: { id } }, { silent: true });
}
