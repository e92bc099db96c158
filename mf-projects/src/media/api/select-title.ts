/**
 * POST /api/projects/{id}/social-media-title/{titleId}/select {platform, value} — chooses the title for the platform
 * (the others lose it, and it loses that platform's demonetized mark) or unchooses it, as `value` asks; the PMs'.
 */
import { api } from 'shared-api';
import type { Platform } from './types';

export const selectTitle = (projectId: string, titleId: string, platform: Platform, value: boolean) =>
  api.post(
    '/api/projects/{id}/social-media-title/{titleId}/select',
    { params: { id: projectId, titleId }, body: { platform, value } },
    { silent: true },
  );
