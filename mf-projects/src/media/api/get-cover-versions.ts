/** GET /api/projects/{id}/social-media-cover/{coverId}/versions — a cover's uploads, newest first, with the uploader. */
import { useApi } from 'shared-api';

/** `coverId` null skips the request (the side modal is closed). */
export function useCoverVersions(projectId: string, coverId: string | null) {
  return useApi(
    '/api/projects/{id}/social-media-cover/{coverId}/versions',
    coverId === null ? null : { params: { id: projectId, coverId } },
    { silent: true },
  );
}
