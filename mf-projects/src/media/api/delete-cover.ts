/** DELETE /api/projects/{id}/social-media-cover/{coverId} — deletes a cover with its versions and ratings; the PMs'. */
import { api } from 'shared-api';
import { coverPath } from './get-social-media';
import type { MediaAnswer } from './types';

export const deleteCover = (projectId: string, coverId: string) =>
  api.del<MediaAnswer>(coverPath(projectId, `/${coverId}`), { silent: true });
