// Sends notifications. Never to the actor, nothing for a muted (item, action type) pair, and an
// unread notification with the same url and action type absorbs a new one (count + 1, newest text).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

export interface NotifyInput {
  recipients: ReadonlyArray<string>;
  actorId: string | null;
  actionType: string;
  itemId: string;
  url: string;
  /** Markdown. */
  text: string;
}

/** Notifies the recipients (pass the transaction of the change that caused it); returns who was notified. */
export async function notify(db: Kysely<Database>, input: NotifyInput): Promise<string[]> {
  const candidates = [...new Set(input.recipients)].filter((id) => id !== input.actorId);
  if (candidates.length === 0) return [];
  const muted = await db
    .selectFrom('notification_configs')
    .select('user_id')
    .where('item_id', '=', input.itemId)
    .where('action_type', '=', input.actionType)
    .where('disabled', '=', true)
    .where('user_id', 'in', candidates)
    .execute();
  const mutedIds = new Set(muted.map((row) => row.user_id));
  const recipients = candidates.filter((id) => !mutedIds.has(id));
  if (recipients.length === 0) return [];
  await db
    .insertInto('notifications')
    .values(
      recipients.map((userId) => ({
        user_id: userId,
        actor_id: input.actorId,
        action_type: input.actionType,
        item_id: input.itemId,
        url: input.url,
        text: input.text,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'url', 'action_type'])
        .where(sql<boolean>`not read`)
        .doUpdateSet({
          count: sql<number>`notifications.count + 1`,
          text: (eb) => eb.ref('excluded.text'),
          actor_id: (eb) => eb.ref('excluded.actor_id'),
          item_id: (eb) => eb.ref('excluded.item_id'),
          created_at: sql<Date>`now()`,
        }),
    )
    .execute();
  return recipients;
}
