import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, NotificationsTable } from '../db/types';

export type NotificationWithActor = Selectable<NotificationsTable> & {
  actor_name: string | null;
  actor_picture: string | null;
};

function selectNotifications(db: Kysely<Database>) {
  return db
    .selectFrom('notifications')
    .leftJoin('users as actor', 'actor.id', 'notifications.actor_id')
    .selectAll('notifications')
    .select(['actor.name as actor_name', 'actor.picture as actor_picture']);
}

export async function listNotifications(db: Kysely<Database>, userId: string, page: { skip: number; limit: number }) {
  const [rows, unread] = await Promise.all([
    selectNotifications(db)
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

export function findNotification(db: Kysely<Database>, id: string): Promise<NotificationWithActor | undefined> {
  return selectNotifications(db).where('notifications.id', '=', id).executeTakeFirst();
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
