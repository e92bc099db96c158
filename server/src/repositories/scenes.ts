// SQL of a project's scenes: the list (one query for the whole project, whatever its size: image, sketch, uploader,
// likers, board frames and version counts come as columns, never a query per scene), the order (a permutation
// 0..n-1 under a deferred unique key; callers hold the project's row lock), versions, likes and the Bravo board.
import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database, SceneStatus, ScenesTable, SceneVersionType } from '../db/types';
import { readableProjectIdsSql, type Actor } from '../policies';
import { fileFactsJson, type FileFacts } from './file-facts';

type Db = Kysely<Database>;

export type { FileFacts };

export interface UserFacts {
  _id: string | null;
  name: string;
  picture: string | null;
}

export type SceneRow = Selectable<ScenesTable> & {
  image: FileFacts | null;
  sketch: FileFacts | null;
  image_by_user: UserFacts | null;
  liked_by: UserFacts[];
  frame_files: FileFacts[];
  version_count: number;
};

function sceneColumns() {
  return [
    sql<FileFacts | null>`(select ${fileFactsJson('f')}
      from files f where f.id = scenes.image_file_id)`.as('image'),
    sql<FileFacts | null>`(select ${fileFactsJson('f')}
      from files f where f.id = scenes.sketch_file_id)`.as('sketch'),
    sql<UserFacts | null>`(select jsonb_build_object('_id', u.id, 'name', u.name, 'picture', u.picture)
      from users u where u.id = scenes.image_by)`.as('image_by_user'),
    sql<UserFacts[]>`coalesce((select jsonb_agg(jsonb_build_object('_id', u.id, 'name', u.name, 'picture', u.picture)
      order by l.created_at, u.id) from scene_likes l join users u on u.id = l.user_id where l.scene_id = scenes.id),
      '[]'::jsonb)`.as('liked_by'),
    sql<FileFacts[]>`coalesce((select jsonb_agg(${fileFactsJson('f')}
      order by frame.ord) from jsonb_array_elements_text(scenes.board_frames) with ordinality as frame(id, ord)
      join files f on f.id = frame.id::uuid), '[]'::jsonb)`.as('frame_files'),
    sql<number>`(select count(*)::int from scene_versions v where v.scene_id = scenes.id)`.as('version_count'),
  ] as const;
}

/** The project's scenes in order (only those with `status` when given), in one query. */
export function listScenes(db: Db, projectId: string, status?: SceneStatus): Promise<SceneRow[]> {
  let query = db.selectFrom('scenes').selectAll('scenes').select(sceneColumns()).where('scenes.project_id', '=', projectId);
  if (status) query = query.where('scenes.status', '=', status);
  return query.orderBy('scenes.position').execute();
}

/** One scene of the project as the list shows it; undefined when the project has no such scene. */
export function findScene(db: Db, projectId: string, sceneId: string): Promise<SceneRow | undefined> {
  return db
    .selectFrom('scenes')
    .selectAll('scenes')
    .select(sceneColumns())
    .where('scenes.project_id', '=', projectId)
    .where('scenes.id', '=', sceneId)
    .executeTakeFirst();
}

/** The project a scene belongs to (the versions call names only the scene). */
export async function sceneProjectId(db: Db, sceneId: string): Promise<string | undefined> {
  const row = await db.selectFrom('scenes').select('project_id').where('id', '=', sceneId).executeTakeFirst();
  return row?.project_id;
}

