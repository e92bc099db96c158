/** POST /api/projects/{id}/social-media-title/{titleId}/rate {rating} — 1 to 5 stars, 0 takes the caller's rating away. */
import { api } from 'shared-api';
import { titlePath } from './get-social-media';
import type { MediaAnswer } from './types';

export const rateTitle = (projectId: string, titleId: string, rating: number) =>
  api.post<MediaAnswer>(titlePath(projectId, `/${titleId}/rate`), { rating }, { silent: true });
