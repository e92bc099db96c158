// Per-user action counts (migration 0024, services/user-limits.ts): one row per (user, action, window).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * Counts one more `action` of the user in the window starting at `windowStart`, unless the window already holds
 * `max`: one atomic upsert, so instances racing on the same row never both pass the last place. Returns whether it
 * was counted (false: the user is at the limit; the refused attempt is not counted).
 */
export async function countUserAction(
  db: Kysely<Database>,
  entry: { userId: string; action: string; windowStart: Date; max: number },
): Promise<boolean> {
  const row = await db
    .insertInto('user_action_counts')
    .values({ user_id: entry.userId, action: entry.action, window_start: entry.windowStart, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'action', 'window_start'])
        .doUpdateSet({ count: sql<number>`user_action_counts.count + 1` })
        .where('user_action_counts.count', '<', entry.max),
    )
    .returning('count')
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets the user's counts of windows that started before `before` (nobody reads them any more). */
export async function forgetUserActions(db: Kysely<Database>, userId: string, action: string, before: Date): Promise<void> {
  await db
    .deleteFrom('user_action_counts')
    .where('user_id', '=', userId)
    .where('action', '=', action)
    .where('window_start', '<', before)
    .execute();
}
