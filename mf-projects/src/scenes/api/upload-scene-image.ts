/**
 * POST /api/projects/{id}/scenes/{sceneId}/upload — the scene's image (multipart `file`, at most 60 MB; the server
 * checks the type and answers 413/415 with a sentence), with upload progress. Answers `{ message, scene }`
 * ("SCENE {n} image updated").
 */
import { api } from 'shared-api';

/** GET …/{sceneId}/image: the image's large variant as a download ("SCENE {n}.jpg"), a link rather than a call. */
export const sceneImageDownloadPath = (projectId: string, sceneId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/scenes/${encodeURIComponent(sceneId)}/image`;

/** Largest image accepted (spec doc 2 section 9 "max size 60": megabytes). */
export const SCENE_IMAGE_MAX_BYTES = 60 * 1024 * 1024;

export function uploadSceneImage(
  projectId: string,
  sceneId: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) {
  return api.upload(
    '/api/projects/{id}/scenes/{sceneId}/upload',
    { params: { id: projectId, sceneId }, file },
    {
      onProgress,
      signal,
      silent: true,
    },
  );
}
