// SQL of a project's social media covers and titles: each list is one query (image, uploader, rating summary,
// the caller's own rating and version count come as columns, never a query per row); selection per platform
// (callers hold the project's row lock; a partial unique index per platform backs it); ratings one per user.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, SocialCoversTable, SocialTitlesTable } from '../db/types';
import type { DemonPlatformName, SocialPlatformName } from '../schemas/social-media';
import { fileFactsJson, type FileFacts } from './file-facts';
import type { UserFacts } from './scenes';

type Db = Kysely<Database>;

export interface RatingFacts {
  score: number;
  rating_count: number;
  my_rating: number;
}

export type CoverRow = Selectable<SocialCoversTable> & RatingFacts & { image: FileFacts; user: UserFacts; version_count: number };
export type TitleRow = Selectable<SocialTitlesTable> & RatingFacts & { user: UserFacts };

const userOf = (column: string) =>
  sql<UserFacts>`coalesce((select jsonb_build_object('_id', u.id, 'name', u.name, 'picture', u.picture)
    from users u where u.id = ${sql.ref(column)}), jsonb_build_object('_id', null, 'name', '', 'picture', null))`;

function ratingColumns(table: 'social_cover_ratings' | 'social_title_ratings', key: string, owner: string, userId: string) {
  const ratings = sql.table(table);
  const keyRef = sql.ref(`r.${key}`);
  const ownerRef = sql.ref(owner);
  return [
    sql<number>`coalesce((select round(avg(r.rating)::numeric, 1)::float8 from ${ratings} r where ${keyRef} = ${ownerRef}), 0)`.as(
      'score',
    ),
    sql<number>`(select count(*)::int from ${ratings} r where ${keyRef} = ${ownerRef})`.as('rating_count'),
    sql<number>`coalesce((select r.rating::int from ${ratings} r where ${keyRef} = ${ownerRef} and r.user_id = ${userId}), 0)`.as(
      'my_rating',
    ),
  ] as const;
}

function coversQuery(db: Db, projectId: string, userId: string) {
  return db
    .selectFrom('social_covers')
    .selectAll('social_covers')
    .select([
      sql<FileFacts>`(select ${fileFactsJson('f')} from files f
        where f.id = social_covers.file_id)`.as('image'),
      // The uploader of the image it shows now: its latest version's.
      sql<UserFacts>`coalesce((select jsonb_build_object('_id', u.id, 'name', coalesce(u.name, v.user_name), 'picture', u.picture)
        from social_cover_versions v left join users u on u.id = v.user_id where v.cover_id = social_covers.id
        order by v.created_at desc, v.id desc limit 1), ${userOf('social_covers.created_by')})`.as('user'),
      sql<number>`(select count(*)::int from social_cover_versions v where v.cover_id = social_covers.id)`.as('version_count'),
      ...ratingColumns('social_cover_ratings', 'cover_id', 'social_covers.id', userId),
    ])
    .where('social_covers.project_id', '=', projectId);
}

function titlesQuery(db: Db, projectId: string, userId: string) {
  return db
    .selectFrom('social_titles')
    .selectAll('social_titles')
    .select([
      userOf('social_titles.created_by').as('user'),
      ...ratingColumns('social_title_ratings', 'title_id', 'social_titles.id', userId),
    ])
    .where('social_titles.project_id', '=', projectId);
}

/** The project's covers in their order (new ones last), as `userId` sees their own ratings. */
export function listCovers(db: Db, projectId: string, userId: string): Promise<CoverRow[]> {
  return coversQuery(db, projectId, userId)
    .orderBy('social_covers.position')
    .orderBy('social_covers.created_at')
    .orderBy('social_covers.id')
    .execute();
}

export function listTitles(db: Db, projectId: string, userId: string): Promise<TitleRow[]> {
  return titlesQuery(db, projectId, userId)
    .orderBy('social_titles.position')
    .orderBy('social_titles.created_at')
    .orderBy('social_titles.id')
    .execute();
}

type OrderedTable = 'social_covers' | 'social_titles';

