// The migrated PGlite snapshot every server test file starts from; made before the first file by the jest global
// set-up (global-setup.ts), so no file pays for it inside a hook's time limit.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';

const MIGRATIONS_DIR = path.join(__dirname, '../src/db/migrations');

/** A short hash of the migrations (and of `extra`): a snapshot or template made from other migrations is not used. */
export function migrationsKey(extra = ''): string {
  const key = createHash('sha256').update(extra);
  for (const file of fs.readdirSync(MIGRATIONS_DIR).sort())
    key.update(file).update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  return key.digest('hex').slice(0, 16);
}

/**
 * A migrated, empty PGlite data folder, made once per set of migrations and kept in the temporary folder:
 * starting each test file's database from it skips PGlite's initdb and the migrations (most of a file's set-up).
 */
export async function migratedPgliteSnapshot(): Promise<Blob> {
  // The resolved path names PGlite's version (pnpm's store folder), so an upgrade makes a new snapshot.
  const file = path.join(os.tmpdir(), `studio-test-pglite-${migrationsKey(require.resolve('@electric-sql/pglite'))}.tar.gz`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const fresh = await openDatabase({ kind: 'pglite' });
  try {
    await migrateToLatest(fresh.db);
    const snapshot = await fresh.snapshot!();
    // Written aside and renamed, so a test file running beside this one never reads half a snapshot.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await snapshot.arrayBuffer()));
    fs.renameSync(partial, file);
    return snapshot;
  } finally {
    await fresh.close();
  }
}
