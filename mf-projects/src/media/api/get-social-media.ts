/** GET /api/projects/{id}/social-media — the project's covers and titles in their order, and what the caller may do. */
import { useApi } from 'shared-api';
import type { SocialMedia } from './types';

export const mediaPath = (projectId: string) => `/api/projects/${projectId}/social-media`;
export const coverPath = (projectId: string, tail = '') => `/api/projects/${projectId}/social-media-cover${tail}`;
export const titlePath = (projectId: string, tail = '') => `/api/projects/${projectId}/social-media-title${tail}`;

/** Null asks for nothing (a screen that may have no project). */
export function useSocialMedia(projectId: string | null) {
  return useApi<SocialMedia>(projectId ? mediaPath(projectId) : null, undefined, { silent: true });
}
