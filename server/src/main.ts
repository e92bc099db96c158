// Starts the server: PostgreSQL when DATABASE_URL is set, else embedded PGlite under <repo>/data/pglite
// (DATA_DIR overrides). Migrates, seeds the demo studio into an empty embedded database (or when
// SEED_DEMO=1), then listens on 0.0.0.0:PORT.
import path from 'node:path';
import { buildApp } from './app';
import { findRepoRoot, loadConfig } from './config';
import { openDatabase, type DatabaseTarget } from './db/connect';
import { migrateToLatest, underStartupLock } from './db/migrate';
import { isEmpty, seedDemo } from './db/seed';
import { seedDemoPictures } from './services/demo-pictures';

async function main(): Promise<void> {
  const env = process.env;
  const config = loadConfig(env);
  const target: DatabaseTarget = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR ?? path.join(findRepoRoot(), 'data', 'pglite')) };
  const database = await openDatabase(target);
  const app = await buildApp({
    db: database.db,
    changes: database.changes,
    config,
    dbKind: target.kind,
    databaseUrl: env.DATABASE_URL,
  });

  // Several instances may start at once on one database: one migrates and seeds, the others wait for it.
  await underStartupLock(database.db, target.kind, async () => {
    const applied = await migrateToLatest(database.db);
    if (applied.length) app.log.info({ applied }, 'migrations applied');
    const seedWanted = env.SEED_DEMO === '1' || (target.kind === 'pglite' && env.SEED_DEMO !== '0');
    if (seedWanted && (await isEmpty(database.db))) {
      await seedDemo(database.db);
      // Its pictures go through the upload path into the app's storage (drawn now, with sharp).
      await seedDemoPictures(app);
      app.log.info('demo studio seeded (password demo12345 for every account)');
    }
  });

  // SIGTERM (a rolling deploy, the proxy's instance leaving): stop accepting, end the event streams (their browsers
  // reconnect to another instance), let the requests in flight finish, then exit; a request still running after
  // SHUTDOWN_TIMEOUT_MS (default 30 s) does not hold the exit up forever.
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    const timeoutMs = Number(env.SHUTDOWN_TIMEOUT_MS ?? 30_000);
    setTimeout(() => {
      // What still holds the exit up (sockets, timers, a pool's connections), for whoever reads the log after.
      app.log.error(
        { timeoutMs, resources: process.getActiveResourcesInfo() },
        'requests still running at the shutdown timeout; exiting',
      );
      process.exit(1);
    }, timeoutMs).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const port = Number(env.PORT ?? 8080);
  await app.listen({ port, host: '0.0.0.0' });
  app.log.info(`database: ${target.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${target.dataDir}`}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
