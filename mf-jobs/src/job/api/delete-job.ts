/** DELETE /api/jobs/{id} — removes a job. Silent: the caller shows the message. */
import { api } from 'shared-api';

export function deleteJob(id: string): Promise<{ message: string }> {
  return api.del(`/api/jobs/${id}`, { silent: true });
}
