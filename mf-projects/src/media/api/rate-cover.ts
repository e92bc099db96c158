/** POST /api/projects/{id}/social-media-cover/{coverId}/rate {rating} — 1 to 5 stars, 0 takes the caller's rating away. */
import { api } from 'shared-api';
import { coverPath } from './get-social-media';
import type { MediaAnswer } from './types';

export const rateCover = (projectId: string, coverId: string, rating: number) =>
  api.post<MediaAnswer>(coverPath(projectId, `/${coverId}/rate`), { rating }, { silent: true });
