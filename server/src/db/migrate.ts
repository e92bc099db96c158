import { Migrator, type Kysely } from 'kysely';
import { migrationProvider } from './migrations';
import type { Database } from './types';

/** Brings the schema to the latest migration; the same code on PGlite and PostgreSQL. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`Migration failed: ${String(error)}`);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
