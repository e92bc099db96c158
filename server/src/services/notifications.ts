// Sends notifications. Never to the actor, nothing for a muted (item, action type) pair, and an
// unread notification with the same url and action type absorbs a new one (count + 1, newest text).
// What a notification says is kept as a message key and parameters (notification-texts.ts) and rendered once per
// language here, when it is written: a read of the list renders nothing (issue 13).
import { sql, type Kysely } from 'kysely';
import type { Database, NotificationRenders } from '../db/types';
import { recordLiveEvent } from '../repositories/live-events';
import { storeRenders } from '../repositories/notifications';
import { renderMarkdown } from './markdown';
import { NOTICE_LOCALES, renderNotice, type NoticeLocale, type NoticeMessage } from './notification-texts';

interface NotifyBase {
  recipients: ReadonlyArray<string>;
  actorId: string | null;
  actionType: string;
  itemId: string;
  url: string;
}

/** A message rendered in each reader's language, or (older callers) one markdown text for every reader. */
export type NotifyInput = NotifyBase & ({ message: NoticeMessage; text?: undefined } | { text: string; message?: undefined });

/** The markdown and HTML of a notification in `locale`: from its message when it has one, else its text. */
export function renderNotification(
  notification: { message: NoticeMessage | null; text: string },
  locale: NoticeLocale,
): { text: string; html: string } {
  const text = notification.message ? renderNotice(notification.message, locale) : notification.text;
  return { text, html: renderMarkdown(text) };
}

function renderAll(notification: { message: NoticeMessage | null; text: string }): NotificationRenders {
  return Object.fromEntries(NOTICE_LOCALES.map((locale) => [locale, renderNotification(notification, locale)]));
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
  const message = input.message ?? null;
  const rendered = renderAll({ message, text: input.text ?? '' });
  const english = rendered.en?.text ?? input.text ?? '';
  await db
    .insertInto('notifications')
    .values(
      recipients.map((userId) => ({
        user_id: userId,
        actor_id: input.actorId,
        action_type: input.actionType,
        item_id: input.itemId,
        url: input.url,
        text: english,
        message: message ? JSON.stringify(message) : null,
        rendered: JSON.stringify(rendered),
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'url', 'action_type'])
        .where(sql<boolean>`not read`)
        .doUpdateSet({
          count: sql<number>`notifications.count + 1`,
          text: (eb) => eb.ref('excluded.text'),
          message: (eb) => eb.ref('excluded.message'),
          rendered: (eb) => eb.ref('excluded.rendered'),
          actor_id: (eb) => eb.ref('excluded.actor_id'),
          item_id: (eb) => eb.ref('excluded.item_id'),
          created_at: sql<Date>`now()`,
        }),
    )
    .execute();
  // Their bells and panels re-read (an open page hears it through GET /api/events once this transaction commits).
  await recordLiveEvent(db, { resource: 'notifs', ids: [input.itemId], userIds: recipients });
  return recipients;
}

/**
 * The notifications with their rendering in `locale`: kept ones as they are, the rest (written before renderings
 * were kept, or in a language not kept yet) rendered now and kept, in one statement, for the next read.
 */
export async function withViews<
  T extends { id: string; message: unknown; text: string; view: { text: string; html: string } | null },
>(db: Kysely<Database>, rows: T[], locale: NoticeLocale): Promise<Array<T & { view: { text: string; html: string } }>> {
  const fresh: Array<{ id: string; text: string; html: string }> = [];
  const viewed = rows.map((row) => {
    if (row.view) return row as T & { view: { text: string; html: string } };
    const view = renderNotification({ message: row.message as NoticeMessage | null, text: row.text }, locale);
    fresh.push({ id: row.id, ...view });
    return { ...row, view };
  });
  await storeRenders(db, locale, fresh);
  return viewed;
}
