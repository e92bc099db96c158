/**
 * The project the mock view places among the samples: GET /api/projects/{id} (its title) and GET
 * /api/projects/{id}/scenes (its storyboard images, the frames of the preview). Both silent: a project the caller may
 * not read simply leaves the view with the samples alone.
 */
import { useApi, type ApiSchemas, type Project } from 'shared-api';

export type ScenesAnswer = ApiSchemas['SceneList'];

export const useMockProject = (id: string | null) =>
  useApi<{ project: Project }>(id ? `/api/projects/${id}` : null, undefined, { silent: true });

export const useMockFrames = (id: string | null) =>
  useApi<ScenesAnswer>(id ? `/api/projects/${id}/scenes` : null, undefined, { silent: true });
