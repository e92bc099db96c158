/** GET /api/projects/{id}/scenes/{sceneId}/sketch — the scene's sketch as a PNG data URL (null without one), for the sketcher to draw on again. */
import { api } from 'shared-api';

export const getSketch = (projectId: string, sceneId: string) =>
  api.get('/api/projects/{id}/scenes/{sceneId}/sketch', { params: { id: projectId, sceneId } }, { silent: true });
