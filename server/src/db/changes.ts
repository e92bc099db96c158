// The database's change counter. Every write this process completes (an INSERT/UPDATE/DELETE outside a
// transaction, or the COMMIT of one) moves it on before the caller continues, and so does every change another
// process commits (PostgreSQL tells through LISTEN/NOTIFY, see change-listener.ts). A value read while the
// version stayed v is therefore current for as long as the version is still v: what the read cache keys on.
import type { PostgresPool, PostgresPoolClient } from 'kysely';

/** Statements that never change data; everything else counts as a change once it completes. */
const READ_ONLY = /^\s*(select|begin|start\s+transaction|show)\b/i;

export class DataChanges {
  private current = 0;
  /** False while changes committed elsewhere could go unheard (the listener is down): nothing may be trusted. */
  private trusted: boolean;
  private readonly listeners = new Set<() => void>();

  /** `heardEverywhere`: whether every writer is heard from the start (true for one embedded database). */
  constructor(heardEverywhere = true) {
    this.trusted = heardEverywhere;
  }

  /** The version now, or null while changes made elsewhere might go unheard (cache nothing then). */
  version(): number | null {
    return this.trusted ? this.current : null;
  }

  /** Something changed: every value read before now may be stale. */
  changed(): void {
    this.current += 1;
    for (const listener of this.listeners) listener();
  }

  /** Changes made elsewhere can no longer be heard (the listener lost its connection). */
  distrust(): void {
    this.trusted = false;
    this.changed();
  }

  /** Changes made elsewhere are heard again; what happened meanwhile is unknown, so it counts as a change. */
  trust(): void {
    this.trusted = true;
    this.changed();
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

export function isReadOnlyStatement(sql: string): boolean {
  return READ_ONLY.test(sql);
}

/**
 * A pool whose connections report every completed statement that may have written (including COMMIT and
 * ROLLBACK) to `changes`, after it completes and before its caller sees the result.
 */
export function trackWrites(pool: PostgresPool, changes: DataChanges): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      const query = (text: unknown, values?: ReadonlyArray<unknown>) => {
        const result = (client.query as (text: unknown, values?: ReadonlyArray<unknown>) => unknown)(text, values);
        if (typeof text !== 'string' || isReadOnlyStatement(text)) return result; // a cursor, or a read
        return (result as Promise<unknown>).then(
          (value) => {
            changes.changed();
            return value;
          },
          (error: unknown) => {
            changes.changed();
            throw error;
          },
        );
      };
      return { query, release: () => client.release() } as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}
