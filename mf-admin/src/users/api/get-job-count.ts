/** GET /api/users/{id}/{role or all}/job-count — how many jobs the user claimed, of one type or all. */
import { useApi, type ApiResponse } from 'shared-api';

export type JobCount = ApiResponse<'/api/users/{id}/{role}/job-count', 'get'>;

export const useJobCount = (userId: string, role: string | null) =>
  useApi<JobCount>(role ? `/api/users/${encodeURIComponent(userId)}/${encodeURIComponent(role)}/job-count` : null, undefined, {
    silent: true,
  });
