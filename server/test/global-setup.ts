// Runs once before the server's test files (jest globalSetup): the migrated PGlite snapshot, or with
// TEST_DATABASE_URL the migrated PostgreSQL template database, is made here, outside every test's and hook's time limit.
import { migratedPgliteSnapshot } from './pglite-snapshot';
import { ensurePostgresTemplate } from './postgres-template';

export default async function globalSetup(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await ensurePostgresTemplate(serverUrl);
  else await migratedPgliteSnapshot();
}
