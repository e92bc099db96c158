/** POST /api/projects/{id}/social-media-title/{titleId}/demon {platform, value} — marks (true) or unmarks it demonetized (fb, yt); the PMs'. */
import { api } from 'shared-api';
import type { DemonPlatform } from './types';

export const demonTitle = (projectId: string, titleId: string, platform: DemonPlatform, value: boolean) =>
  api.post(
    '/api/projects/{id}/social-media-title/{titleId}/demon',
    { params: { id: projectId, titleId }, body: { platform, value } },
    { silent: true },
  );
