/**
 * POST /api/projects/{id}/social-media-cover — adds a cover (multipart `file`, one image, at most 60 MB; the server
 * sniffs the type and answers 413/415 with a sentence), with upload progress. Answers `{ message, media }`.
 */
import { api } from 'shared-api';

/** Largest image accepted (spec doc 2 section 9 "max size 60": megabytes). */
export const COVER_MAX_BYTES = 60 * 1024 * 1024;
/** The multi-file uploader sends five at a time (spec doc 2 section 5). */
export const COVER_UPLOADS_AT_ONCE = 5;

export const uploadCover = (projectId: string, file: File, onProgress: (fraction: number) => void) =>
  api.upload('/api/projects/{id}/social-media-cover', { params: { id: projectId }, file }, { onProgress, silent: true });
