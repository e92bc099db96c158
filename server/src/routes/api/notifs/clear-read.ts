// POST /api/notifs/clear-all: remove the caller's read notifications.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clearReadNotifications } from '../../../repositories/notifications';
import { ClearAllNotifsSchema } from '../../../schemas/notification';
import { currentUser } from '../../current-user';

const clearReadNotifsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/clear-all', { schema: ClearAllNotifsSchema }, async (request) => {
    const actor = currentUser(request);
    await clearReadNotifications(app.db, actor.id);
    return { message: 'Read notifications cleared' };
  });
};

export default clearReadNotifsRoute;
