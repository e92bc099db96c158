// What a lost database looks like, whichever driver saw it: the server terminated the connection (an operator's
// pg_terminate_backend, a failover, a restart), it refuses or cannot be reached, the pool could not get a connection
// in time, or the embedded database was closed under a request. Such a request answers 503 with DATABASE_UNAVAILABLE
// and a Retry-After (plugins/errors.ts); the pool replaces the connection and the next request runs normally. PostgreSQL
// rolls back whatever the lost connection had not committed, so nothing committed is lost and nothing is half-written.

/** The 503 message (English on the wire; the pages translate it through the shared `messages` namespace). */
export const DATABASE_UNAVAILABLE = 'The database is unavailable for a moment; please try again';
/** Seconds a client should wait before retrying (the pool reconnects at once; a failover takes a few seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** SQLSTATE classes and codes of a lost or refused connection (08: connection exception; 57P0x: shutdown). */
const LOST_SQLSTATE = /^(08...|57P01|57P02|57P03|53300)$/;
/** Node's socket errors for a server that is gone or unreachable. */
const LOST_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** node-postgres and PGlite say it in words only. */
const LOST_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect|PGlite is clos)/;

/** Thrown where this code itself finds the database unavailable (the embedded database's wait ran out). */
export class DatabaseUnavailableError extends Error {
  readonly databaseUnavailable = true;

  constructor(detail: string) {
    super(`${DATABASE_UNAVAILABLE} (${detail})`);
    this.name = 'DatabaseUnavailableError';
  }
}

export function isConnectionLoss(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message, databaseUnavailable } = error as { code?: unknown; message?: unknown; databaseUnavailable?: unknown };
  if (databaseUnavailable === true) return true;
  if (typeof code === 'string' && (LOST_SQLSTATE.test(code) || LOST_SOCKET.has(code))) return true;
  return typeof message === 'string' && LOST_MESSAGE.test(message);
}
