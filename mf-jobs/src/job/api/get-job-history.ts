/** GET /api/jobs/{id}/history — the job's submissions and reviews (deliverables), oldest first. */
import { apiKey, useApi, type JobEvent } from 'shared-api';

export type JobHistoryAnswer = { history: JobEvent[] };

export const jobHistoryPath = (id: string) => `/api/jobs/${id}/history`;
/** The SWR key of a job's history, refreshed after every change of the job. */
export const jobHistoryKey = (id: string) => apiKey(jobHistoryPath(id));

/** Silent: the history shows the server's message in place. */
export function useJobHistory(id: string) {
  return useApi<JobHistoryAnswer>(jobHistoryPath(id), undefined, { silent: true });
}
