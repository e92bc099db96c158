// Writes of the content a project page edits (checklist, specs, raw script, storyboard brief, relaunch flag),
// each inside the route's transaction with the project's row locked.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { projectPmUsersSql } from '../policies/actor';

/** Adds a platform to the project's platforms (once). */
export async function addProjectPlatform(trx: Kysely<Database>, id: string, platform: string): Promise<void> {
  await trx
    .updateTable('projects')
    .set({ platforms: sql<string[]>`array_append(platforms, ${platform}::text)` })
    .where('id', '=', id)
    .where(sql<boolean>`not (${platform}::text = any(platforms))`)
    .execute();
}

/** The project's collaborators who are its PMs (`isProjectPm` among its collaborators: admins and PM-role holders). */
export async function collaboratingPmIds(db: Kysely<Database>, projectId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('project_collaborators as collab')
    .innerJoin('users', 'users.id', 'collab.user_id')
    .select('users.id')
    .where('collab.project_id', '=', projectId)
    .where(projectPmUsersSql(projectId))
    .execute();
  return rows.map((row) => row.id);
}
