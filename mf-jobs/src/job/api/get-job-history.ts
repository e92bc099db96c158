/** GET /api/jobs/{id}/history — the job's submissions and reviews (deliverables), oldest first. */
import { apiKey, useApi, type ApiResponse } from 'shared-api';

export type JobHistoryAnswer = ApiResponse<'/api/jobs/{id}/history', 'get'>;

/** The SWR key of a job's history, refreshed after every change of the job. */
export const jobHistoryKey = (id: string) => apiKey('/api/jobs/{id}/history', { params: { id } });

/** Silent: the history shows the server's message in place. */
export function useJobHistory(id: string) {
  return useApi('/api/jobs/{id}/history', { params: { id } }, { silent: true });
}
