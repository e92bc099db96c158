// GET and POST /api/notifs/config: whether the caller hears of one kind of action on one item (mute, unmute).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isNotificationMuted, muteNotifications } from '../../../repositories/notifications';
import { GetNotifConfigSchema, SetNotifConfigSchema } from '../../../schemas/notification';
import { currentUser } from '../../current-user';

const muteNotifsRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
};

export default muteNotifsRoutes;
