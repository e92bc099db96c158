/** POST /api/projects/{id}/social-media-title/{titleId}/demon {platform} — marks or unmarks it demonetized (fb, yt); the PMs'. */
import { api } from 'shared-api';
import type { DemonPlatform } from './types';

export const demonTitle = (projectId: string, titleId: string, platform: DemonPlatform) =>
  api.post(
    '/api/projects/{id}/social-media-title/{titleId}/demon',
    { params: { id: projectId, titleId }, body: { platform } },
    { silent: true },
  );