/** The ids of the project's covers or titles in their order. */
export async function mediaOrder(db: Db, table: OrderedTable, projectId: string): Promise<string[]> {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('project_id', '=', projectId)
    .orderBy('position')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The position after the project's last cover or title. */
const nextPosition = (table: OrderedTable, projectId: string) =>
  sql<number>`(select coalesce(max(position) + 1, 0) from ${sql.table(table)} where project_id = ${projectId})`;

/**
 * Moves the cover or title at `from` to `to` (0-based places in `order`, the list as `mediaOrder` read it under the
 * project's row lock) and numbers the list 0..n-1 again in one statement.
 */
export async function moveMedia(db: Db, table: OrderedTable, order: readonly string[], from: number, to: number) {
  if (from === to) return;
  const moved = [...order];
  const [id] = moved.splice(from, 1);
  moved.splice(to, 0, id);
  const places = sql.join(moved.map((rowId, index) => sql`(${rowId}::uuid, ${index}::int)`));
  await sql`update ${sql.table(table)} t set position = p.n
    from (values ${places}) as p (id, n) where t.id = p.id`.execute(db);
}

export function findCover(db: Db, projectId: string, coverId: string, userId: string): Promise<CoverRow | undefined> {
  return coversQuery(db, projectId, userId).where('social_covers.id', '=', coverId).executeTakeFirst();
}

export function findTitle(db: Db, projectId: string, titleId: string, userId: string): Promise<TitleRow | undefined> {
  return titlesQuery(db, projectId, userId).where('social_titles.id', '=', titleId).executeTakeFirst();
}

export async function countCovers(db: Db, projectId: string): Promise<number> {
  const row = await db
    .selectFrom('social_covers')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function countTitles(db: Db, projectId: string): Promise<number> {
  const row = await db
    .selectFrom('social_titles')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Adds a cover showing `fileId` and its first version; answers its id. */
export async function insertCover(db: Db, input: { projectId: string; fileId: string; user: { id: string; name: string } }) {
  const { id } = await db
    .insertInto('social_covers')
    .values({
      project_id: input.projectId,
      file_id: input.fileId,
      created_by: input.user.id,
      position: nextPosition('social_covers', input.projectId),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addCoverVersion(db, { coverId: id, ...input });
  return id;
}

/** The cover shows `fileId` from now on; the replacement is kept as a version. */
export async function replaceCoverFile(
  db: Db,
  input: { projectId: string; coverId: string; fileId: string; user: { id: string; name: string } },
) {
  await db
    .updateTable('social_covers')
    .set({ file_id: input.fileId, updated_at: new Date() })
    .where('id', '=', input.coverId)
    .execute();
  await addCoverVersion(db, input);
}

async function addCoverVersion(
  db: Db,
  input: { projectId: string; coverId: string; fileId: string; user: { id: string; name: string } },
) {
  await db
    .insertInto('social_cover_versions')
    .values({
      cover_id: input.coverId,
      project_id: input.projectId,
      file_id: input.fileId,
      user_id: input.user.id,
      user_name: input.user.name,
    })
    .execute();
}

export async function deleteCover(db: Db, coverId: string): Promise<void> {
  await db.deleteFrom('social_covers').where('id', '=', coverId).execute();
}

export interface CoverVersionRow {
  id: string;
  created_at: Date;
  image: FileFacts | null;
  user: UserFacts;
}

/** A cover's versions, newest first (a cover holds few: one per upload). */
export function listCoverVersions(db: Db, coverId: string): Promise<CoverVersionRow[]> {
  return db
    .selectFrom('social_cover_versions as v')
    .select([
      'v.id',
      'v.created_at',
      sql<FileFacts | null>`(select ${fileFactsJson('f')}
        from files f where f.id = v.file_id)`.as('image'),
      sql<UserFacts>`coalesce((select jsonb_build_object('_id', u.id, 'name', u.name, 'picture', u.picture)
        from users u where u.id = v.user_id), jsonb_build_object('_id', null, 'name', v.user_name, 'picture', null))`.as('user'),
    ])
    .where('v.cover_id', '=', coverId)
    .orderBy('v.created_at', 'desc')
    .orderBy('v.id', 'desc')
    .execute();
}

/** The user's one rating of a cover or title: 1-5 sets it, 0 takes it away. */
export async function rate(db: Db, kind: 'cover' | 'title', id: string, userId: string, rating: number): Promise<void> {
  if (kind === 'cover') {
    if (rating === 0) {
      await db.deleteFrom('social_cover_ratings').where('cover_id', '=', id).where('user_id', '=', userId).execute();
      return;
    }
    await db
      .insertInto('social_cover_ratings')
      .values({ cover_id: id, user_id: userId, rating })
      .onConflict((conflict) => conflict.columns(['cover_id', 'user_id']).doUpdateSet({ rating }))
      .execute();
    return;
  }
  if (rating === 0) {
    await db.deleteFrom('social_title_ratings').where('title_id', '=', id).where('user_id', '=', userId).execute();
    return;
  }
  await db
    .insertInto('social_title_ratings')
    .values({ title_id: id, user_id: userId, rating })
    .onConflict((conflict) => conflict.columns(['title_id', 'user_id']).doUpdateSet({ rating }))
    .execute();
}

/**
 * Chooses the cover or title for `platform`, or unchooses it when it is chosen already (spec doc 2 section 4);
 * with `wanted` it is set to that (a repeated or late click changes nothing). The others of the project lose that
 * platform first. A title chosen for a platform loses that platform's demonetized mark. Callers hold the project's
 * row lock. Answers whether it is chosen now.
 */
export async function toggleSelection(
  db: Db,
  kind: 'cover' | 'title',
  row: { id: string; project_id: string } & Record<SocialPlatformName, boolean>,
  platform: SocialPlatformName,
  wanted: boolean = !row[platform],
): Promise<boolean> {
  const table = kind === 'cover' ? 'social_covers' : 'social_titles';
  const now = new Date();
  if (wanted === row[platform]) return wanted;
  if (!wanted) {
    await db
      .updateTable(table)
      .set({ [platform]: false, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    return false;
  }
  await db
    .updateTable(table)
    .set({ [platform]: false, updated_at: now })
    .where('project_id', '=', row.project_id)
    .where(sql.ref(platform), '=', true)
    .execute();
  const demon = kind === 'title' && platform !== 'pr' ? { [`${platform}_demon`]: false } : {};
  await db
    .updateTable(table)
    .set({ [platform]: true, ...demon, updated_at: now })
    .where('id', '=', row.id)
    .execute();
  return true;
}

export async function insertTitle(db: Db, input: { projectId: string; text: string; userId: string }): Promise<string> {
  const { id } = await db
    .insertInto('social_titles')
    .values({
      project_id: input.projectId,
      text: input.text,
      created_by: input.userId,
      position: nextPosition('social_titles', input.projectId),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateTitle(
  db: Db,
  titleId: string,
  values: { text?: string } & Partial<Record<`${DemonPlatformName}_demon`, boolean>>,
): Promise<void> {
  await db
    .updateTable('social_titles')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', titleId)
    .execute();
}

export async function deleteTitle(db: Db, titleId: string): Promise<void> {
  await db.deleteFrom('social_titles').where('id', '=', titleId).execute();
}

export interface ChosenCoverRow {
  fb: boolean;
  yt: boolean;
  pr: boolean;
  image: FileFacts;
}
export interface ChosenTitleRow {
  fb: boolean;
  yt: boolean;
  pr: boolean;
  text: string;
}

/** The covers chosen for a platform (at least one), in their order: what a published project shows the public. */
export function listChosenCovers(db: Db, projectId: string): Promise<ChosenCoverRow[]> {
  return db
    .selectFrom('social_covers')
    .select([
      'fb',
      'yt',
      'pr',
      sql<FileFacts>`(select ${fileFactsJson('f')} from files f
        where f.id = social_covers.file_id)`.as('image'),
    ])
    .where('project_id', '=', projectId)
    .where((eb) => eb.or([eb('fb', '=', true), eb('yt', '=', true), eb('pr', '=', true)]))
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The titles chosen for a platform (at least one), in their order. */
export function listChosenTitles(db: Db, projectId: string): Promise<ChosenTitleRow[]> {
  return db
    .selectFrom('social_titles')
    .select(['fb', 'yt', 'pr', 'text'])
    .where('project_id', '=', projectId)
    .where((eb) => eb.or([eb('fb', '=', true), eb('yt', '=', true), eb('pr', '=', true)]))
    .orderBy('position')
    .orderBy('id')
    .execute();
}
