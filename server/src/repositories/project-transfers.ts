// Transfers of a project to another installation (DECISIONS "Projects"): what this side sent where, and the
// projects this side made from what others sent.
import type { Insertable, Kysely } from 'kysely';
import type { Database, ProjectsTable } from '../db/types';

/** Records (or updates) the URL of the copy `target` made of the project. */
export async function recordProjectTransfer(
  trx: Kysely<Database>,
  input: { projectId: string; target: string; url: string; userId: string },
): Promise<void> {
  const { projectId, target, url, userId } = input;
  await trx
    .insertInto('project_transfers')
    .values({ project_id: projectId, target, url, user_id: userId })
    .onConflict((oc) => oc.columns(['project_id', 'target']).doUpdateSet({ url }))
    .execute();
}

/**
 * Makes the project sent from `transferred_from` with its scenes' texts in order; answers its id, or undefined when
 * a project from that source exists already (a retry, or two at once).
 */
export async function insertTransferredProject(
  trx: Kysely<Database>,
  values: Insertable<ProjectsTable> & { transferred_from: string },
  scenes: readonly string[],
): Promise<string | undefined> {
  const inserted = await trx
    .insertInto('projects')
    .values(values)
    .onConflict((oc) => oc.column('transferred_from').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return undefined;
  for (const [position, text] of scenes.entries()) {
    await trx.insertInto('scenes').values({ project_id: inserted.id, position, text }).execute();
  }
  return inserted.id;
}

/** The id of the project made from what `source` sent. */
export async function projectTransferredFrom(trx: Kysely<Database>, source: string): Promise<string> {
  const existing = await trx.selectFrom('projects').select('id').where('transferred_from', '=', source).executeTakeFirstOrThrow();
  return existing.id;
}
