/**
 * Every change of a project that answers `{ message, project }` (POST /api/projects/{id}/…, see docs/api.md "The
 * project page"): the server decides who and when (403/409 with a message); the answer replaces the project in the
 * cache at once, lists and counts refresh behind it. One file for the many small calls because they share one
 * answer and one cache update; a call with another answer has its own file beside this one.
 */
import { useSWRConfig } from 'swr';
import { api, notifyChanged, useMessageCall, type Project } from 'shared-api';
import { projectKey, type ProjectAnswer } from './get-project';

export type ProjectChangeResult = { message: string; project: Project };

export type ProjectChangeMethod = 'POST' | 'DELETE';

/**
 * The request behind one change (`path` is relative to the project, e.g. `status` or `checklist/item`; `''` is the
 * project itself). POST by default; DELETE for the calls that undo (`DELETE /{id}/collabs/{userId}`). Silent.
 */
export function postProjectChange(
  id: string,
  path: string,
  body?: unknown,
  method: ProjectChangeMethod = 'POST',
): Promise<ProjectChangeResult> {
  const url = `/api/projects/${id}${path ? `/${path}` : ''}`;
  return method === 'DELETE'
    ? api.del<ProjectChangeResult>(url, { silent: true })
    : api.post<ProjectChangeResult>(url, body, { silent: true });
}

/**
 * Runs changes on one project. Success toasts the server's message (unless `quiet`), puts the answer in the cache
 * and refreshes the lists (`waitForLists`: resolves only once they are back, so a row shown from a list never falls
 * back to its old value in between); a refusal toasts the message, keeps it in `error` and reloads the project (its
 * actions may have changed meanwhile).
 */
export function useProjectChange(projectId: string) {
  const { mutate } = useSWRConfig();
  const { run: runCall, pending, error } = useMessageCall();

  const run = async (
    path: string,
    body?: unknown,
    options: { quiet?: boolean; method?: ProjectChangeMethod; waitForLists?: boolean } = {},
  ): Promise<Project | null> => {
    const result = await runCall(path, () => postProjectChange(projectId, path, body, options.method), {
      quiet: options.quiet,
      onSuccess: async (answer) => {
        await mutate<ProjectAnswer>(projectKey(projectId), { project: answer.project }, { revalidate: false });
        const lists = notifyChanged('projects');
        if (options.waitForLists) await lists;
      },
      onError: () => void mutate(projectKey(projectId)),
    });
    return result?.project ?? null;
  };

  return { run, pending, error };
}
