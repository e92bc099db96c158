// The app factory: external plugins → app plugins (database, session, guards) → routes.
// main.ts gives it the real database and settings; tests give it a fresh database.
import Fastify, { type FastifyInstance } from 'fastify';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { findRepoRoot, type AppConfig } from './config';
import type { RegisteredRoute } from './plugins/types';
import type { DataChanges } from './db/changes';
import type { Database } from './db/types';
import './plugins/types';
import './policies';
import externalPlugins from './plugins/external';
import schemasPlugin from './plugins/schemas';
import dbPlugin from './plugins/db';
import readCachePlugin from './plugins/read-cache';
import integrationsPlugin from './plugins/integrations';
import queuePlugin from './plugins/queue';
import sessionPlugin from './plugins/session';
import guardsPlugin from './plugins/guards';
import userLimitsPlugin from './plugins/user-limits';
import inputHygienePlugin from './plugins/input-hygiene';
import liveEventsPlugin from './plugins/live-events';
import webhooksPlugin from './plugins/webhooks';
import requestIdPlugin, { requestIdOf } from './plugins/request-id';
import { registerErrorHandling } from './plugins/errors';
import { serializerFactory } from './plugins/serialization';
import { buildValidator } from './plugins/validation';
import apiRoutes from './routes/api';
import pageRoutes from './routes/pages';
import mediaRoutes from './routes/media';
import healthRoutes from './routes/health';
import specAudioRoutes from './routes/spec-audio';
import { RemoteRegistry } from './services/remote-registry';
import { createDeployStore } from './storage/deploy-store';
import { registeringFile } from './route-files';

export interface BuildAppOptions {
  db: Kysely<Database>;
  /** The database's change counter (OpenDatabase.changes): what cached reads are checked against. */
  changes: DataChanges;
  config: AppConfig;
  /** Which database `db` is: the job queue is pg-boss on PostgreSQL, in process on PGlite (the default). */
  dbKind?: 'postgres' | 'pglite';
  /** PostgreSQL's URL: pg-boss polls through a pool of its own (its writes are no data changes). */
  databaseUrl?: string;
  /** Record the file that registers each route (registeredRoutes[].file), for the route map (docs/routes.md). */
  traceRouteFiles?: boolean;
}

export async function buildApp({
  db,
  changes,
  config,
  dbKind = 'pglite',
  databaseUrl,
  traceRouteFiles = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger,
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    schemaController: {
      compilersFactory: { buildValidator, buildSerializer: serializerFactory(config.lazySerializers === true) },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerErrorHandling(app);
  // Every route as registered, so tests can walk all of them (e.g. "every /api route refuses anonymous callers").
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  const repoRoot = traceRouteFiles ? findRepoRoot(__dirname) : '';
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const file = traceRouteFiles ? registeringFile(repoRoot) : undefined;
    for (const method of methods)
      registeredRoutes.push({
        method,
        url: route.url,
        public: Boolean(route.config?.public),
        anonymousReadable: Boolean(route.config?.anonymousReadable),
        ...(file && { file }),
      });
  });
  app.decorate('config', config);
  const deployStore = createDeployStore(config, { recheckMs: config.deployRegistryRecheckMs });
  app.decorate('deployStore', deployStore);
  app.decorate('remoteRegistry', new RemoteRegistry(deployStore, app.log));

  await app.register(requestIdPlugin);
  // 1. external plugins
  await app.register(externalPlugins, { db });
  // 2. app plugins
  await app.register(schemasPlugin);
  await app.register(dbPlugin, { db });
  await app.register(readCachePlugin, { changes });
  await app.register(queuePlugin, { dbKind, databaseUrl });
  await app.register(integrationsPlugin);
  await app.register(sessionPlugin);
  await app.register(guardsPlugin);
  await app.register(userLimitsPlugin);
  await app.register(inputHygienePlugin);
  await app.register(liveEventsPlugin, { changes });
  await app.register(webhooksPlugin, { changes });
  // 3. routes
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
  await app.register(pageRoutes);
  await app.register(mediaRoutes);
  await app.register(specAudioRoutes);
  await app.register(healthRoutes);

  return app;
}
