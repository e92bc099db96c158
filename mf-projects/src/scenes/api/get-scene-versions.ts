/**
 * GET /api/scenes/{id}/versions?skip=&limit= — a scene's saved versions, newest first (the server keeps one per
 * change), a page at a time for the versions side modal's Load More.
 */
import { useApiInfinite } from 'shared-api';
import type { SceneVersion } from './types';

export const VERSIONS_PAGE_SIZE = 20;

export type SceneVersionsPage = { versions: SceneVersion[]; skip: number; hasMore: boolean };

/** `null` skips the request (the modal is closed). */
export const useSceneVersions = (sceneId: string | null) =>
  useApiInfinite<SceneVersionsPage>(sceneId === null ? null : `/api/scenes/${sceneId}/versions`, undefined, {
    limit: VERSIONS_PAGE_SIZE,
    silent: true,
  });
