/** POST /api/projects — creates a project; the creator becomes a collaborator. */
import { api, notifyChanged, useRequest, type ApiBody, type ApiResponse } from 'shared-api';

/** `addToMyProjects`: PMs also add it to their list. */
export type CreateProjectInput = ApiBody<'/api/projects', 'post'>;
export type CreateProjectResult = ApiResponse<'/api/projects', 'post'>;

/** Silent: the form shows the server's message beside its fields instead of a toast. Every project list and count
 * on the page reloads on success. */
export async function createProject(input: CreateProjectInput): Promise<CreateProjectResult> {
  const result = await api.post('/api/projects', { body: input }, { silent: true });
  void notifyChanged('projects');
  return result;
}

/** The form's mutation state: `run` answers the result or null; `error` holds the last failure. */
export const useCreateProject = () => useRequest(createProject);
