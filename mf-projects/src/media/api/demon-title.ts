/** POST /api/projects/{id}/social-media-title/{titleId}/demon {platform} — marks or unmarks it demonetized (fb, yt); the PMs'. */
import { api } from 'shared-api';
import { titlePath } from './get-social-media';
import type { DemonPlatform, MediaAnswer } from './types';

export const demonTitle = (projectId: string, titleId: string, platform: DemonPlatform) =>
  api.post<MediaAnswer>(titlePath(projectId, `/${titleId}/demon`), { platform }, { silent: true });
