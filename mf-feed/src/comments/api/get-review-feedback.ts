/**
 * GET /api/projects/{id}/review-feedback — the project's review comments (frame, drawing, replies) for the comments
 * side modal; asked only when the comments list says the caller reads them (its PMs). A live event under the
 * project's feedback path reloads it.
 */
import { useApi, type ApiResponse } from 'shared-api';

export type ReviewFeedback = ApiResponse<'/api/projects/{id}/review-feedback', 'get'>['feedback'];
export type ReviewComment = ReviewFeedback['comments'][number];

export const useReviewFeedback = (projectId: string, enabled: boolean) =>
  useApi('/api/projects/{id}/review-feedback', enabled ? { params: { id: projectId } } : null, { silent: true });
