// Due-date defaults (0038; issue 24): the studio setting, one row per job type and size band that has one.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { DueDefault } from '../domain/due-defaults';

export async function loadDueDefaults(db: Kysely<Database>) {
  return db
    .selectFrom('due_date_defaults')
    .select(['job_type', 'size_offset', 'days', 'updated_at'])
    .orderBy('job_type')
    .orderBy('size_offset')
    .execute();
}

/** The days a new job of this type and band is due in, or null when the studio set none. */
export async function findDueDays(db: Kysely<Database>, jobType: string, sizeOffset: number): Promise<number | null> {
  const row = await db
    .selectFrom('due_date_defaults')
    .select('days')
    .where('job_type', '=', jobType)
    .where('size_offset', '=', sizeOffset as 0 | 3 | 12)
    .executeTakeFirst();
  return row?.days ?? null;
}

/** Writes the bands given in one transaction: a number sets the band's days, null removes its default. */
export async function saveDueDefaults(db: Kysely<Database>, defaults: ReadonlyArray<DueDefault>, actorId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const entry of defaults) {
      if (entry.days === null) {
        await trx
          .deleteFrom('due_date_defaults')
          .where('job_type', '=', entry.jobType)
          .where('size_offset', '=', entry.sizeOffset)
          .execute();
        continue;
      }
      await trx
        .insertInto('due_date_defaults')
        .values({ job_type: entry.jobType, size_offset: entry.sizeOffset, days: entry.days, updated_by: actorId })
        .onConflict((oc) =>
          oc
            .columns(['job_type', 'size_offset'])
            .doUpdateSet({ days: entry.days as number, updated_by: actorId, updated_at: new Date() }),
        )
        .execute();
    }
  });
}
