// Planned launch dates (0038; issue 24): written by "Mark as Ready" inside its transaction, read by the checklist
// (the Facebook launch date) and by the studio calendar (by range, through project_launch_dates_on_idx).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { LaunchPlatform } from '../domain/launch-dates';

/** Replaces the project's planned launch dates with `dates`. */
export async function replaceLaunchDates(
  trx: Kysely<Database>,
  projectId: string,
  dates: ReadonlyArray<{ platform: LaunchPlatform; date: string }>,
  userId: string,
): Promise<void> {
  await trx.deleteFrom('project_launch_dates').where('project_id', '=', projectId).execute();
  if (dates.length === 0) return;
  await trx
    .insertInto('project_launch_dates')
    .values(dates.map(({ platform, date }) => ({ project_id: projectId, platform, planned_on: date, set_by: userId })))
    .execute();
}

/** The project's planned launch date on a platform (YYYY-MM-DD), or null. */
export async function findLaunchDate(db: Kysely<Database>, projectId: string, platform: LaunchPlatform): Promise<string | null> {
  const row = await db
    .selectFrom('project_launch_dates')
    .select(sql<string>`to_char(planned_on, 'YYYY-MM-DD')`.as('date'))
    .where('project_id', '=', projectId)
    .where('platform', '=', platform)
    .executeTakeFirst();
  return row?.date ?? null;
}
