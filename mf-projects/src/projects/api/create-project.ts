/** POST /api/projects — creates a project; the creator becomes a collaborator. */
import { api, notifyChanged, useRequest, type ProjectListItem } from 'shared-api';

export type CreateProjectInput = {
  title: string;
  /** PMs: also add it to my list */
  addToMyProjects?: boolean;
};

export type CreateProjectResult = { message: string; project: ProjectListItem };

/** Silent: the form shows the server's message beside its fields instead of a toast. Every project list and count
 * on the page reloads on success. */
export async function createProject(input: CreateProjectInput): Promise<CreateProjectResult> {
  const result = await api.post<CreateProjectResult>('/api/projects', input, { silent: true });
  void notifyChanged('projects');
  return result;
}

/** The form's mutation state: `run` answers the result or null; `error` holds the last failure. */
export const useCreateProject = () => useRequest(createProject);
