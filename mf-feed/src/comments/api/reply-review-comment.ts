/** POST /api/projects/{id}/review-comments/{commentId}/replies — a PM's answer, which the reviewer reads through the link. */
import { api } from 'shared-api';

export const replyToReviewComment = (projectId: string, commentId: string, text: string) =>
  api.post('/api/projects/{id}/review-comments/{commentId}/replies', { params: { id: projectId, commentId }, body: { text } });
