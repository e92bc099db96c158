/**
 * Every change of a project that answers `{ message, project }` (POST /api/projects/{id}/…, see docs/api.md "The
 * project page"): the server decides who and when (403/409 with a message); the answer replaces the project in the
 * cache at once, lists and counts refresh behind it. One file for the many small calls because they share one
 * answer and one cache update; a call with another answer has its own file beside this one.
 */
import { useSWRConfig } from 'swr';
import { api, notifyChanged, useMessageCall, type ApiBody, type PathFor, type Project } from 'shared-api';
import { projectKey, type ProjectAnswer } from './get-project';

export type ProjectChangeResult = { message: string; project: Project };

export type ProjectChangeMethod = 'POST' | 'DELETE';

type ProjectPath = '/api/projects/{id}';
type TailOf<P> = P extends `${ProjectPath}/${infer Tail}` ? Tail : P extends ProjectPath ? '' : never;
type FullPath<Tail extends string> = Tail extends '' ? ProjectPath : `${ProjectPath}/${Tail}`;
type PostTail = TailOf<PathFor<'post'>>;
type DeleteTail = TailOf<PathFor<'delete'>>;

/** A change's path relative to the project (`status`, `checklist/item`, `collabs/{userId}`; `''` the project itself). */
export type ProjectChangePath = PostTail | DeleteTail;
/** The JSON body the server takes at that path (a DELETE takes none). */
export type ProjectChangeBody<Tail extends ProjectChangePath> = Tail extends PostTail
  ? ApiBody<Extract<FullPath<Tail>, PathFor<'post'>>, 'post'>
  : undefined;
export type ProjectChangeOptions = {
  quiet?: boolean;
  method?: ProjectChangeMethod;
  /** The path's params besides the project's id (`{ userId }` for `collabs/{userId}`). */
  params?: Record<string, string>;
  /** Resolve only once the lists are read again (a row shown from a list never falls back to its old value). */
  waitForLists?: boolean;
};

/**
 * The request behind one change, typed by its path relative to the project: POST by default; DELETE for the calls
 * that undo (`DELETE /{id}/collabs/{userId}`). Silent. The one cast: the tail was checked against the OpenAPI paths
 * by the signature, which is all `api` checks too.
 */
export function postProjectChange<Tail extends ProjectChangePath>(
  id: string,
  path: Tail,
  body?: ProjectChangeBody<Tail>,
  options: Pick<ProjectChangeOptions, 'method' | 'params'> = {},
): Promise<ProjectChangeResult> {
  const url = (path ? `/api/projects/{id}/${path}` : '/api/projects/{id}') as never;
  const parts = { params: { ...options.params, id }, body } as never;
  return (
    options.method === 'DELETE' ? api.del(url, parts, { silent: true }) : api.post(url, parts, { silent: true })
  ) as Promise<ProjectChangeResult>;
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

  const run = async <Tail extends ProjectChangePath>(
    path: Tail,
    body?: ProjectChangeBody<Tail>,
    options: ProjectChangeOptions = {},
  ): Promise<Project | null> => {
    // Pending under the filled path (`collabs/<userId>`), so only the row being changed shows busy.
    const name = path.replace(/\{(\w+)\}/g, (_, param: string) => options.params?.[param] ?? param);
    const result = await runCall(name, () => postProjectChange(projectId, path, body, options), {
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
