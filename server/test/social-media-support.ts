// Helpers of the social media tests: covers and titles made straight in the database, and a snapshot of
// everything a covers or titles call could change.
import { sql } from 'kysely';
import type { TestApp } from './helper';
import type { Project } from './factories';
import { call } from './helper';
import { multipartBody, pngImage } from './multipart';

/**
 * After the project's last cover or title, as the app places a new one: two rows made in the same millisecond would
 * otherwise tie on position and creation time, and their order would fall to their random ids.
 */
const lastPlus1 = (table: 'social_covers' | 'social_titles', project: Project) =>
  sql<number>`(select coalesce(max(position) + 1, 0) from ${sql.table(table)} where project_id = ${project.id})`;

/** A cover showing `fileId`, uploaded by `userId`; answers its id. */
export async function createCover(t: TestApp, project: Project, fileId: string, user: { id: string; name: string }) {
  const { id } = await t.db
    .insertInto('social_covers')
    .values({ project_id: project.id, file_id: fileId, created_by: user.id, position: lastPlus1('social_covers', project) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('social_cover_versions')
    .values({ cover_id: id, project_id: project.id, file_id: fileId, user_id: user.id, user_name: user.name })
    .execute();
  return id;
}

export async function createTitle(t: TestApp, project: Project, text: string, userId: string | null = null) {
  const { id } = await t.db
    .insertInto('social_titles')
    .values({ project_id: project.id, text, created_by: userId, position: lastPlus1('social_titles', project) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Everything about a project's covers and titles a call could change, plus the files table's size. */
export async function mediaSnapshot(t: TestApp, project: Project) {
  const covers = await t.db.selectFrom('social_covers').selectAll().where('project_id', '=', project.id).orderBy('id').execute();
  const versions = await t.db
    .selectFrom('social_cover_versions')
    .selectAll()
    .where('project_id', '=', project.id)
    .orderBy('id')
    .execute();
  const titles = await t.db.selectFrom('social_titles').selectAll().where('project_id', '=', project.id).orderBy('id').execute();
  const coverRatings = await t.db
    .selectFrom('social_cover_ratings')
    .selectAll()
    .where('cover_id', 'in', covers.length ? covers.map((c) => c.id) : ['00000000-0000-0000-0000-000000000000'])
    .orderBy('cover_id')
    .orderBy('user_id')
    .execute();
  const titleRatings = await t.db
    .selectFrom('social_title_ratings')
    .selectAll()
    .where('title_id', 'in', titles.length ? titles.map((c) => c.id) : ['00000000-0000-0000-0000-000000000000'])
    .orderBy('title_id')
    .orderBy('user_id')
    .execute();
  const files = await t.db
    .selectFrom('files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { covers, versions, titles, coverRatings, titleRatings, files: Number(files.n) };
}

/** Uploads a cover through the API as the cookie's owner. */
export async function postCover(
  t: TestApp,
  cookie: string | undefined,
  projectId: string,
  content?: Buffer,
  filename = 'cover.png',
) {
  const { payload, headers } = multipartBody({ filename, content: content ?? (await pngImage(160, 90)) });
  return call(t.app, 'POST', `/api/projects/${projectId}/social-media-cover`, { cookie, payload, headers });
}
