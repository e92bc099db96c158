/** GET /api/projects/{id}/social-media-cover/{coverId}/versions — a cover's uploads, newest first, with the uploader. */
import { useApi } from 'shared-api';
import { coverPath } from './get-social-media';
import type { CoverVersion } from './types';

/** `coverId` null skips the request (the side modal is closed). */
export function useCoverVersions(projectId: string, coverId: string | null) {
  return useApi<{ versions: CoverVersion[] }>(coverId === null ? null : coverPath(projectId, `/${coverId}/versions`), undefined, {
    silent: true,
  });
}
