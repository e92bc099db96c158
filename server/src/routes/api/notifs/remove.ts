// DELETE /api/notifs/:id: remove one of the caller's notifications.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { deleteNotification } from '../../../repositories/notifications';
import { DeleteNotifSchema } from '../../../schemas/notification';
import { currentUser } from '../../current-user';
import { loadOwnNotification } from './load';

const removeNotifRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.delete('/:id', { schema: DeleteNotifSchema }, async (request) => {
    const actor = currentUser(request);
    await app.db.transaction().execute(async (trx) => {
      const notification = await loadOwnNotification(trx, actor, request.params.id);
      await deleteNotification(trx, notification.id);
    });
    return { message: 'Notification removed' };
  });
};

export default removeNotifRoute;
