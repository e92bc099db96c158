// A project's drive setup: one row per project (its primary key), with the progress log the page polls.
import type { Kysely, Selectable } from 'kysely';
import type { Database, DriveSetupsTable } from '../db/types';

/** Starts the project's setup; the primary key refuses a second one, whatever races. */
export async function insertDriveSetup(trx: Kysely<Database>, projectId: string, userId: string): Promise<void> {
  await trx.insertInto('drive_setups').values({ project_id: projectId, user_id: userId }).execute();
}

/** The setup's progress log and status (undefined when none was started). */
export async function findDriveSetup(
  db: Kysely<Database>,
  projectId: string,
): Promise<Pick<Selectable<DriveSetupsTable>, 'log' | 'status'> | undefined> {
  return db.selectFrom('drive_setups').select(['log', 'status']).where('project_id', '=', projectId).executeTakeFirst();
}

/** A setup still to be made (status running) with its project's title; undefined once it has finished. */
export async function findRunningSetup(db: Kysely<Database>, projectId: string): Promise<{ title: string } | undefined> {
  return db
    .selectFrom('drive_setups')
    .innerJoin('projects', 'projects.id', 'drive_setups.project_id')
    .select('projects.title')
    .where('drive_setups.project_id', '=', projectId)
    .where('drive_setups.status', '=', 'running')
    .executeTakeFirst();
}
