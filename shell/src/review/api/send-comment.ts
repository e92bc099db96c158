/** POST /api/review/comments — a comment on a frame (or a cover, title, scene) with an optional drawing. */
import { api, type ApiBody } from 'shared-api';

export type ReviewCommentInput = ApiBody<'/api/review/comments', 'post'>;

export const sendComment = (input: ReviewCommentInput) =>
  api.post('/api/review/comments', { body: input }, { silent: true, redirectOn401: false });
