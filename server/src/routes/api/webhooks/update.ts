// PUT /api/webhooks/:id: changes an endpoint's URL, events or active switch (admins).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequestError, NotFoundError } from '../../../errors';
import { authorize } from '../../../policies';
import { presentWebhookEndpoint } from '../../../presenters/webhook';
import {
  UpdateWebhookSchema,
  WEBHOOK_FORBIDDEN,
  WEBHOOK_NOT_FOUND,
  WEBHOOK_NOTHING_TO_CHANGE,
  WEBHOOK_UPDATED,
} from '../../../schemas/webhook';
import { changeWebhookEndpoint } from '../../../services/webhooks';
import { currentUser } from '../../current-user';

const webhookUpdateRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put('/:id', { schema: UpdateWebhookSchema }, async (request) => {
    authorize(currentUser(request), 'update', 'webhook', null, WEBHOOK_FORBIDDEN);
    const { url, events, active } = request.body;
    if (url === undefined && events === undefined && active === undefined) throw new BadRequestError(WEBHOOK_NOTHING_TO_CHANGE);
    const row = await changeWebhookEndpoint(app.db, app.config.webhookAllowPrivate ?? [], request.params.id, {
      url,
      events,
      active,
    });
    if (!row) throw new NotFoundError(WEBHOOK_NOT_FOUND);
    return { message: WEBHOOK_UPDATED, webhook: presentWebhookEndpoint(row) };
  });
};

export default webhookUpdateRoute;
