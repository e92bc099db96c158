// POST /api/webhooks/:id/deliveries/:deliveryId/resend: "send again" — a new delivery of the same event (same
// event id, so a receiver that has it can tell), due now, with its own retries (admins).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../../errors';
import { authorize } from '../../../policies';
import { presentWebhookDelivery } from '../../../presenters/webhook';
import { copyWebhookDelivery, findWebhookDelivery } from '../../../repositories/webhooks';
import {
  ResendWebhookDeliverySchema,
  WEBHOOK_DELIVERY_NOT_FOUND,
  WEBHOOK_FORBIDDEN,
  WEBHOOK_RESENT,
} from '../../../schemas/webhook';
import { currentUser } from '../../current-user';

const webhookResendRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/deliveries/:deliveryId/resend', { schema: ResendWebhookDeliverySchema }, async (request) => {
    authorize(currentUser(request), 'resend', 'webhook', null, WEBHOOK_FORBIDDEN);
    const { id, deliveryId } = request.params;
    const delivery = await app.db.transaction().execute(async (trx) => {
      const original = await findWebhookDelivery(trx, deliveryId);
      if (!original || original.endpoint_id !== id) throw new NotFoundError(WEBHOOK_DELIVERY_NOT_FOUND);
      return copyWebhookDelivery(trx, deliveryId);
    });
    if (!delivery) throw new NotFoundError(WEBHOOK_DELIVERY_NOT_FOUND);
    return { message: WEBHOOK_RESENT, delivery: presentWebhookDelivery(delivery) };
  });
};

export default webhookResendRoute;
