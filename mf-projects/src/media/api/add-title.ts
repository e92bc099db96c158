/** POST /api/projects/{id}/social-media-title {title} — adds a title (trimmed, not empty). */
import { api } from 'shared-api';

export const addTitle = (projectId: string, title: string) =>
  api.post('/api/projects/{id}/social-media-title', { params: { id: projectId }, body: { title } }, { silent: true });
