/** DELETE /api/projects/{id}/social-media-cover/{coverId} — deletes a cover with its versions and ratings; the PMs'. */
import { api } from 'shared-api';

export const deleteCover = (projectId: string, coverId: string) =>
  api.del('/api/projects/{id}/social-media-cover/{coverId}', { params: { id: projectId, coverId } }, { silent: true });
