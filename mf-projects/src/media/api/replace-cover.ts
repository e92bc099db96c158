/** POST /api/projects/{id}/social-media-cover/{coverId} — replaces a cover's image (multipart `file`); kept as a version. */
import { api } from 'shared-api';

export const replaceCover = (projectId: string, coverId: string, file: File, onProgress: (fraction: number) => void) =>
  api.upload(
    '/api/projects/{id}/social-media-cover/{coverId}',
    { params: { id: projectId, coverId }, file },
    { onProgress, silent: true },
  );
