/** POST /api/projects/{id}/social-media-cover/{coverId} — replaces a cover's image (multipart `file`); kept as a version. */
import { api } from 'shared-api';
import { coverPath } from './get-social-media';
import type { MediaAnswer } from './types';

export const replaceCover = (projectId: string, coverId: string, file: File, onProgress: (fraction: number) => void) =>
  api.upload<MediaAnswer>(coverPath(projectId, `/${coverId}`), file, { onProgress, silent: true });
