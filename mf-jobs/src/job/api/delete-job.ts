/** DELETE /api/jobs/{id} — removes a job. Silent: the caller shows the message. */
import { api } from 'shared-api';

export function deleteJob(id: string) {
  return api.del('/api/jobs/{id}', { params: { id } }, { silent: true });
}
