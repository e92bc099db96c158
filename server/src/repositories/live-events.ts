// Live events (migration 0021): recorded inside the writing transaction, read by the hub after commit.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

export interface LiveEventInput {
  /** The /api path segment whose cached reads are stale for these users ('messages', 'notifs', 'jobs', …). */
  resource: string;
  /** The records concerned (a conversation's id, a job's id, …); the page decides what to re-read. */
  ids: string[];
  /** Who is told; nobody else's stream carries the event. An empty list records nothing. */
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
