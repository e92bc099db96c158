/**
 * The project the mock view places among the samples: GET /api/projects/{id} (its title) and GET
 * /api/projects/{id}/scenes (its storyboard images, the frames of the preview). Both silent: a project the caller may
 * not read simply leaves the view with the samples alone.
 */
import { useApi, type ApiSchemas } from 'shared-api';

export type ScenesAnswer = ApiSchemas['SceneList'];

export const useMockProject = (id: string | null) =>
  useApi('/api/projects/{id}', id ? { params: { id } } : null, { silent: true });

export const useMockFrames = (id: string | null) =>
  useApi('/api/projects/{id}/scenes', id ? { params: { id } } : null, { silent: true });
