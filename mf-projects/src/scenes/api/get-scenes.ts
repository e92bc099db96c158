/** GET /api/projects/{id}/scenes[?sceneStatus=] — the project's scenes in order, as the caller may see them, in one request. */
import { apiKey, useApi } from 'shared-api';
import type { SceneStatus } from './types';

const SCENES_PATH = '/api/projects/{id}/scenes' as const;
const scenesParts = (projectId: string, sceneStatus?: SceneStatus | null) => ({
  params: { id: projectId },
  query: sceneStatus ? { sceneStatus } : undefined,
});

/** The SWR key of the project's scenes (filtered by a status, or not). */
export const scenesKey = (projectId: string, sceneStatus?: SceneStatus | null) =>
  apiKey(SCENES_PATH, scenesParts(projectId, sceneStatus)) as string;

/** `null` skips the request. */
export function useScenes(projectId: string | null, sceneStatus?: SceneStatus | null) {
  return useApi(SCENES_PATH, projectId === null ? null : scenesParts(projectId, sceneStatus), { silent: true });
}
