import { Migrator, sql, type Kysely } from 'kysely';
import { ensureChangeNotifications } from './change-notifications';
import { migrationProvider } from './migrations';
import type { Database } from './types';

/**
 * Brings the schema to the latest migration, then makes sure every table notifies its changes; the same code
 * on PGlite and PostgreSQL.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`Migration failed: ${String(error)}`);
  await ensureChangeNotifications(db);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The advisory lock starting instances take around migrating and seeding (any fixed number; this one spells "studio"). */
export const STARTUP_LOCK = 0x73747564696f;

/**
 * Runs `work` (migrating, seeding) while holding a PostgreSQL advisory lock on a connection of its own, so of several
 * instances starting together on one database one migrates and seeds while the others wait, then find it done
 * (issue 21). Session-level: a crashed instance's lock goes with its connection. PGlite has one process and one
 * connection: `work` just runs.
 */
export async function underStartupLock<T>(db: Kysely<Database>, kind: 'postgres' | 'pglite', work: () => Promise<T>): Promise<T> {
  if (kind !== 'postgres') return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}
