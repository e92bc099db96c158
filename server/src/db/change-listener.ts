// Hears the changes other processes commit to a PostgreSQL database (other server instances, scripts,
// psql): every table has a statement trigger that NOTIFYs CHANGES_CHANNEL (see change-notifications.ts), and
// PostgreSQL delivers it when the writing transaction commits. While the listening connection is down nothing
// read earlier can be trusted, so DataChanges is told to distrust until the connection is back.
import pg from 'pg';
import type { DataChanges } from './changes';

export const CHANGES_CHANNEL = 'studio_changes';
const RETRY_MS = [250, 1000, 2000, 5000, 10000];

export interface ChangeListener {
  /** Resolves once the first LISTEN is in place (or failed; it keeps retrying then). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function listenForChanges(
  connectionString: string,
  changes: DataChanges,
  warn: (message: string) => void = (message) => console.warn(message),
): ChangeListener {
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | null = null;

  /** `from` lost its connection (error, end or a failed start); each client is handled once. */
  const dropped = (from: pg.Client, reason: string) => {
    if (closed || client !== from) return;
    changes.distrust();
    from.removeAllListeners();
    from.on('error', () => undefined);
    void from.end().catch(() => undefined);
    client = null;
    const delay = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
    failures += 1;
    if (failures === 1) warn(`Change listener lost its connection (${reason}); reconnecting`);
    retryTimer = setTimeout(() => void connect(), delay);
  };

  async function connect(): Promise<void> {
    retryTimer = null;
    if (closed) return;
    const next = new pg.Client({ connectionString, keepAlive: true });
    next.on('error', (error) => dropped(next, error.message));
    next.on('end', () => dropped(next, 'connection ended'));
    next.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL) changes.changed();
    });
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${CHANGES_CHANNEL}`);
      if (closed) return;
      failures = 0;
      changes.trust();
    } catch (error) {
      dropped(next, error instanceof Error ? error.message : String(error));
    }
  }

  const ready = connect();
  return {
    ready,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const last = client;
      client = null;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => undefined);
        await last.end().catch(() => undefined);
      }
    },
  };
}
