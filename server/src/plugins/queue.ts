// The background job queue (server/src/queue): pg-boss on PostgreSQL, the in-process runner on PGlite. Handlers are
// registered while the app is built; the queue starts when the app is ready and stops (waiting for running jobs)
// when it closes.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createQueue } from '../queue';
import { registerDriveSetupJob } from '../services/drive-setup';
import { registerDueAlertJobs } from '../services/due-alerts';
import { registerNotificationMailJobs } from '../services/notification-mails';
import { registerWebhookJobs } from '../services/webhooks';

async function queuePlugin(
  app: FastifyInstance,
  options: { dbKind: 'postgres' | 'pglite'; databaseUrl?: string },
): Promise<void> {
  const queue = createQueue(options.dbKind, app.db, app.log, options.databaseUrl, app.config.queueStopSettleMs);
  if (app.config.schedules === false && 'scheduling' in queue) queue.scheduling = false;
  app.decorate('queue', queue);
  app.addHook('onReady', async () => {
    registerNotificationMailJobs(app);
    registerDriveSetupJob(app);
    registerDueAlertJobs(app);
    registerWebhookJobs({ db: app.db, queue, allowance: app.config.webhookAllowPrivate ?? [] });
    try {
      await queue.start();
    } catch (error) {
      // The app still answers; the work waits in the database until the next start.
      app.log.error({ err: error }, 'the job queue did not start');
    }
  });
  app.addHook('onClose', async () => {
    await queue.stop();
    app.mailer.close?.();
  });
}

export default fp(queuePlugin, { name: 'queue', dependencies: ['db'] });
