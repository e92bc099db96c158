/** POST /api/projects/{id}/social-media-title/{titleId}/demon {platform, value} — marks (true) or unmarks it demonetized (fb, yt); the PMs'. */
import { api } from 'shared-api';
import { titlePath } from './get-social-media';
import type { DemonPlatform, MediaAnswer } from './types';

export const demonTitle = (projectId: string, titleId: string, platform: DemonPlatform, value: boolean) =>
  api.post<MediaAnswer>(titlePath(projectId, `/${titleId}/demon`), { platform, value }, { silent: true });
