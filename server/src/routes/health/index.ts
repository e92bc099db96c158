// Probes for the proxy and the orchestrator (issue 21), anonymous and tiny: GET /healthz answers 200 while the
// process runs; GET /readyz answers 200 only when the database and the file storage both answer (each within a few
// seconds), else 503 naming which one failed, so a proxy sends no traffic to an instance that cannot serve it.
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../repositories/health';

const hidden = { schema: { hide: true } };
const CHECK_TIMEOUT_MS = 3000;

/** 'ok', or 'unreachable' when the check fails or does not answer in time. */
async function probe(check: () => Promise<void>): Promise<'ok' | 'unreachable'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', hidden, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', hidden, async (_request, reply) => {
    const [database, storage] = await Promise.all([probe(() => pingDatabase(app.db)), probe(() => app.storage.ping())]);
    const ready = database === 'ok' && storage === 'ok';
    reply.header('cache-control', 'no-store');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', database, storage });
  });
}
