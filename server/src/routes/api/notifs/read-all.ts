// POST /api/notifs/mark-all: mark all of the caller's notifications read.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { markAllNotificationsRead } from '../../../repositories/notifications';
import { MarkAllNotifsSchema } from '../../../schemas/notification';
import { currentUser } from '../../current-user';

const readAllNotifsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/mark-all', { schema: MarkAllNotifsSchema }, async (request) => {
    const actor = currentUser(request);
    await markAllNotificationsRead(app.db, actor.id);
    return { message: 'All notifications marked read' };
  });
};

export default readAllNotifsRoute;
