// Live events (migration 0021): recorded inside the writing transaction, read by the hub after commit.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

export interface LiveEventInput {
  /**
   * The /api path whose cached reads are stale for these users: a segment ('messages', 'notifs', 'jobs', …) or, when
   * one record's reads alone are stale, its path ('projects/<id>/review-feedback').
   */
  resource: string;
  /** The records concerned (a conversation's id, a job's id, …); the page decides what to re-read. */
  ids: string[];
  /** Who is told; nobody else's stream carries the event. An empty list records nothing. */
  userIds: string[];
}

/** A recorded event as the hub reads it; the id is a number whichever driver read it (PGlite or node-postgres). */
export interface LiveEvent {
  id: number;
  resource: string;
  ids: string[];
  userIds: string[];
}

/** Records an event in the caller's transaction: it becomes visible, and is sent, only if that transaction commits. */
export async function recordLiveEvent(db: Kysely<Database>, event: LiveEventInput): Promise<void> {
  const userIds = [...new Set(event.userIds)];
  if (userIds.length === 0) return;
  await db
    .insertInto('live_events')
    .values({ resource: event.resource, ids: [...new Set(event.ids)], user_ids: userIds })
    .execute();
}

/** The events after `afterId` in id order (only those naming `userId` when given), at most `limit`. */
export async function liveEventsAfter(
  db: Kysely<Database>,
  afterId: number,
  limit: number,
  userId?: string,
): Promise<LiveEvent[]> {
  let query = db
    .selectFrom('live_events')
    .select(['id', 'resource', 'ids', 'user_ids'])
    .where('id', '>', String(afterId))
    .orderBy('id')
    .limit(limit);
  if (userId) query = query.where(sql<boolean>`user_ids @> array[${userId}]::uuid[]`);
  const rows = await query.execute();
  return rows.map((row) => ({ id: Number(row.id), resource: row.resource, ids: row.ids, userIds: row.user_ids }));
}

/** The highest id recorded so far (0 for none). */
export async function latestLiveEventId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('live_events')
    .select((eb) => eb.fn.max('id').as('latest'))
    .executeTakeFirst();
  return Number(row?.latest ?? 0);
}

/** Removes the events recorded before `before`, a bounded batch at a time so no statement runs long. */
export async function deleteLiveEventsBefore(db: Kysely<Database>, before: Date): Promise<void> {
  for (;;) {
    const result = await db
      .deleteFrom('live_events')
      .where('id', 'in', (eb) => eb.selectFrom('live_events').select('id').where('created_at', '<', before).limit(5000))
      .executeTakeFirst();
    if (Number(result.numDeletedRows) < 5000) return;
  }
}
