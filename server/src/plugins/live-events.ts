// The live-event hub on the app (`app.liveEvents`, services/live-events.ts), following the database's changes. Its
// streams are ended before the server closes (an open SSE response would otherwise hold the close up).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { DataChanges } from '../db/changes';
import { LiveEventHub } from '../services/live-events';

async function liveEventsPlugin(app: FastifyInstance, options: { changes: DataChanges }): Promise<void> {
  const hub = new LiveEventHub(app.db, options.changes, { warn: (error) => app.log.warn({ err: error }, 'live events') });
  const endings = new Set<() => void>();
  app.decorate('liveEvents', hub);
  app.decorate('liveStreamEndings', endings);
  app.addHook('preClose', async () => {
    for (const end of [...endings]) end();
    await hub.close();
  });
}

export default fp(liveEventsPlugin, { name: 'live-events', dependencies: ['db'] });
