/** GET /api/projects/{id}/cost — job stats for admins: how many jobs the project has and what they cost, in dollars. */
import { useApi, type ApiResponse } from 'shared-api';

export type ProjectCost = ApiResponse<'/api/projects/{id}/cost', 'get'>;

/** Silent: the box shows a failure in place, with Retry. */
export function useProjectCost(projectId: string) {
  return useApi('/api/projects/{id}/cost', { params: { id: projectId } }, { silent: true });
}
