// Scenes for tests: written straight into the database (a project's scenes in order), an image upload to put on
// them, and a snapshot of everything a scene call could write, to prove a refused call wrote nothing.
import { sql } from 'kysely';
import type { TestApp } from './helper';
import { call } from './helper';
import type { Project, User } from './factories';
import { createProject } from './factories';
import { multipartBody, pngImage } from './multipart';
import type { ProjectCallers } from './project-callers';

export interface SceneSeed {
  text?: string;
  imageFileId?: string | null;
  imageBy?: string | null;
  status?: string | null;
}

/** Inserts the scenes at positions 0..n-1 and answers their ids in order. */
export async function createScenes(t: TestApp, project: Project, scenes: Array<SceneSeed | string>): Promise<string[]> {
  const ids: string[] = [];
  for (const [position, seed] of scenes.entries()) {
    const scene = typeof seed === 'string' ? { text: seed } : seed;
    const row = await t.db
      .insertInto('scenes')
      .values({
        project_id: project.id,
        position,
        text: scene.text ?? '',
        image_file_id: scene.imageFileId ?? null,
        image_by: scene.imageBy ?? null,
        status: (scene.status ?? null) as never,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  await t.db.updateTable('projects').set({ scene_count: scenes.length }).where('id', '=', project.id).execute();
  return ids;
}

/** A project of the callers' people (PM, client, freelancer, freelancer without terms) in `status`. */
export const callersProject = (t: TestApp, c: ProjectCallers, status: Project['status'] = 'script-writing') =>
  createProject(t.db, {
    status,
    collaborators: [c.users.projectPm, c.users.clientCollaborator, c.users.freelancer, c.users.freelancerWithoutTerms],
  });

/** Uploads a PNG through /api/files/upload as the cookie's owner; answers the file id. */
export async function uploadImage(t: TestApp, cookie: string, width = 300, height = 200): Promise<string> {
  const { payload, headers } = multipartBody({ filename: 'frame.png', content: await pngImage(width, height) });
  const response = await call(t.app, 'POST', '/api/files/upload', { cookie, payload, headers });
  expect(response.statusCode).toBe(201);
  return response.json().file.id;
}

/** Everything about a project's scenes a call could change, plus the files table's size. */
export async function sceneSnapshot(t: TestApp, project: Project) {
  const scenes = await t.db.selectFrom('scenes').selectAll().where('project_id', '=', project.id).orderBy('position').execute();
  const versions = await t.db.selectFrom('scene_versions').selectAll().where('project_id', '=', project.id).execute();
  const likes = await t.db
    .selectFrom('scene_likes')
    .innerJoin('scenes', 'scenes.id', 'scene_likes.scene_id')
    .select(['scene_likes.scene_id', 'scene_likes.user_id'])
    .where('scenes.project_id', '=', project.id)
    .execute();
  const row = await t.db
    .selectFrom('projects')
    .select(['credits', 'word_count', 'character_count', 'scene_count', 'demon_proof', 'updated_at'])
    .where('id', '=', project.id)
    .executeTakeFirstOrThrow();
  const files = await t.db
    .selectFrom('files')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return { scenes, versions, likes, project: row, files: files.n };
}

export const userRef = (user: User) => ({ _id: user.id, name: user.name, picture: user.picture });

/** A PNG data URL as a sketcher's canvas gives it. */
export async function sketchDataUrl(width = 200, height = 120): Promise<string> {
  return `data:image/png;base64,${(await pngImage(width, height)).toString('base64')}`;
}
