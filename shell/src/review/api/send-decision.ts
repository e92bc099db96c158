/** POST /api/review/decisions — approve or ask for changes on a video, cover or title for one platform. */
import { api, type ApiBody } from 'shared-api';

export type ReviewDecisionInput = ApiBody<'/api/review/decisions', 'post'>;

export const sendDecision = (input: ReviewDecisionInput) =>
  api.post('/api/review/decisions', { body: input }, { silent: true, redirectOn401: false });
