/** POST /api/projects/{id}/duplicate {title} — admins copy a project; the answer is the copy. */
import { api, notifyChanged, useRequest, type ApiResponse } from 'shared-api';

export type DuplicateProjectResult = ApiResponse<'/api/projects/{id}/duplicate', 'post'>;

/** Silent: the modal reports a failure itself (it closes with the server's message as a toast). Lists reload. */
export async function duplicateProject(id: string, title: string): Promise<DuplicateProjectResult> {
  const result = await api.post('/api/projects/{id}/duplicate', { params: { id }, body: { title } }, { silent: true });
  void notifyChanged('projects');
  return result;
}

/** The modal's mutation state: `run` answers the copy or null; `error` holds the last failure. */
export const useDuplicateProject = () => useRequest(duplicateProject);
