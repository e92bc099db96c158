/** POST /api/projects/{id}/social-media-title {title} — adds a title (trimmed, not empty). */
import { api } from 'shared-api';
import { titlePath } from './get-social-media';
import type { MediaAnswer } from './types';

export const addTitle = (projectId: string, title: string) =>
  api.post<MediaAnswer>(titlePath(projectId), { title }, { silent: true });
