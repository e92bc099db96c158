// GET /api/webhooks: every webhook endpoint (never its secret) and the events one may choose (admins).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WEBHOOK_EVENTS } from '../../../domain/webhooks';
import { authorize } from '../../../policies';
import { presentWebhookEndpoint } from '../../../presenters/webhook';
import { listWebhookEndpoints } from '../../../repositories/webhooks';
import { ListWebhooksSchema, WEBHOOK_FORBIDDEN } from '../../../schemas/webhook';
import { currentUser } from '../../current-user';

const webhookListRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: ListWebhooksSchema }, async (request) => {
    authorize(currentUser(request), 'list', 'webhook', null, WEBHOOK_FORBIDDEN);
    const rows = await listWebhookEndpoints(app.db);
    return { webhooks: rows.map(presentWebhookEndpoint), events: [...WEBHOOK_EVENTS] };
  });
};

export default webhookListRoute;
