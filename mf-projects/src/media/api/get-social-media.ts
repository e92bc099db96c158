/** GET /api/projects/{id}/social-media — the project's covers and titles in their order, and what the caller may do. */
import { apiKey, useApi } from 'shared-api';

/** The SWR key of the project's covers and titles. */
export const mediaKey = (projectId: string) => apiKey('/api/projects/{id}/social-media', { params: { id: projectId } });

/** Null asks for nothing (a screen that may have no project). */
export function useSocialMedia(projectId: string | null) {
  return useApi('/api/projects/{id}/social-media', projectId ? { params: { id: projectId } } : null, { silent: true });
}
