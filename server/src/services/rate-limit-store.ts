// The store behind @fastify/rate-limit (the per-address limits of invitations, contact and password changes): hits
// counted in the database (repositories/rate-limit-hits.ts) in fixed windows, so a limit holds across every server
// instance on one database instead of per process (issue 21; docs/decisions/server/0560). Each route counts apart.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { countHit, forgetHits } from '../repositories/rate-limit-hits';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin passes `child`: the route's merged limit options, with the route under `routeInfo`. */
interface RouteLimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** A rate-limit store class (what the plugin's `store` option takes) counting in `db`. */
export function databaseRateLimitStore(db: Kysely<Database>) {
  return class DatabaseRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly route = '',
    ) {}

    /** `timeWindow` is the route's window (the plugin passes it; the typings leave it out). */
    incr(address: string, callback: Callback, timeWindow = 60_000): void {
      const now = Date.now();
      const start = now - (now % timeWindow);
      const key = `${this.route} ${address}`;
      countHit(db, key, new Date(start))
        .then(async (current) => {
          // The window before is nobody's business any more.
          if (current === 1) await forgetHits(db, key, new Date(start));
          callback(null, { current, ttl: start + timeWindow - now });
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    child(options: object): DatabaseRateLimitStore {
      const info = (options as RouteLimitOptions).routeInfo ?? {};
      const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '');
      return new DatabaseRateLimitStore(options, `${method} ${info.url ?? ''}`.trim());
    }
  };
}
