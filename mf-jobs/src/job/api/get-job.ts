/** GET /api/jobs/{id} — one job as the caller may see it, with the actions open to them now. */
import { apiKey, useApi, type Job } from 'shared-api';

export type JobAnswer = { job: Job };

export const jobPath = (id: string) => `/api/jobs/${id}`;
/** The SWR key of a job, for updating it in place after an action. */
export const jobKey = (id: string) => apiKey(jobPath(id));

/** Silent: the page shows the server's message ("Job not found") in place, with Retry. */
export function useJob(id: string) {
  return useApi<JobAnswer>(jobPath(id), undefined, { silent: true });
}
