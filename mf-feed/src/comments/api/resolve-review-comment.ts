/** POST /api/projects/{id}/review-comments/{commentId}/resolve — marks a review comment resolved, or open again. */
import { api } from 'shared-api';

export const resolveReviewComment = (projectId: string, commentId: string, resolved: boolean) =>
  api.post('/api/projects/{id}/review-comments/{commentId}/resolve', {
    params: { id: projectId, commentId },
    body: { resolved },
  });
