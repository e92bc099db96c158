/** GET /api/users/{id}/{role or all}/job-count — how many jobs the user claimed, of one type or all. */
import { useApi, type ApiResponse } from 'shared-api';

export type JobCount = ApiResponse<'/api/users/{id}/{role}/job-count', 'get'>;

export const useJobCount = (userId: string, role: string | null) =>
  useApi('/api/users/{id}/{role}/job-count', role ? { params: { id: userId, role } } : null, { silent: true });
