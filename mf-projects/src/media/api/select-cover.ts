/**
 * POST /api/projects/{id}/social-media-cover/set-cover-image {coverId, platform, value} — chooses the cover for the
 * platform (the others lose it) or unchooses it, as `value` asks (a repeated or late click changes nothing); the PMs'.
 */
import { api } from 'shared-api';
import type { Platform } from './types';

export const selectCover = (projectId: string, coverId: string, platform: Platform, value: boolean) =>
  api.post(
    '/api/projects/{id}/social-media-cover/set-cover-image',
    { params: { id: projectId }, body: { coverId, platform, value } },
    { silent: true },
  );
