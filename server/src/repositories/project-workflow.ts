// The writes of the project workflow (status, flags, meta, My List). Every change runs in the caller's
// transaction after `lockProject`, so two changes of one project happen one after the other.
import { sql, type Kysely, type Updateable } from 'kysely';
import type { Database, ProjectsTable } from '../db/types';

/** Locks the project's row for the rest of the transaction; false when there is no such project. */
export async function lockProject(trx: Kysely<Database>, id: string): Promise<boolean> {
  const row = await trx.selectFrom('projects').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  return row !== undefined;
}

/** Changes the project's row and bumps its `updated_at`. */
export async function updateProject(trx: Kysely<Database>, id: string, values: Updateable<ProjectsTable>): Promise<void> {
  await trx
    .updateTable('projects')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Adds the project to the user's My List, or takes it off; answers whether it is on the list now. */
export async function toggleListedBy(trx: Kysely<Database>, projectId: string, userId: string): Promise<boolean> {
  const removed = await trx
    .deleteFrom('project_listed_by')
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) > 0) return false;
  await trx.insertInto('project_listed_by').values({ project_id: projectId, user_id: userId }).execute();
  return true;
}
