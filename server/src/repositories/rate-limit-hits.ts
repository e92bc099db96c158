// Hits of the per-address form limits (migration 0031, services/rate-limit-store.ts).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

/** Counts one hit of `key` in the window starting at `windowStart` (one atomic upsert) and returns the window's count. */
export async function countHit(db: Kysely<Database>, key: string, windowStart: Date): Promise<number> {
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql<number>`rate_limit_hits.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Forgets the windows of `key` that started before `before` (nobody counts them any more). */
export async function forgetHits(db: Kysely<Database>, key: string, before: Date): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('key', '=', key).where('window_start', '<', before).execute();
}
