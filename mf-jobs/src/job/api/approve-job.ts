/** POST /api/jobs/{id}/approve — a PM (or admin) approves a job in progress or pending approval. Silent: the caller shows the message. */
import { api, type Job } from 'shared-api';

export function approveJob(id: string): Promise<{ message: string; job: Job }> {
  return api.post(`/api/jobs/${id}/approve`, undefined, { silent: true });
}
