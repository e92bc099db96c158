/** POST /api/projects/{id}/social-media-title/{titleId}/change {title} — saves a title's edited text. */
import { api } from 'shared-api';

export const changeTitle = (projectId: string, titleId: string, title: string) =>
  api.post(
    '/api/projects/{id}/social-media-title/{titleId}/change',
    { params: { id: projectId, titleId }, body: { title } },
    { silent: true },
  );
