/** POST /api/jobs — creates a job in a project (its PMs). */
import { api, notifyChanged, useRequest, type ApiBody, type ApiResponse } from 'shared-api';

export type CreateJobInput = ApiBody<'/api/jobs', 'post'>;
export type CreateJobResult = ApiResponse<'/api/jobs', 'post'>;

/**
 * Silent: the form shows the server's message beside its fields instead of a toast. On success the job lists and
 * the project's cost reload wherever they are shown.
 */
export async function createJob(input: CreateJobInput): Promise<CreateJobResult> {
  const result = await api.post('/api/jobs', { body: input }, { silent: true });
  void notifyChanged('jobs');
  void notifyChanged(`projects/${input.projectId}/cost`);
  return result;
}

/** The form's mutation state: `run` answers the result or null; `error` holds the last failure. */
export const useCreateJob = () => useRequest(createJob);
