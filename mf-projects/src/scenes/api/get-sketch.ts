/** GET /api/projects/{id}/scenes/{sceneId}/sketch — the scene's sketch as a PNG data URL (null without one), for the sketcher to draw on again. */
import { api } from 'shared-api';
import { scenesPath } from './get-scenes';

export const getSketch = (projectId: string, sceneId: string) =>
  api.get<{ dataUrl: string | null }>(`${scenesPath(projectId)}/${sceneId}/sketch`, undefined, { silent: true });
