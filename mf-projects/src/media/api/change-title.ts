/** POST /api/projects/{id}/social-media-title/{titleId}/change {title} — saves a title's edited text. */
import { api } from 'shared-api';
import { titlePath } from './get-social-media';
import type { MediaAnswer } from './types';

export const changeTitle = (projectId: string, titleId: string, title: string) =>
  api.post<MediaAnswer>(titlePath(projectId, `/${titleId}/change`), { title }, { silent: true });
