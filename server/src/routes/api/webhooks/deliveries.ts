// GET /api/webhooks/:id/deliveries: one page of an endpoint's delivery log, newest first (admins).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../../errors';
import { authorize } from '../../../policies';
import { presentWebhookDelivery } from '../../../presenters/webhook';
import { findWebhookEndpoint, listWebhookDeliveries } from '../../../repositories/webhooks';
import { ListWebhookDeliveriesSchema, WEBHOOK_FORBIDDEN, WEBHOOK_NOT_FOUND } from '../../../schemas/webhook';
import { currentUser } from '../../current-user';

const webhookDeliveriesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:id/deliveries', { schema: ListWebhookDeliveriesSchema }, async (request) => {
    authorize(currentUser(request), 'readDeliveries', 'webhook', null, WEBHOOK_FORBIDDEN);
    if (!(await findWebhookEndpoint(app.db, request.params.id))) throw new NotFoundError(WEBHOOK_NOT_FOUND);
    const { rows, total } = await listWebhookDeliveries(app.db, request.params.id, request.query);
    return { deliveries: rows.map(presentWebhookDelivery), total };
  });
};

export default webhookDeliveriesRoute;
