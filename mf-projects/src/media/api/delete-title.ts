/** DELETE /api/projects/{id}/social-media-title/{titleId} — deletes a title with its ratings; the PMs'. */
import { api } from 'shared-api';

export const deleteTitle = (projectId: string, titleId: string) =>
  api.del('/api/projects/{id}/social-media-title/{titleId}', { params: { id: projectId, titleId } }, { silent: true });
