// How the Media section's calls (a project's social media covers and titles) judge, find and answer. Every change
// runs in the one project executor (services/locked-project.ts `withLockedSection`) with the check below: 404
// when the caller may not read the project, 403 (naming who may) when they read it but may not act; the cover or
// title must be the project's (404). Each change answers the whole Media section as the caller now sees it.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { ConflictError, NotFoundError } from '../errors';
import { can, SOCIAL_MEDIA_FORBIDDEN, type Actor } from '../policies';
import { findCover, findTitle, mediaOrder, moveMedia, type CoverRow, type TitleRow } from '../repositories/social-media';
import type { SocialMediaActionName } from '../schemas/social-media';
import type { SectionCheck } from './locked-project';

export const COVER_NOT_FOUND = 'Cover not found';
export const TITLE_NOT_FOUND = 'Title not found';
export const ORDER_CHANGED = 'The order changed meanwhile: reload and move it again';

/** Who reads the covers and titles, or takes `action` on them (any project status). */
export const mediaCheck = (action: SocialMediaActionName | 'read'): SectionCheck => ({
  reads: (actor, target) => can(actor, 'read', 'socialMedia', target),
  ...(action === 'read'
    ? {}
    : {
        may: { allows: (actor, target) => can(actor, action, 'socialMedia', target), forbidden: SOCIAL_MEDIA_FORBIDDEN[action] },
      }),
});

/** The project's cover, or 404. */
export async function coverOf(db: Kysely<Database>, actor: Actor, projectId: string, coverId: string): Promise<CoverRow> {
  const cover = await findCover(db, projectId, coverId, actor.id);
  if (!cover) throw new NotFoundError(COVER_NOT_FOUND);
  return cover;
}

/** The project's title, or 404. */
export async function titleOf(db: Kysely<Database>, actor: Actor, projectId: string, titleId: string): Promise<TitleRow> {
  const title = await findTitle(db, projectId, titleId, actor.id);
  if (!title) throw new NotFoundError(TITLE_NOT_FOUND);
  return title;
}

/** Moves `id` from `from` to `to` in the project's list (read under the row lock); 409 when the list is not as the caller saw it. */
export async function sortMedia(
  trx: Kysely<Database>,
  table: 'social_covers' | 'social_titles',
  projectId: string,
  move: { from: number; to: number; id: string },
): Promise<void> {
  const order = await mediaOrder(trx, table, projectId);
  if (move.from >= order.length || move.to >= order.length || order[move.from] !== move.id) {
    throw new ConflictError(ORDER_CHANGED);
  }
  await moveMedia(trx, table, order, move.from, move.to);
}
