/** POST /api/projects — creates a project; the creator becomes a collaborator. */
import { useState } from 'react';
import { api, notifyChanged, type ApiError, type ProjectListItem } from 'shared-api';

export type CreateProjectInput = {
  title: string;
  /** PMs: also add it to my list */
  addToMyProjects?: boolean;
};

export type CreateProjectResult = { message: string; project: ProjectListItem };

/** Silent: the form shows the server's message beside its fields instead of a toast. */
export function createProject(input: CreateProjectInput): Promise<CreateProjectResult> {
  return api.post<CreateProjectResult>('/api/projects', input, { silent: true });
}

/** Create, then refresh every project list and count on the page. `error` holds the last failure. */
export function useCreateProject() {
  const [isSending, setSending] = useState(false);
  const [error, setError] = useState<ApiError | Error | null>(null);

  const create = async (input: CreateProjectInput): Promise<CreateProjectResult | null> => {
    setSending(true);
    setError(null);
    try {
      const result = await createProject(input);
      void notifyChanged('projects');
      return result;
    } catch (err) {
      setError(err instanceof Error ? err : new Error(String(err)));
      return null;
    } finally {
      setSending(false);
    }
  };

  return { create, isSending, error };
}
