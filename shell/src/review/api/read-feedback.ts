/** POST /api/review/feedback — the review's items (with the player's address), comments and decisions. */
import { api, type ApiResponse } from 'shared-api';

export type ReviewFeedback = ApiResponse<'/api/review/feedback', 'post'>['feedback'];
export type ReviewTarget = ReviewFeedback['targets'][number];
export type ReviewCommentItem = ReviewFeedback['comments'][number];

export const readFeedback = (token: string, password?: string) =>
  api.post(
    '/api/review/feedback',
    { body: { token, ...(password ? { password } : {}) } },
    { silent: true, redirectOn401: false },
  );
