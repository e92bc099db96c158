/** POST /api/projects/{id}/social-media-title/{titleId}/rate {rating} — 1 to 5 stars, 0 takes the caller's rating away. */
import { api } from 'shared-api';

export const rateTitle = (projectId: string, titleId: string, rating: number) =>
  api.post(
    '/api/projects/{id}/social-media-title/{titleId}/rate',
    { params: { id: projectId, titleId }, body: { rating } },
    { silent: true },
  );
