/**
 * GET /api/projects/{id}/public — a published project's public view (issue 28): the scenes with their images, sketches
 * and storyboard frames, the covers and titles chosen per platform and the embedded videos, for anyone.
 */
import { useApi, type ApiSchemas } from 'shared-api';

export type PublicView = ApiSchemas['PublicView'];
export type PublicScene = ApiSchemas['PublicScene'];

/** Silent: the view shows the server's message in place, with Retry. */
export function usePublicView(projectId: string) {
  return useApi('/api/projects/{id}/public', { params: { id: projectId } }, { silent: true });
}
