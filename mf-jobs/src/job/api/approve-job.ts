/** POST /api/jobs/{id}/approve — a PM (or admin) approves a job in progress or pending approval. Silent: the caller shows the message. */
import { api } from 'shared-api';

export function approveJob(id: string) {
  return api.post('/api/jobs/{id}/{action}', { params: { id, action: 'approve' } }, { silent: true });
}
