/** GET /api/projects/{id}/cost — job stats for admins: the project's job count and cost in dollars. */
import { useApi, type ApiResponse } from 'shared-api';

export type ProjectCost = ApiResponse<'/api/projects/{id}/cost', 'get'>;

export const projectCostPath = (projectId: string) => `/api/projects/${projectId}/cost`;

/** `enabled: false` skips the request (only admins see job stats). */
export function useProjectCost(projectId: string, enabled: boolean) {
  return useApi<ProjectCost>(enabled ? projectCostPath(projectId) : null, undefined, { silent: true });
}
