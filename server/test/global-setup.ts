// Runs once before the server's test files (jest globalSetup): the PGlite snapshot is made here, outside every
// test's and hook's time limit. With TEST_DATABASE_URL each file makes its own PostgreSQL database instead.
import { migratedPgliteSnapshot } from './pglite-snapshot';

export default async function globalSetup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) await migratedPgliteSnapshot();
}
