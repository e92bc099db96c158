// The PM logs: one row per project event (status, collaborator, checklist, spec, drive, doc, transfer and
// publishing events), who did it and when. Written inside the transaction of the change it records.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** Records one project event (pass the transaction of the change). */
export async function logProjectEvent(
  db: Kysely<Database>,
  entry: { projectId: string; userId: string | null; action: string; details?: Record<string, unknown> },
): Promise<void> {
  await db
    .insertInto('project_logs')
    .values({
      project_id: entry.projectId,
      user_id: entry.userId,
      action: entry.action,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}
