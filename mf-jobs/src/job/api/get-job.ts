/** GET /api/jobs/{id} — one job as the caller may see it, with the actions open to them now. */
import { apiKey, useApi, type ApiResponse } from 'shared-api';

export type JobAnswer = ApiResponse<'/api/jobs/{id}', 'get'>;

/** The SWR key of a job, for updating it in place after an action. */
export const jobKey = (id: string) => apiKey('/api/jobs/{id}', { params: { id } });

/** Silent: the page shows the server's message ("Job not found") in place, with Retry. */
export function useJob(id: string) {
  return useApi('/api/jobs/{id}', { params: { id } }, { silent: true });
}
