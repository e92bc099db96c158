/**
 * POST /api/projects/{id}/scenes/{sceneId}/upload — the scene's image (multipart `file`, at most 60 MB; the server
 * checks the type and answers 413/415 with a sentence), with upload progress. Answers `{ message, scene }`
 * ("SCENE {n} image updated").
 */
import { api } from 'shared-api';
import { scenesPath } from './get-scenes';
import type { Scene } from './types';

/** GET …/{sceneId}/image: the image's large variant as a download ("SCENE {n}.jpg"). */
export const sceneImageDownloadPath = (projectId: string, sceneId: string) => `${scenesPath(projectId)}/${sceneId}/image`;

/** Largest image accepted (spec doc 2 section 9 "max size 60": megabytes). */
export const SCENE_IMAGE_MAX_BYTES = 60 * 1024 * 1024;

export function uploadSceneImage(
  projectId: string,
  sceneId: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) {
  return api.upload<{ message: string; scene: Scene }>(`${scenesPath(projectId)}/${sceneId}/upload`, file, {
    onProgress,
    signal,
    silent: true,
  });
}
