// Opens the database: PostgreSQL through node-postgres when a URL is given, else embedded PGlite
// (a data directory, or memory for tests). Both drivers parse numeric and int8 into numbers so rows
// look the same whichever runs. Either way the handle comes with its change counter (changes.ts): writes
// through it are counted as they complete, and on PostgreSQL those of other processes are heard too.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { listenForChanges } from './change-listener';
import { DataChanges, trackWrites } from './changes';
import { isConnectionLoss } from './connection-loss';
import { pglitePool } from './pglite-dialect';
import type { Database } from './types';

const NUMERIC_OID = 1700;
const INT8_OID = 20;
/** "terminating connection due to administrator command" (an operator, a failover or a restart: logged elsewhere). */
const ADMIN_SHUTDOWN = '57P01';

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /**
   * `acquireTimeoutMs`: how long a caller may wait for the one connection (tests shorten it).
   * `loadDataDir`: a data folder dumped by `snapshot()`, to start from instead of an empty database (tests).
   */
  | { kind: 'pglite'; dataDir?: string; acquireTimeoutMs?: number; loadDataDir?: Blob };

export interface OpenDatabase {
  db: Kysely<Database>;
  kind: DatabaseTarget['kind'];
  /** Moves on with every change to the data, this process's and (PostgreSQL) everybody else's. */
  changes: DataChanges;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball, which `loadDataDir` starts from. */
  snapshot?(): Promise<Blob>;
}

const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === NUMERIC_OID || oid === INT8_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

/** Distinct statements a connection keeps prepared; past it, new shapes run unnamed (planned each time). */
const PREPARED_PER_CONNECTION = 200;
const statementNames = new Map<string, string>();
const PREPARABLE = /^\s*select\b/i;

function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (!name && statementNames.size < PREPARED_PER_CONNECTION * 5) {
    name = `k_${createHash('sha1').update(text).digest('base64url')}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Runs SELECTs as named prepared statements. Planning the jobs page (four joins, two subqueries)
 * costs PostgreSQL ~0.5 ms against ~0.15 ms executing it, and the session lookup ~0.6 ms planning for 0.05 ms;
 * a prepared statement is planned once per connection (PostgreSQL switches to the generic plan after five runs
 * when it is as cheap, which holds for key lookups and literal LIMITs). Other statements (DDL, begin/commit,
 * writes) run as before. Each connection keeps at most PREPARED_PER_CONNECTION of them.
 */
function preparedStatementsPool(pool: pg.Pool): PostgresPool {
  const prepared = new WeakMap<pg.PoolClient, Set<string>>();
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      // While a request holds the connection the pool does not listen to it: a server that terminates it between
      // two statements (pg_terminate_backend, failover, restart) would raise an unhandled 'error' and end the process.
      // The statement under way fails by itself; the connection is handed back broken, and the pool drops it. A
      // statement failing for the loss (57P01 arrives before the socket closes) marks it broken too, or the pool would
      // hand the dead connection to the next request.
      let lost: Error | undefined;
      const onError = (error: Error) => {
        lost ??= error;
      };
      client.on('error', onError);
      const noteLoss = (error: unknown) => {
        if (isConnectionLoss(error)) lost ??= error as Error;
        throw error;
      };
      let names = prepared.get(client);
      if (!names) prepared.set(client, (names = new Set()));
      const known = names;
      const query = (text: unknown, values?: ReadonlyArray<unknown>) => {
        if (typeof text !== 'string') return client.query(text as pg.QueryConfig); // a cursor
        // A ';' may separate statements (only the simple protocol runs several), so such text is never prepared.
        const name = PREPARABLE.test(text) && !text.includes(';') ? statementName(text) : undefined;
        if (name && (known.has(name) || known.size < PREPARED_PER_CONNECTION)) {
          known.add(name);
          return client.query({ name, text, values: values as unknown[] }).catch(noteLoss);
        }
        return client.query(text, values as unknown[]).catch(noteLoss);
      };
      const release = () => {
        client.removeListener('error', onError);
        client.release(lost);
      };
      return { query, release } as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}

/**
 * How long a request waits for a pooled connection (all busy, or the server unreachable) before answering 503: as
 * long as for the embedded one, so a slow moment under load still waits rather than fails.
 */
const CONNECT_TIMEOUT_MS = 30_000;

export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      types: pgTypes,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A server that vanished without closing the socket (a failover, a cut network) is noticed.
      keepAlive: true,
    });
    // An idle client can lose its server (restart, failover, database dropped): the pool replaces it.
    // Without a listener the 'error' event would crash the process.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== ADMIN_SHUTDOWN) console.error('PostgreSQL idle client error:', error.message);
    });
    // Other processes may write too: nothing is trusted until the listener hears them.
    const changes = new DataChanges(false);
    const listener = listenForChanges(target.url, changes);
    await listener.ready;
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: trackWrites(preparedStatementsPool(pool), changes) }),
    });
    return {
      db,
      kind: 'postgres',
      changes,
      close: async () => {
        await listener.close();
        await db.destroy();
      },
    };
  }
  // PGlite creates only the last folder of its path; a fresh checkout has no ./data yet.
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  // pg_trgm: the feed search's trigram index (migration 0013), as on PostgreSQL.
  const pglite = new PGlite({ dataDir: target.dataDir, loadDataDir: target.loadDataDir, extensions: { pg_trgm } });
  await pglite.waitReady;
  const parsers = { [NUMERIC_OID]: (value: string) => Number(value), [INT8_OID]: (value: string) => Number(value) };
  // PGlite holds its data folder alone: this process is the only writer, and hears every write itself.
  const changes = new DataChanges(true);
  const pool = trackWrites(pglitePool(pglite, parsers, target.acquireTimeoutMs), changes);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    changes,
    close: () => db.destroy(),
    snapshot: () => pglite.dumpDataDir('gzip'),
  };
}
