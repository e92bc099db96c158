/**
 * POST /api/projects/{id}/social-media-cover/set-cover-image {coverId, platform} — chooses the cover for the platform
 * (the others lose it) or unchooses it when chosen already; the PMs'.
 */
import { api } from 'shared-api';
import type { Platform } from './types';

export const selectCover = (projectId: string, coverId: string, platform: Platform) =>
  api.post(
    '/api/projects/{id}/social-media-cover/set-cover-image',
    { params: { id: projectId }, body: { coverId, platform } },
    { silent: true },
  );
