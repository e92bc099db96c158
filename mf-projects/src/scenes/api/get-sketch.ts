/** GET /api/projects/{id}/scenes/{sceneId}/sketch — the scene's sketch as a PNG data URL (null without one). */
import { api } from 'shared-api';
import { scenesPath } from './get-scenes';

export const sketchPath = (projectId: string, sceneId: string) => `${scenesPath(projectId)}/${sceneId}/sketch`;

export const getSketch = (projectId: string, sceneId: string) =>
  api.get<{ dataUrl: string | null }>(sketchPath(projectId, sceneId), undefined, { silent: true });
