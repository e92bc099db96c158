// What notification mails read and mark: notifications not mailed yet (mailed_count < count, a partial index), with
// their recipient's mail settings. Rows are locked for the transaction that mails them, so two runs never mail one.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

function unmailed(db: Kysely<Database>) {
  return db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select([
      'n.id',
      'n.user_id',
      'n.url',
      'n.action_type',
      'n.count',
      'n.mailed_count',
      'n.read',
      'n.message',
      'n.text',
      'n.created_at',
      'u.email',
      'u.notification_email',
      'u.notification_email_on',
      'u.notification_digest',
      'u.locale',
    ])
    .whereRef('n.mailed_count', '<', 'n.count');
}

export type UnmailedNotification = Awaited<ReturnType<ReturnType<typeof unmailed>['execute']>>[number];

/**
 * Unmailed notifications quiet for `foldSeconds` of users not on the digest, or with mail off (oldest first, locked).
 */
export function lockUnmailedImmediate(db: Kysely<Database>, foldSeconds: number, limit: number) {
  return unmailed(db)
    .where((eb) => eb.or([eb('u.notification_digest', '=', false), eb('u.notification_email_on', '=', false)]))
    .where('n.created_at', '<=', sql<Date>`now() - make_interval(secs => ${foldSeconds})`)
    .orderBy('n.created_at')
    .limit(limit)
    .forUpdate(['n'])
    .skipLocked()
    .execute();
}

/** Users on the daily digest with something unmailed. */
export async function digestUserIds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select('n.user_id')
    .distinct()
    .whereRef('n.mailed_count', '<', 'n.count')
    .where('u.notification_digest', '=', true)
    .where('u.notification_email_on', '=', true)
    .execute();
  return rows.map((row) => row.user_id);
}

/** One user's unmailed notifications (oldest first, locked). */
export function lockUnmailedOf(db: Kysely<Database>, userId: string, limit: number) {
  return unmailed(db).where('n.user_id', '=', userId).orderBy('n.created_at').limit(limit).forUpdate(['n']).execute();
}

export async function markMailed(db: Kysely<Database>, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('notifications')
    .set({ mailed_count: sql<number>`count` })
    .where('id', 'in', ids)
    .execute();
}
