// Review links (issue 26): made, listed and revoked by a project's PMs; found by the hash of their token.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, ReviewLinksTable } from '../db/types';

export type ReviewLinkRow = Selectable<ReviewLinksTable>;

export async function insertReviewLink(db: Kysely<Database>, link: Insertable<ReviewLinksTable>): Promise<ReviewLinkRow> {
  return db.insertInto('review_links').values(link).returningAll().executeTakeFirstOrThrow();
}

/** A project's links, newest first (review_links_project_idx); a studio makes a handful per project, capped anyway. */
export async function listReviewLinks(db: Kysely<Database>, projectId: string, limit: number): Promise<ReviewLinkRow[]> {
  return db
    .selectFrom('review_links')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findReviewLink(db: Kysely<Database>, projectId: string, id: string): Promise<ReviewLinkRow | undefined> {
  return db.selectFrom('review_links').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
}

export function findReviewLinkByTokenHash(db: Kysely<Database>, tokenHash: string): Promise<ReviewLinkRow | undefined> {
  return db.selectFrom('review_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Revokes the link now; false when it was revoked already. */
export async function revokeReviewLink(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('review_links')
    .set({ revoked_at: new Date() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
