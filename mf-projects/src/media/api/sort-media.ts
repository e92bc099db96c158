/**
 * POST /api/projects/{id}/social-media-cover/sort {from, to, coverId} and …/social-media-title/sort {from, to,
 * titleId} — moves a cover or title from one place of the list to another (canEdit); 409 when the list changed
 * meanwhile.
 */
import { api } from 'shared-api';

export type SortedKind = 'covers' | 'titles';

export const sortMedia = (projectId: string, kind: SortedKind, from: number, to: number, id: string) =>
  kind === 'covers'
    ? api.post(
        '/api/projects/{id}/social-media-cover/sort',
        { params: { id: projectId }, body: { from, to, coverId: id } },
        { silent: true },
      )
    : api.post(
        '/api/projects/{id}/social-media-title/sort',
        { params: { id: projectId }, body: { from, to, titleId: id } },
        { silent: true },
      );
