/** POST /api/jobs — creates a job in a project (its PMs). */
import { useState } from 'react';
import { api, ApiError, revalidate, type ApiBody, type Job } from 'shared-api';

export type CreateJobInput = ApiBody<'/api/jobs', 'post'>;
export type CreateJobResult = { message: string; job: Job };

/** Silent: the form shows the server's message beside its fields instead of a toast. */
export function createJob(input: CreateJobInput): Promise<CreateJobResult> {
  return api.post<CreateJobResult>('/api/jobs', input, { silent: true });
}

/** Create, then refresh the job lists and the project's cost. `error` holds the last failure's message. */
export function useCreateJob() {
  const [isSending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const create = async (input: CreateJobInput): Promise<CreateJobResult | null> => {
    setSending(true);
    setError(null);
    try {
      const result = await createJob(input);
      void revalidate('/api/jobs');
      void revalidate(`/api/projects/${input.projectId}/cost`);
      return result;
    } catch (err) {
      setError(err instanceof ApiError || err instanceof Error ? err.message : String(err));
      return null;
    } finally {
      setSending(false);
    }
  };

  return { create, isSending, error, clearError: () => setError(null) };
}
