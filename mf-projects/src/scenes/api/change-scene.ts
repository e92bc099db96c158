/**
 * The calls that change one scene or the list and answer with the scene (spec doc 2 section 7, "Scenes"; the server
 * decides who and when and answers 4xx with a sentence): add, save text, remove, remove image, save numbers, sketch,
 * set status, like and unlike, reorder (reorder-scenes.ts). One file because they share the one cache update: the answer replaces the
 * scene in every cached listing of the project's scenes (filtered or not); a text save also puts the project's
 * recomputed counts in the project's cache. Uploads (progress) and reads have their own files beside this one.
 */
import { useSWRConfig } from 'swr';
import { api, useMessageCall } from 'shared-api';
import { projectKey, type ProjectAnswer } from '../../project-shared';
import type { MarkerMap } from '../markers';
import { scenesPath } from './get-scenes';
import { reorderScenes } from './reorder-scenes';
import type { BoardScene, Scene, SceneSaved, ScenesAnswer, SceneStatus, ScriptCounts } from './types';

export type SceneAnswer = { message: string; scene: Scene };
export type SceneAdded = SceneAnswer & ScriptCounts;
export type SceneRemoved = { message: string } & ScriptCounts;
export type BoardFields = Partial<Pick<BoardScene, 'bg' | 'voice' | 'action' | 'note'>> & { frames?: string[] };

const scenePath = (projectId: string, sceneId: string, tail = '') =>
  `${scenesPath(projectId)}/${sceneId}${tail ? `/${tail}` : ''}`;

export const sceneCalls = {
  add: (projectId: string) => api.post<SceneAdded>(scenesPath(projectId), {}, { silent: true }),
  saveText: (projectId: string, sceneId: string, text: string) =>
    api.post<SceneSaved>(scenePath(projectId, sceneId), { text }, { silent: true }),
  remove: (projectId: string, sceneId: string) => api.del<SceneRemoved>(scenePath(projectId, sceneId), { silent: true }),
  removeImage: (projectId: string, sceneId: string) =>
    api.del<SceneAnswer>(scenePath(projectId, sceneId, 'image'), { silent: true }),
  saveNumbers: (projectId: string, sceneId: string, numbers: MarkerMap) =>
    api.post<SceneAnswer>(scenePath(projectId, sceneId, 'numbers'), { numbers }, { silent: true }),
  saveSketch: (projectId: string, sceneId: string, dataUrl: string) =>
    api.post<SceneAnswer>(scenePath(projectId, sceneId, 'sketch'), { dataUrl }, { silent: true }),
  setStatus: (projectId: string, sceneId: string, status: SceneStatus | null) =>
    api.post<SceneAnswer>(scenePath(projectId, sceneId, 'status'), { status }, { silent: true }),
  like: (projectId: string, sceneId: string, liked: boolean) =>
    api.post<SceneAnswer>(scenePath(projectId, sceneId, liked ? 'like' : 'unlike'), {}, { silent: true }),
  /** With the dragged scene's id: the server refuses (409) when somebody moved scenes meanwhile. */
  sort: reorderScenes,
  saveBoard: (projectId: string, sceneId: string, fields: BoardFields) =>
    api.post<SceneAnswer>(scenePath(projectId, sceneId, 'board'), fields, { silent: true }),
};

const isScenesKey = (projectId: string) => (key: unknown) =>
  typeof key === 'string' && (key === scenesPath(projectId) || key.startsWith(`${scenesPath(projectId)}?`));

/** Cache updates after a scene call. */
export function useScenesCache(projectId: string) {
  const { mutate } = useSWRConfig();
  const update = (change: (answer: ScenesAnswer) => ScenesAnswer) =>
    mutate<ScenesAnswer>(isScenesKey(projectId), (current) => (current ? change(current) : current), { revalidate: false });
  return {
    putScene: (scene: Scene) =>
      update((answer) => ({ ...answer, scenes: answer.scenes.map((each) => (each._id === scene._id ? scene : each)) })),
    appendScene: (scene: Scene) => update((answer) => ({ ...answer, scenes: [...answer.scenes, scene] })),
    /** A removed scene leaves the list; the scenes after it move up one place. */
    dropScene: (removed: Scene) =>
      update((answer) => ({
        ...answer,
        scenes: answer.scenes
          .filter((each) => each._id !== removed._id)
          .map((each) => (each.position > removed.position ? { ...each, position: each.position - 1 } : each)),
      })),
    /** The server's order (scene ids): the cached scenes in that order, renumbered. */
    setOrder: (order: readonly string[]) =>
      update((answer) => {
        const byId = new Map(answer.scenes.map((scene) => [scene._id, scene]));
        const scenes = order.flatMap((id) => (byId.has(id) ? [byId.get(id) as Scene] : []));
        return { ...answer, scenes: scenes.map((scene, position) => ({ ...scene, position })) };
      }),
    /** The project's counts from a save's answer, at once (the header and the Script section read them). */
    putCounts: ({ wordCount, characterCount, sceneCount, demonProof }: ScriptCounts) =>
      mutate<ProjectAnswer>(
        projectKey(projectId),
        (current) =>
          current && {
            project: {
              ...current.project,
              wordCount,
              characterCount,
              sceneCount,
              ...(demonProof === undefined ? {} : { demonProof }),
            },
          },
        { revalidate: false },
      ),
    reload: () => mutate(isScenesKey(projectId)),
  };
}

/**
 * Runs a scene call: success toasts its message (unless quiet) and returns the answer; a refusal toasts the server's
 * sentence, reloads the scenes (their actions may have changed) and returns null.
 */
export function useSceneCall(projectId: string) {
  const cache = useScenesCache(projectId);
  const { run: runCall } = useMessageCall();
  const run = <T extends { message: string }>(call: () => Promise<T>, options: { quiet?: boolean } = {}) =>
    runCall('scene', call, { quiet: options.quiet, onError: () => void cache.reload() });
  return { run, cache };
}
