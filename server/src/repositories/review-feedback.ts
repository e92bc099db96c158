// Review feedback (issue 26, migration 0040): review comments (with their replies) and decisions, and the items a
// review shows. The author's name is stored as written (a reviewer has no account); a studio member's is kept too,
// so the feedback reads the same after the account is gone.
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database, ReviewCommentsTable, ReviewDecisionsTable, ReviewTargetKind, VideoPlatform } from '../db/types';

export type ReviewCommentRow = Selectable<ReviewCommentsTable>;
export type ReviewDecisionRow = Selectable<ReviewDecisionsTable>;

export async function insertReviewComment(
  db: Kysely<Database>,
  comment: Insertable<ReviewCommentsTable>,
): Promise<ReviewCommentRow> {
  return db.insertInto('review_comments').values(comment).returningAll().executeTakeFirstOrThrow();
}

export async function insertReviewDecision(
  db: Kysely<Database>,
  decision: Insertable<ReviewDecisionsTable>,
): Promise<ReviewDecisionRow> {
  return db.insertInto('review_decisions').values(decision).returningAll().executeTakeFirstOrThrow();
}

export function findReviewComment(db: Kysely<Database>, projectId: string, id: string) {
  return db.selectFrom('review_comments').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
}

/** A comment and its replies (replies oldest first). */
export function listThread(db: Kysely<Database>, id: string): Promise<ReviewCommentRow[]> {
  return db
    .selectFrom('review_comments')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', id), eb('reply_to', '=', id)]))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function setReviewCommentResolved(db: Kysely<Database>, id: string, by: string | null): Promise<void> {
  await db
    .updateTable('review_comments')
    .set({ resolved_at: by ? new Date() : null, resolved_by: by })
    .where('id', '=', id)
    .execute();
}

/** The project's review comments and replies on items of the given kinds, oldest first (review_comments_project_idx). */
export function listReviewComments(
  db: Kysely<Database>,
  projectId: string,
  kinds: readonly ReviewTargetKind[],
  limit: number,
): Promise<ReviewCommentRow[]> {
  if (kinds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('review_comments')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('target_kind', 'in', kinds)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The project's decisions on items of the given kinds, newest first (review_decisions_project_idx). */
export function listReviewDecisions(
  db: Kysely<Database>,
  projectId: string,
  kinds: readonly ReviewTargetKind[],
  limit: number,
): Promise<ReviewDecisionRow[]> {
  const decidable = kinds.filter((kind): kind is Exclude<ReviewTargetKind, 'scene'> => kind !== 'scene');
  if (decidable.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('review_decisions')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('target_kind', 'in', decidable)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Comments sent through `linkId` from `address` since `since` (the reviewer's rate limit). */
export async function countLinkCommentsSince(
  db: Kysely<Database>,
  linkId: string,
  address: string,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('review_comments')
    .select(sql<string>`count(*)`.as('n'))
    .where('link_id', '=', linkId)
    .where('address', '=', address)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One comment at a time per link and address, so the limit holds against a burst. */
export async function lockLinkCommenter(trx: Kysely<Database>, linkId: string, address: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`review-comment:${linkId}:${address}`}))`.execute(trx);
}

export interface ReviewItemRow {
  kind: ReviewTargetKind;
  id: string;
  platforms: VideoPlatform[];
  /** A video's uploaded file (its id and stored name), for the player; null otherwise. */
  file: { id: string; name: string } | null;
}

const PLATFORM_COLUMNS = ['fb', 'yt', 'pr'] as const;
const chosenPlatforms = (row: Record<(typeof PLATFORM_COLUMNS)[number], boolean>): VideoPlatform[] =>
  PLATFORM_COLUMNS.filter((platform) => row[platform]);

/**
 * The items of the given kinds a review shows, in the order it shows them: the project's videos (one per
 * platform), its chosen covers and titles (with the platforms they are chosen for), its scenes.
 */
export async function listReviewItems(
  db: Kysely<Database>,
  projectId: string,
  kinds: readonly ReviewTargetKind[],
): Promise<ReviewItemRow[]> {
  const wants = (kind: ReviewTargetKind) => kinds.includes(kind);
  const chosen = (table: 'social_covers' | 'social_titles') =>
    db
      .selectFrom(table)
      .select(['id', 'fb', 'yt', 'pr'])
      .where('project_id', '=', projectId)
      .where((eb) => eb.or([eb('fb', '=', true), eb('yt', '=', true), eb('pr', '=', true)]))
      .orderBy('position')
      .orderBy('id')
      .execute();
  const [videos, covers, titles, scenes] = await Promise.all([
    wants('video')
      ? db
          .selectFrom('project_videos as v')
          .leftJoin('files as f', 'f.id', 'v.file_id')
          .select(['v.id', 'v.platform', 'f.id as file_id', 'f.name as file_name'])
          .where('v.project_id', '=', projectId)
          .orderBy('v.platform')
          .execute()
      : [],
    wants('cover') ? chosen('social_covers') : [],
    wants('title') ? chosen('social_titles') : [],
    wants('scene')
      ? db.selectFrom('scenes').select(['id']).where('project_id', '=', projectId).orderBy('position').orderBy('id').execute()
      : [],
  ]);
  return [
    ...videos.map((video) => ({
      kind: 'video' as const,
      id: video.id,
      platforms: [video.platform],
      file: video.file_id && video.file_name ? { id: video.file_id, name: video.file_name } : null,
    })),
    ...covers.map((cover) => ({ kind: 'cover' as const, id: cover.id, platforms: chosenPlatforms(cover), file: null })),
    ...titles.map((title) => ({ kind: 'title' as const, id: title.id, platforms: chosenPlatforms(title), file: null })),
    ...scenes.map((scene) => ({ kind: 'scene' as const, id: scene.id, platforms: [], file: null })),
  ];
}
