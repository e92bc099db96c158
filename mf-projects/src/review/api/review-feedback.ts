/** GET /api/projects/{id}/review-feedback — every review comment (frame, drawing, replies) and decision. */
import { useApi, type ApiResponse } from 'shared-api';

export type ProjectReviewFeedback = ApiResponse<'/api/projects/{id}/review-feedback', 'get'>['feedback'];
export type ProjectReviewComment = ProjectReviewFeedback['comments'][number];

export const useReviewFeedback = (projectId: string) =>
  useApi('/api/projects/{id}/review-feedback', { params: { id: projectId } }, { silent: true });