export async function countScenes(db: Db, projectId: string): Promise<number> {
  const row = await db
    .selectFrom('scenes')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Every scene text of the project, in order (what the script's counts are made of). */
export async function sceneTexts(db: Db, projectId: string): Promise<string[]> {
  const rows = await db.selectFrom('scenes').select('text').where('project_id', '=', projectId).orderBy('position').execute();
  return rows.map((row) => row.text);
}

/** The scene ids of the project in order. */
export async function sceneOrder(db: Db, projectId: string): Promise<string[]> {
  const rows = await db.selectFrom('scenes').select('id').where('project_id', '=', projectId).orderBy('position').execute();
  return rows.map((row) => row.id);
}

/** Inserts a scene at `position` (0..count), moving the scenes from there one place down. */
export async function insertScene(
  trx: Db,
  input: { projectId: string; position: number; text: string; userId: string },
): Promise<string> {
  await trx
    .updateTable('scenes')
    .set({ position: sql<number>`position + 1` })
    .where('project_id', '=', input.projectId)
    .where('position', '>=', input.position)
    .execute();
  const row = await trx
    .insertInto('scenes')
    .values({ project_id: input.projectId, position: input.position, text: input.text, created_by: input.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateScene(
  trx: Db,
  sceneId: string,
  values: Omit<Updateable<ScenesTable>, 'id' | 'project_id' | 'updated_at'>,
): Promise<void> {
  await trx
    .updateTable('scenes')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', sceneId)
    .execute();
}

/** Deletes the scene and closes the gap in the order. */
export async function deleteScene(trx: Db, projectId: string, sceneId: string, position: number): Promise<void> {
  await trx.deleteFrom('scenes').where('id', '=', sceneId).execute();
  await trx
    .updateTable('scenes')
    .set({ position: sql<number>`position - 1` })
    .where('project_id', '=', projectId)
    .where('position', '>', position)
    .execute();
}

/** Deletes all the project's scenes (undoing a split of the raw script; their versions go with them). */
export async function deleteProjectScenes(trx: Db, projectId: string): Promise<void> {
  await trx.deleteFrom('scenes').where('project_id', '=', projectId).execute();
}

/** Moves the scene at `from` to `to` (both 0..count-1), shifting those between by one: one statement. */
export async function moveScene(trx: Db, projectId: string, from: number, to: number): Promise<void> {
  if (from === to) return;
  await trx
    .updateTable('scenes')
    .set({
      position:
        from < to
          ? sql<number>`case when position = ${from} then ${to} else position - 1 end`
          : sql<number>`case when position = ${from} then ${to} else position + 1 end`,
      updated_at: sql<Date>`case when position = ${from} then now() else updated_at end`,
    })
    .where('project_id', '=', projectId)
    .where('position', '>=', Math.min(from, to))
    .where('position', '<=', Math.max(from, to))
    .execute();
}

export interface NewVersion {
  sceneId: string;
  projectId: string;
  type: SceneVersionType;
  title: string;
  text: string;
  imageFileId: string | null;
  user: { id: string; name: string };
}

export async function addSceneVersion(trx: Db, version: NewVersion): Promise<void> {
  await trx
    .insertInto('scene_versions')
    .values({
      scene_id: version.sceneId,
      project_id: version.projectId,
      type: version.type,
      title: version.title,
      text: version.text,
      image_file_id: version.imageFileId,
      user_id: version.user.id,
      user_name: version.user.name,
    })
    .execute();
}

export interface SceneVersionRow {
  id: string;
  scene_id: string;
  type: SceneVersionType;
  title: string;
  text: string;
  created_at: Date;
  image: FileFacts | null;
  user: UserFacts;
}

/** A scene's versions, newest first, one page (`limit + 1` rows tell whether more follow). */
export function listSceneVersions(
  db: Db,
  sceneId: string,
  page: { type?: SceneVersionType; skip: number; limit: number },
): Promise<SceneVersionRow[]> {
  let query = db
    .selectFrom('scene_versions as v')
    .select([
      'v.id',
      'v.scene_id',
      'v.type',
      'v.title',
      'v.text',
      'v.created_at',
      sql<FileFacts | null>`(select ${fileFactsJson('f')}
        from files f where f.id = v.image_file_id)`.as('image'),
      sql<UserFacts>`coalesce((select jsonb_build_object('_id', u.id, 'name', u.name, 'picture', u.picture)
        from users u where u.id = v.user_id), jsonb_build_object('_id', null, 'name', v.user_name, 'picture', null))`.as('user'),
    ])
    .where('v.scene_id', '=', sceneId);
  if (page.type) query = query.where('v.type', '=', page.type);
  return query
    .orderBy('v.created_at', 'desc')
    .orderBy('v.id', 'desc')
    .offset(page.skip)
    .limit(page.limit + 1)
    .execute();
}

export async function likeScene(trx: Db, sceneId: string, userId: string): Promise<void> {
  await trx
    .insertInto('scene_likes')
    .values({ scene_id: sceneId, user_id: userId })
    .onConflict((conflict) => conflict.columns(['scene_id', 'user_id']).doNothing())
    .execute();
}

export async function unlikeScene(trx: Db, sceneId: string, userId: string): Promise<void> {
  await trx.deleteFrom('scene_likes').where('scene_id', '=', sceneId).where('user_id', '=', userId).execute();
}

export interface BravoRow {
  scene_id: string;
  project_id: string;
  project_title: string;
  position: number;
  image: FileFacts;
  likes: number;
  last_liked: Date;
}

/**
 * The Bravo board: scenes whose current image `actor` uploaded and other people liked, in projects the actor may
 * still read, most recently liked first; one page (`limit + 1` rows tell whether more follow).
 */
export function listBravo(db: Db, actor: Actor, page: { skip: number; limit: number }): Promise<BravoRow[]> {
  const readable = readableProjectIdsSql(actor);
  let query = db
    .selectFrom('scenes')
    .innerJoin('projects', 'projects.id', 'scenes.project_id')
    .innerJoin('files', 'files.id', 'scenes.image_file_id')
    .innerJoin('scene_likes', 'scene_likes.scene_id', 'scenes.id')
    .select([
      'scenes.id as scene_id',
      'scenes.project_id',
      'projects.title as project_title',
      'scenes.position',
      fileFactsJson('files').as('image'),
      sql<number>`count(*)::int`.as('likes'),
      sql<Date>`max(scene_likes.created_at)`.as('last_liked'),
    ])
    .where('scenes.image_by', '=', actor.id)
    .where('scene_likes.user_id', '<>', actor.id)
    .where('projects.status', '<>', 'trash');
  if (readable) query = query.where(sql<boolean>`scenes.project_id in (${readable})`);
  return query
    .groupBy(['scenes.id', 'projects.title', 'files.id'])
    .orderBy(sql`max(scene_likes.created_at)`, 'desc')
    .orderBy('scenes.id')
    .offset(page.skip)
    .limit(page.limit + 1)
    .execute();
}

/** Image uploads (with variants) among `ids`, by id: what the board frames may hold. */
export async function imageFiles(db: Db, ids: readonly string[]): Promise<Array<{ id: string; created_by: string | null }>> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('files')
    .select(['id', 'created_by'])
    .where('id', 'in', [...ids])
    .where('variants', '=', true)
    .execute();
}

/**
 * Copies a project's scenes to another project in one statement: order, text, image, numbers, sketch and board
 * fields (the files are shared, never changed). Statuses, likes and versions are the original's history and stay.
 */
export async function copyScenes(trx: Db, fromProjectId: string, toProjectId: string): Promise<void> {
  await sql`insert into scenes (project_id, position, text, image_file_id, image_by, image_at, numbers, sketch_file_id,
      sketch_by, sketch_at, board_bg, board_voice, board_action, board_note, board_frames, created_by)
    select ${toProjectId}, position, text, image_file_id, image_by, image_at, numbers, sketch_file_id, sketch_by, sketch_at,
      board_bg, board_voice, board_action, board_note, board_frames, created_by
    from scenes where project_id = ${fromProjectId}`.execute(trx);
}

/** Where the scene's sketch is stored (undefined when it has none or its file is gone). */
export async function sketchStorageKey(db: Db, fileId: string): Promise<string | undefined> {
  const file = await db.selectFrom('files').select('storage_key').where('id', '=', fileId).executeTakeFirst();
  return file?.storage_key;
}
