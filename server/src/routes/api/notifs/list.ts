// GET /api/notifs: the caller's notifications, a page at a time, with the unread count.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestLocale } from '../../../plugins/request-locale';
import { presentNotification } from '../../../presenters/notification';
import { listNotifications } from '../../../repositories/notifications';
import { ListNotifsSchema } from '../../../schemas/notification';
import { withViews } from '../../../services/notifications';
import { currentUser } from '../../current-user';

const listNotifsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: ListNotifsSchema }, async (request) => {
    const actor = currentUser(request);
    const locale = requestLocale(request);
    const { notifications, hasMore, unread } = await listNotifications(app.db, actor.id, request.query, locale);
    const viewed = await withViews(app.db, notifications, locale);
    return { notifs: viewed.map(presentNotification), hasMore, unread };
  });
};

export default listNotifsRoute;
