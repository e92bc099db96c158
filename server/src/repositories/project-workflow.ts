// The writes of the project workflow (status, flags, meta, My List). Every change runs in the caller's
// transaction after `lockProject`, so two changes of one project happen one after the other.
import { type Kysely } from 'kysely';
import type { Database } from '../db/types';

/** Adds the project to the user's My List, or takes it off; answers whether it is on the list now. */
/** Puts the project on the user's My List (`listed`) or takes it off; either is a no-op when it already is so. */
export async function setListedBy(trx: Kysely<Database>, projectId: string, userId: string, listed: boolean): Promise<void> {
  if (listed)
    await trx
      .insertInto('project_listed_by')
      .values({ project_id: projectId, user_id: userId })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  else await trx.deleteFrom('project_listed_by').where('project_id', '=', projectId).where('user_id', '=', userId).execute();
}
