/**
 * POST /api/projects/{id}/scenes/sort {from, to, sceneId} — moves a scene (drag and drop). With the dragged scene's
 * id: the server refuses (409) when somebody moved scenes meanwhile. Answers the new order (scene ids). Silent.
 */
import { api, type ApiResponse } from 'shared-api';

export type SceneOrder = ApiResponse<'/api/projects/{id}/scenes/sort', 'post'>;

export const reorderScenes = (projectId: string, from: number, to: number, sceneId: string) =>
  api.post('/api/projects/{id}/scenes/sort', { params: { id: projectId }, body: { from, to, sceneId } }, { silent: true });
