import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { NotFoundError } from '../../../errors';
import { can, type Actor } from '../../../policies';
import { presentNotification } from '../../../presenters/notification';
import {
  clearReadNotifications,
  deleteNotification,
  findNotification,
  isNotificationMuted,
  listNotifications,
  markAllNotificationsRead,
  muteNotifications,
  setNotificationRead,
} from '../../../repositories/notifications';
import { withViews } from '../../../services/notifications';
import { Id, paging } from '../../../schemas/common';
import { currentUser } from '../../current-user';
import { requestLocale } from '../../../plugins/request-locale';
import {
  ClearAllNotifsSchema,
  DeleteNotifSchema,
  GetNotifConfigSchema,
  ListNotifsSchema,
  MarkAllNotifsSchema,
  MarkNotifSchema,
  SetNotifConfigSchema,
  UnmarkNotifSchema,
} from '../../../schemas/notification';

/** The actor's own notification; anyone else's is "not found" (its existence is nobody else's business). */
async function loadOwnNotification(db: Kysely<Database>, actor: Actor, id: string) {
  const notification = await findNotification(db, id);
  if (!notification || !can(actor, 'update', 'notification', { userId: notification.user_id })) {
    throw new NotFoundError('Notification not found');
  }
  return notification;
}

const notifRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: ListNotifsSchema }, async (request) => {
    const actor = currentUser(request);
    const locale = requestLocale(request);
    const { notifications, hasMore, unread } = await listNotifications(app.db, actor.id, request.query, locale);
    const viewed = await withViews(app.db, notifications, locale);
    return { notifs: viewed.map(presentNotification), hasMore, unread };
  });

  for (const [path, schema, read] of [
    ['/:id/mark', MarkNotifSchema, true],
    ['/:id/unmark', UnmarkNotifSchema, false],
  ] as const) {
    app.post(path, { schema }, async (request) => {
      const actor = currentUser(request);
      const locale = requestLocale(request);
      const notif = await app.db.transaction().execute(async (trx) => {
        const notification = await loadOwnNotification(trx, actor, request.params.id);
        const id = await setNotificationRead(trx, notification, read);
        const found = await findNotification(trx, id, locale);
        return found && (await withViews(trx, [found], locale))[0];
      });
      if (!notif) throw new NotFoundError('Notification not found');
      return { notif: presentNotification(notif) };
    });
  }

  app.delete('/:id', { schema: DeleteNotifSchema }, async (request) => {
    const actor = currentUser(request);
    await app.db.transaction().execute(async (trx) => {
      const notification = await loadOwnNotification(trx, actor, request.params.id);
      await deleteNotification(trx, notification.id);
    });
    return { message: 'Notification removed' };
  });

  app.post('/mark-all', { schema: MarkAllNotifsSchema }, async (request) => {
    const actor = currentUser(request);
    await markAllNotificationsRead(app.db, actor.id);
    return { message: 'All notifications marked read' };
  });

  app.post('/clear-all', { schema: ClearAllNotifsSchema }, async (request) => {
    const actor = currentUser(request);
    await clearReadNotifications(app.db, actor.id);
    return { message: 'Read notifications cleared' };
  });

  app.get('/config', { schema: GetNotifConfigSchema }, async (request) => {
    const actor = currentUser(request);
    const { itemId, actionType } = request.query;
    return { config: { itemId, actionType, disabled: await isNotificationMuted(app.db, actor.id, itemId, actionType) } };
  });

  app.post('/config', { schema: SetNotifConfigSchema }, async (request) => {
    const actor = currentUser(request);
    const { itemId, actionType, disabled } = request.body;
    await muteNotifications(app.db, actor.id, itemId, actionType, disabled);
    return { config: { itemId, actionType, disabled } };
  });

  // The benchmark's floor (npm run bench, BENCH_FLOOR=1 only): the same page query for the user named by `as`,
  // with no session, rendering, presenter or response schema work.
  if (app.config.benchFloor) {
    app.get(
      '/bench-floor',
      { config: { public: true }, schema: { hide: true, querystring: Type.Object({ as: Id, ...paging(50, 100) }) } },
      async (request) => listNotifications(app.db, request.query.as, request.query, 'en'),
    );
  }
};

export default notifRoutes;
