/** GET /api/projects/counts — how many projects the caller sees in each tab of the list. */
import { useApi, type ApiResponse } from 'shared-api';

export type ProjectCounts = ApiResponse<'/api/projects/counts', 'get'>;

export function useProjectCounts() {
  return useApi('/api/projects/counts', {});
}
