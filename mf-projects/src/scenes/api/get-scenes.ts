/** GET /api/projects/{id}/scenes[?sceneStatus=] — the project's scenes in order, as the caller may see them, in one request. */
import { apiKey, useApi } from 'shared-api';
import type { ScenesAnswer, SceneStatus } from './types';

export const scenesPath = (projectId: string) => `/api/projects/${projectId}/scenes`;

export const scenesKey = (projectId: string, sceneStatus?: SceneStatus | null) =>
  apiKey(scenesPath(projectId), sceneStatus ? { sceneStatus } : undefined);

/** `null` skips the request. */
export function useScenes(projectId: string | null, sceneStatus?: SceneStatus | null) {
  return useApi<ScenesAnswer>(projectId === null ? null : scenesPath(projectId), sceneStatus ? { sceneStatus } : undefined, {
    silent: true,
  });
}
