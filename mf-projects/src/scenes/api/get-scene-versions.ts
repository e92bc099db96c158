/**
 * GET /api/scenes/{id}/versions?skip=&limit= — a scene's saved versions, newest first (the server keeps one per
 * change), a page at a time for the versions side modal's Load More.
 */
import { useApiInfinite, type ApiResponse } from 'shared-api';

export const VERSIONS_PAGE_SIZE = 20;

export type SceneVersionsPage = ApiResponse<'/api/scenes/{id}/versions', 'get'>;

/** `null` skips the request (the modal is closed). */
export const useSceneVersions = (sceneId: string | null) =>
  useApiInfinite('/api/scenes/{id}/versions', sceneId === null ? null : { params: { id: sceneId } }, {
    limit: VERSIONS_PAGE_SIZE,
    silent: true,
  });
