/** POST /api/projects/{id}/duplicate {title} — admins copy a project; the answer is the copy. */
import { api, type Project } from 'shared-api';

export type DuplicateProjectResult = { message: string; project: Project };

/** Silent: the modal reports a failure itself (it closes with the server's message as a toast). */
export function duplicateProject(id: string, title: string): Promise<DuplicateProjectResult> {
  return api.post<DuplicateProjectResult>(`/api/projects/${id}/duplicate`, { title }, { silent: true });
}
