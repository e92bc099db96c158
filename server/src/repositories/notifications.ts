import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, NotificationsTable } from '../db/types';

/** The languages a notification is rendered in. */
type NoticeLocale = 'en' | 'th';

export type NotificationWithActor = Omit<Selectable<NotificationsTable>, 'rendered' | 'mailed_count'> & {
  actor_name: string | null;
  actor_picture: string | null;
  /** Its rendering in the reader's language, when written already. */
  view: { text: string; html: string } | null;
};

/** The reader's rendering only (`rendered -> locale`), not every language's. */
function selectNotifications(db: Kysely<Database>, locale: NoticeLocale) {
  return db
    .selectFrom('notifications')
    .leftJoin('users as actor', 'actor.id', 'notifications.actor_id')
    .select([
      'notifications.id',
      'notifications.user_id',
      'notifications.actor_id',
      'notifications.action_type',
      'notifications.item_id',
      'notifications.url',
      'notifications.text',
      'notifications.message',
      'notifications.read',
      'notifications.count',
      'notifications.created_at',
    ])
    .select(sql<{ text: string; html: string } | null>`notifications.rendered -> ${locale}`.as('view'))
    .select(['actor.name as actor_name', 'actor.picture as actor_picture']);
}

/** Keeps renderings made on first read (one statement for the page), so the next read renders nothing. */
export async function storeRenders(
  db: Kysely<Database>,
  locale: NoticeLocale,
  renders: ReadonlyArray<{ id: string; text: string; html: string }>,
): Promise<void> {
  if (renders.length === 0) return;
  const rows = JSON.stringify(renders.map(({ id, text, html }) => ({ id, view: { text, html } })));
  await sql`update notifications as n
    set rendered = n.rendered || jsonb_build_object(${locale}::text, v.view)
    from jsonb_to_recordset(${rows}::jsonb) as v(id uuid, view jsonb)
    where n.id = v.id`.execute(db);
}

export async function listNotifications(
  db: Kysely<Database>,
  userId: string,
  page: { skip: number; limit: number },
  locale: NoticeLocale,
) {
  const [rows, unread] = await Promise.all([
    selectNotifications(db, locale)
      .where('notifications.user_id', '=', userId)
      .orderBy('notifications.created_at', 'desc')
      .orderBy('notifications.id', 'desc')
      .offset(page.skip)
      .limit(page.limit + 1)
      .execute(),
    db
      .selectFrom('notifications')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('user_id', '=', userId)
      .where('read', '=', false)
      .executeTakeFirstOrThrow(),
  ]);
  return { notifications: rows.slice(0, page.limit), hasMore: rows.length > page.limit, unread: unread.count };
}

export function findNotification(
  db: Kysely<Database>,
  id: string,
  locale: NoticeLocale = 'en',
): Promise<NotificationWithActor | undefined> {
  return selectNotifications(db, locale).where('notifications.id', '=', id).executeTakeFirst();
}

/** Marks a notification read or unread; unread folds it into an unread twin (same url and action) if there is one. Returns the surviving id. */
export async function setNotificationRead(
  db: Kysely<Database>,
  notification: NotificationWithActor,
  read: boolean,
): Promise<string> {
  if (read || !notification.read) {
    await db.updateTable('notifications').set({ read }).where('id', '=', notification.id).execute();
    return notification.id;
  }
  const twin = await db
    .updateTable('notifications')
    .set({ count: sql<number>`count + ${notification.count}` })
    .where('user_id', '=', notification.user_id)
    .where('url', '=', notification.url)
    .where('action_type', '=', notification.action_type)
    .where('read', '=', false)
    .returning('id')
    .executeTakeFirst();
  if (!twin) {
    await db.updateTable('notifications').set({ read: false }).where('id', '=', notification.id).execute();
    return notification.id;
  }
  await db.deleteFrom('notifications').where('id', '=', notification.id).execute();
  return twin.id;
}

export function deleteNotification(trx: Kysely<Database>, id: string) {
  return trx.deleteFrom('notifications').where('id', '=', id).execute();
}

export function markAllNotificationsRead(db: Kysely<Database>, userId: string) {
  return db.updateTable('notifications').set({ read: true }).where('user_id', '=', userId).where('read', '=', false).execute();
}

/** Deletes the user's read notifications (the unread stay). */
export function clearReadNotifications(db: Kysely<Database>, userId: string) {
  return db.deleteFrom('notifications').where('user_id', '=', userId).where('read', '=', true).execute();
}

/** Whether the user muted notifications of `actionType` about `itemId`. */
export async function isNotificationMuted(db: Kysely<Database>, userId: string, itemId: string, actionType: string) {
  const row = await db
    .selectFrom('notification_configs')
    .select('disabled')
    .where('user_id', '=', userId)
    .where('item_id', '=', itemId)
    .where('action_type', '=', actionType)
    .executeTakeFirst();
  return row?.disabled ?? false;
}

/** Mutes (or unmutes) notifications of `actionType` about `itemId` for the user. */
export function muteNotifications(db: Kysely<Database>, userId: string, itemId: string, actionType: string, disabled: boolean) {
  return db
    .insertInto('notification_configs')
    .values({ user_id: userId, item_id: itemId, action_type: actionType, disabled })
    .onConflict((oc) => oc.columns(['user_id', 'item_id', 'action_type']).doUpdateSet({ disabled }))
    .execute();
}
