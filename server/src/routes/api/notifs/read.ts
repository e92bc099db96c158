// POST /api/notifs/:id/mark and /:id/unmark: mark one of the caller's notifications read or unread.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../../errors';
import { requestLocale } from '../../../plugins/request-locale';
import { presentNotification } from '../../../presenters/notification';
import { findNotification, setNotificationRead } from '../../../repositories/notifications';
import { MarkNotifSchema, UnmarkNotifSchema } from '../../../schemas/notification';
import { withViews } from '../../../services/notifications';
import { currentUser } from '../../current-user';
import { loadOwnNotification } from './load';

const readNotifRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
};

export default readNotifRoutes;
