import { Migrator, type Kysely } from 'kysely';
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
