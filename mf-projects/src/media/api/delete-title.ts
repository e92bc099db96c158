/** DELETE /api/projects/{id}/social-media-title/{titleId} — deletes a title with its ratings; the PMs'. */
import { api } from 'shared-api';
import { titlePath } from './get-social-media';
import type { MediaAnswer } from './types';

export const deleteTitle = (projectId: string, titleId: string) =>
  api.del<MediaAnswer>(titlePath(projectId, `/${titleId}`), { silent: true });
