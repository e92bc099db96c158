// POST /api/webhooks: a new webhook endpoint (admins); its signing secret is in this answer only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorize } from '../../../policies';
import { presentWebhookEndpoint } from '../../../presenters/webhook';
import { CreateWebhookSchema, WEBHOOK_CREATED, WEBHOOK_FORBIDDEN } from '../../../schemas/webhook';
import { createWebhookEndpoint } from '../../../services/webhooks';
import { currentUser } from '../../current-user';

const webhookCreateRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('', { schema: CreateWebhookSchema }, async (request, reply) => {
    const actor = currentUser(request);
    authorize(actor, 'create', 'webhook', null, WEBHOOK_FORBIDDEN);
    const row = await createWebhookEndpoint(app.db, app.config.webhookAllowPrivate ?? [], {
      url: request.body.url,
      events: request.body.events,
      active: request.body.active ?? true,
      createdBy: actor.id,
    });
    reply.code(201);
    return { message: WEBHOOK_CREATED, secret: row.secret, webhook: presentWebhookEndpoint(row) };
  });
};

export default webhookCreateRoute;
