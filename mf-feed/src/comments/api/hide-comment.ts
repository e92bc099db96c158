/**
 * POST /api/comments/{id}/toggle — hides a comment, or shows a hidden one again (the item's PMs and admins). Silent:
 * the panel toasts the server's message.
 */
import { api } from 'shared-api';

export const hideComment = (id: string) => api.post('/api/comments/{id}/toggle', { params: { id } }, { silent: true });
