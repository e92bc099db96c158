// Webhook deliveries after commit (services/webhooks.ts): the dispatcher follows the database's changes and queues
// the due deliveries; it starts once the app is ready (the queue's jobs are registered in plugins/queue.ts).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { DataChanges } from '../db/changes';
import { WebhookDispatcher } from '../services/webhooks';

async function webhooksPlugin(app: FastifyInstance, options: { changes: DataChanges }): Promise<void> {
  let dispatcher: WebhookDispatcher | null = null;
  app.addHook('onReady', async () => {
    dispatcher = new WebhookDispatcher(app.db, app.queue, options.changes, (error) =>
      app.log.warn({ err: error }, 'webhook dispatch'),
    );
    void dispatcher.poke();
  });
  app.addHook('preClose', async () => {
    await dispatcher?.stop();
  });
}

export default fp(webhooksPlugin, { name: 'webhooks', dependencies: ['db', 'queue'] });
