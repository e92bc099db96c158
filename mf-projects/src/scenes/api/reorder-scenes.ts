/**
 * POST /api/projects/{id}/scenes/sort {from, to, sceneId} — moves a scene (drag and drop). With the dragged scene's
 * id: the server refuses (409) when somebody moved scenes meanwhile. Answers the new order (scene ids). Silent.
 */
import { api } from 'shared-api';
import { scenesPath } from './get-scenes';

export type SceneOrder = { message: string; order: string[] };

export const reorderScenes = (projectId: string, from: number, to: number, sceneId: string) =>
  api.post<SceneOrder>(`${scenesPath(projectId)}/sort`, { from, to, sceneId }, { silent: true });
