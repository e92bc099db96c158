/** GET /api/projects/{id}/cost — job stats for admins: how many jobs the project has and what they cost, in dollars. */
import { useApi, type ApiResponse } from 'shared-api';

export type ProjectCost = ApiResponse<'/api/projects/{id}/cost', 'get'>;

export const projectCostPath = (projectId: string) => `/api/projects/${projectId}/cost`;

/** Silent: the box shows a failure in place, with Retry. */
export function useProjectCost(projectId: string) {
  return useApi<ProjectCost>(projectCostPath(projectId), undefined, { silent: true });
}
