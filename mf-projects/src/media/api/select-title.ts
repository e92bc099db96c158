/**
 * POST /api/projects/{id}/social-media-title/{titleId}/select {platform, value} — chooses the title for the platform
 * (the others lose it, and it loses that platform's demonetized mark) or unchooses it, as `value` asks; the PMs'.
 */
import { api } from 'shared-api';
import { titlePath } from './get-social-media';
import type { MediaAnswer, Platform } from './types';

export const selectTitle = (projectId: string, titleId: string, platform: Platform, value: boolean) =>
  api.post<MediaAnswer>(titlePath(projectId, `/${titleId}/select`), { platform, value }, { silent: true });
