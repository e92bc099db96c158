// POST /api/accounts/notification, /notification-mails and /notification-email: whether notifications go by e-mail
// too, how (one by one or as a daily digest), and where.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { updateOwnRow } from '../../../repositories/users';
import {
  NotificationEmailSchema,
  NotificationMailsSchema,
  NOTIFICATIONS_UPDATED,
  NotificationSchema,
} from '../../../schemas/account';
import { currentUser } from '../../current-user';
import { answer } from './answer';

const notificationSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/notification', { schema: NotificationSchema }, async (request) => {
    const row = await updateOwnRow(app.db, currentUser(request).id, { notification_email_on: request.body.setting });
    return answer(NOTIFICATIONS_UPDATED, row);
  });

  app.post('/notification-mails', { schema: NotificationMailsSchema }, async (request) => {
    const { mode } = request.body;
    const row = await updateOwnRow(app.db, currentUser(request).id, {
      notification_email_on: mode !== 'off',
      ...(mode !== 'off' && { notification_digest: mode === 'daily' }),
    });
    return answer(NOTIFICATIONS_UPDATED, row);
  });

  app.post('/notification-email', { schema: NotificationEmailSchema }, async (request) => {
    const email = request.body.email.trim().toLowerCase();
    const row = await updateOwnRow(app.db, currentUser(request).id, { notification_email: email || null });
    return answer(NOTIFICATIONS_UPDATED, row);
  });
};

export default notificationSettingsRoutes;
