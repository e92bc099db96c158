// Webhooks (issue 25, services/webhooks.ts): admins' endpoints and their delivery logs. One file per endpoint.
import type { FastifyPluginAsync } from 'fastify';
import webhookCreateRoute from './create';
import webhookDeleteRoute from './delete';
import webhookDeliveriesRoute from './deliveries';
import webhookListRoute from './list';
import webhookResendRoute from './resend';
import webhookUpdateRoute from './update';

const webhookRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [
    webhookListRoute,
    webhookCreateRoute,
    webhookUpdateRoute,
    webhookDeleteRoute,
    webhookDeliveriesRoute,
    webhookResendRoute,
  ]) {
    await app.register(routes);
  }
};

export default webhookRoutes;
