// The writes of the project workflow (status, flags, meta, My List). Every change runs in the caller's
// transaction after `lockProject`, so two changes of one project happen one after the other.
import { type Kysely } from 'kysely';
import type { Database } from '../db/types';

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
