// PGlite under Kysely: Kysely's own PostgresDialect driven by a one-connection "pool".
// PGlite is a single in-process connection, so the pool hands the connection to one holder at a time
// (a transaction keeps it until commit); everybody else waits in line.
import type { ParserOptions, PGlite } from '@electric-sql/pglite';
import { type PostgresPool, type PostgresPoolClient, type PostgresQueryResult } from 'kysely';
import { DatabaseUnavailableError } from './connection-loss';

/** How long a caller may wait for the one connection before it answers 503 (DatabaseUnavailableError). */
const ACQUIRE_TIMEOUT_MS = 30_000;

const VERBS = new Set(['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/** The statement's verb (skipping a WITH clause), which Kysely reads to report affected rows. */
export function commandOf(sql: string): string {
  let depth = 0;
  let word = '';
  for (let i = 0; i <= sql.length; i += 1) {
    const ch = sql[i] ?? ' ';
    if (/[A-Za-z_]/.test(ch)) {
      word += ch;
      continue;
    }
    if (word && depth === 0 && VERBS.has(word.toUpperCase())) return word.toUpperCase();
    word = '';
    if (ch === '(') depth += 1;
    else if (ch === ')') depth -= 1;
    else if (ch === "'") i = sql.indexOf("'", i + 1); // skip string literals
    if (i < 0) break;
  }
  return 'SELECT';
}

class PGliteSingleConnectionPool implements PostgresPool {
  private queue: Array<() => void> = [];
  private busy = false;
  private readonly client: PostgresPoolClient;

  constructor(
    private readonly pglite: PGlite,
    parsers: ParserOptions,
    private readonly acquireTimeoutMs: number,
  ) {
    this.client = {
      query: async <R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> => {
        const result = await this.pglite.query<R>(sql, parameters as unknown[], { parsers });
        const command = commandOf(sql) as PostgresQueryResult<R>['command'];
        return { command, rowCount: result.affectedRows ?? 0, rows: result.rows };
      },
      release: () => this.release(),
    } as PostgresPoolClient;
  }

  async connect(): Promise<PostgresPoolClient> {
    if (!this.busy) {
      this.busy = true;
      return this.client;
    }
    await new Promise<void>((resolve, reject) => {
      // A caller that waits this long meets a database held too long (or a query issued outside its own
      // transaction, `db` instead of `trx`): it answers 503 instead of hanging forever, and the next one is served.
      const timer = setTimeout(() => {
        this.queue = this.queue.filter((next) => next !== grant);
        reject(new DatabaseUnavailableError('PGlite connection wait timed out; query outside its transaction?'));
      }, this.acquireTimeoutMs);
      const grant = () => {
        clearTimeout(timer);
        resolve();
      };
      this.queue.push(grant);
    });
    return this.client;
  }

  private release(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.busy = false;
  }

  async end(): Promise<void> {
    await this.pglite.close();
  }
}

/**
 * The pool for Kysely's PostgresDialect; `parsers` (type oid → parse function) override PGlite's defaults on every
 * query; a caller waiting longer than `acquireTimeoutMs` for the connection gets a DatabaseUnavailableError.
 */
export function pglitePool(pglite: PGlite, parsers: ParserOptions = {}, acquireTimeoutMs = ACQUIRE_TIMEOUT_MS): PostgresPool {
  return new PGliteSingleConnectionPool(pglite, parsers, acquireTimeoutMs);
}
