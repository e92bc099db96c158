// The late alerts' timer (issue 24): runs services/due-alerts.ts every `dueAlertsEveryMs` while the app is up (none
// when unset, as in tests, which call the pass with their own clock). One place to replace with a queued job.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { runDueAlerts } from '../services/due-alerts';

const dueAlertsPlugin: FastifyPluginAsync = async (app) => {
  const every = app.config.dueAlertsEveryMs ?? 0;
  if (!Number.isFinite(every) || every <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const pass = async () => {
    if (running) return;
    running = true;
    try {
      const sent = await runDueAlerts(app.db, new Date());
      if (sent.dueSoon + sent.overdue > 0) app.log.info(sent, 'late alerts sent');
    } catch (error) {
      app.log.error({ err: error }, 'late alerts pass failed');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void pass(), every);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
};

export default fp(dueAlertsPlugin, { name: 'due-alerts', dependencies: ['db'] });
