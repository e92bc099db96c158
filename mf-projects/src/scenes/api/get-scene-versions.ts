/** GET /api/scenes/{id}/versions[?type=] — a scene's saved versions, newest first (the server keeps one per change). */
import { useApi } from 'shared-api';
import type { SceneVersion } from './types';

export function useSceneVersions(sceneId: string | null) {
  return useApi<{ versions: SceneVersion[] }>(sceneId === null ? null : `/api/scenes/${sceneId}/versions`, undefined, {
    silent: true,
  });
}
