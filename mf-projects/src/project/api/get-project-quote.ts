/** GET /api/projects/{id}/quote — the project's expected cost before its jobs open (its PMs and admins). */
import { useApi, type ApiResponse } from 'shared-api';

export type ProjectQuote = ApiResponse<'/api/projects/{id}/quote', 'get'>;

/** Silent: the box shows a failure in place, with Retry. */
export function useProjectQuote(projectId: string) {
  return useApi('/api/projects/{id}/quote', { params: { id: projectId } }, { silent: true });
}
