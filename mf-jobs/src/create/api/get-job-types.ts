/** GET /api/jobs/types — the job types this site offers (the regional site leaves translation out). */
import { useApi, type ApiResponse } from 'shared-api';

export type JobTypesAnswer = ApiResponse<'/api/jobs/types', 'get'>;

export function useJobTypes() {
  return useApi('/api/jobs/types', {}, { silent: true });
}
