/**
 * The calls that change one scene or the list and answer with the scene (spec doc 2 section 7, "Scenes"; the server
 * decides who and when and answers 4xx with a sentence): add, save text, remove, remove image, save numbers, sketch,
 * set status, like and unlike, reorder (reorder-scenes.ts). One file because they share the one cache update: the answer replaces the
 * scene in every cached listing of the project's scenes (filtered or not); a text save also puts the project's
 * recomputed counts in the project's cache. Uploads (progress) and reads have their own files beside this one.
 */
import { useSWRConfig } from 'swr';
import { api, useMessageCall, type ApiBody, type ApiResponse } from 'shared-api';
import { projectKey, type ProjectAnswer } from '../../project-shared';
import type { MarkerMap } from '../markers';
import { scenesKey } from './get-scenes';
import { reorderScenes } from './reorder-scenes';
import type { Scene, ScenesAnswer, SceneStatus, ScriptCounts } from './types';

export type SceneAnswer = ApiResponse<'/api/projects/{id}/scenes/{sceneId}/status', 'post'>;
export type BoardFields = ApiBody<'/api/projects/{id}/scenes/{sceneId}/board', 'post'>;

const ofScene = (projectId: string, sceneId: string) => ({ params: { id: projectId, sceneId } });
const silent = { silent: true };

export const sceneCalls = {
  add: (projectId: string) => api.post('/api/projects/{id}/scenes', { params: { id: projectId }, body: {} }, silent),
  saveText: (projectId: string, sceneId: string, text: string) =>
    api.post('/api/projects/{id}/scenes/{sceneId}', { ...ofScene(projectId, sceneId), body: { text } }, silent),
  remove: (projectId: string, sceneId: string) =>
    api.del('/api/projects/{id}/scenes/{sceneId}', ofScene(projectId, sceneId), silent),
  removeImage: (projectId: string, sceneId: string) =>
    api.del('/api/projects/{id}/scenes/{sceneId}/image', ofScene(projectId, sceneId), silent),
  saveNumbers: (projectId: string, sceneId: string, numbers: MarkerMap) =>
    api.post('/api/projects/{id}/scenes/{sceneId}/numbers', { ...ofScene(projectId, sceneId), body: { numbers } }, silent),
  saveSketch: (projectId: string, sceneId: string, dataUrl: string) =>
    api.post('/api/projects/{id}/scenes/{sceneId}/sketch', { ...ofScene(projectId, sceneId), body: { dataUrl } }, silent),
  setStatus: (projectId: string, sceneId: string, status: SceneStatus | null) =>
    api.post('/api/projects/{id}/scenes/{sceneId}/status', { ...ofScene(projectId, sceneId), body: { status } }, silent),
  like: (projectId: string, sceneId: string, liked: boolean) =>
    liked
      ? api.post('/api/projects/{id}/scenes/{sceneId}/like', ofScene(projectId, sceneId), silent)
      : api.post('/api/projects/{id}/scenes/{sceneId}/unlike', ofScene(projectId, sceneId), silent),
  /** With the dragged scene's id: the server refuses (409) when somebody moved scenes meanwhile. */
  sort: reorderScenes,
  saveBoard: (projectId: string, sceneId: string, fields: BoardFields) =>
    api.post('/api/projects/{id}/scenes/{sceneId}/board', { ...ofScene(projectId, sceneId), body: fields }, silent),
};

const isScenesKey = (projectId: string) => (key: unknown) =>
  typeof key === 'string' && (key === scenesKey(projectId) || key.startsWith(`${scenesKey(projectId)}?`));

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
