/** POST /api/projects/{id}/review-links — a review link (the token is in this answer only). */
import { api, type ApiBody } from 'shared-api';

export type NewReviewLink = ApiBody<'/api/projects/{id}/review-links', 'post'>;

export const createReviewLink = (projectId: string, body: NewReviewLink) =>
  api.post('/api/projects/{id}/review-links', { params: { id: projectId }, body }, { silent: true });

/** The reviewer's address: the token in the fragment, never sent to a server (decision 0661). */
export const reviewAddress = (token: string) => `${window.location.origin}/review#${encodeURIComponent(token)}`;
