/** POST /api/projects/{id}/social-media-cover/{coverId}/rate {rating} — 1 to 5 stars, 0 takes the caller's rating away. */
import { api } from 'shared-api';

export const rateCover = (projectId: string, coverId: string, rating: number) =>
  api.post(
    '/api/projects/{id}/social-media-cover/{coverId}/rate',
    { params: { id: projectId, coverId }, body: { rating } },
    { silent: true },
  );
