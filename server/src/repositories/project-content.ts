// Writes of the content a project page edits (checklist, specs, raw script, storyboard brief, relaunch flag),
// each inside the route's transaction with the project's row locked.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

/** Adds a platform to the project's platforms (once). */
export async function addProjectPlatform(trx: Kysely<Database>, id: string, platform: string): Promise<void> {
  await trx
    .updateTable('projects')
    .set({ platforms: sql<string[]>`array_append(platforms, ${platform}::text)` })
    .where('id', '=', id)
    .where(sql<boolean>`not (${platform}::text = any(platforms))`)
    .execute();
}

/** The project's collaborators who are PMs (admins, or staff and freelancers holding project-manager). */
export async function collaboratingPmIds(db: Kysely<Database>, projectId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('project_collaborators as pc')
    .innerJoin('users as u', 'u.id', 'pc.user_id')
    .select('u.id')
    .where('pc.project_id', '=', projectId)
    .where((eb) =>
      eb.or([
        eb('u.level', '=', 'admin'),
        eb.and([eb('u.level', 'in', ['staff', 'freelancer']), sql<boolean>`'project-manager' = any(u.roles)`]),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}
