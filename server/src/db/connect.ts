// Opens the database: PostgreSQL through node-postgres when a URL is given, else embedded PGlite
// (a data directory, or memory for tests). Both drivers parse numeric and int8 into numbers so rows
// look the same whichever runs.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createPGliteDialect } from './pglite-dialect';
import type { Database } from './types';

const NUMERIC_OID = 1700;
const INT8_OID = 20;
/** "terminating connection due to administrator command" */
const ADMIN_SHUTDOWN = '57P01';

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir?: string };

export interface OpenDatabase {
  db: Kysely<Database>;
  kind: DatabaseTarget['kind'];
  close(): Promise<void>;
}

const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === NUMERIC_OID || oid === INT8_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10, types: pgTypes });
    // An idle client can lose its server (restart, failover, database dropped): the pool replaces it.
    // Without a listener the 'error' event would crash the process.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== ADMIN_SHUTDOWN) console.error('PostgreSQL idle client error:', error.message);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  // PGlite creates only the last folder of its path; a fresh checkout has no ./data yet.
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const pglite = new PGlite(target.dataDir);
  await pglite.waitReady;
  const parsers = { [NUMERIC_OID]: (value: string) => Number(value), [INT8_OID]: (value: string) => Number(value) };
  const db = new Kysely<Database>({ dialect: createPGliteDialect(pglite, parsers) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
