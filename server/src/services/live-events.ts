// The live-event hub (issue 18, "Live updates"): one per server instance. Whenever the database changes (a local
// commit, or on PostgreSQL another process's commit heard through the change listener) it reads the new
// live_events rows once and hands each to the open streams of the users it names. Streams are the SSE connections
// of GET /api/events (routes/api/events); the hub knows them only as `send` functions.
//
// Ids come from a sequence, taken when a row is inserted but visible only when its transaction commits, so a lower
// id can appear after a higher one. The hub remembers the ids it skipped over (gaps) for GAP_MS and re-reads from
// the oldest of them each time, delivering a gap's row if it shows up: nothing committed is lost, and nothing is
// sent twice. A gap that never fills (a rolled-back transaction) is forgotten after GAP_MS.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { DataChanges } from '../db/changes';
import { deleteLiveEventsBefore, latestLiveEventId, liveEventsAfter, type LiveEvent } from '../repositories/live-events';

export type { LiveEvent };

/** How long a skipped id is waited for: longer than any transaction that records an event runs. */
export const GAP_MS = 60_000;
/** At most this many skipped ids are waited for (a sequence that jumps by thousands is not a thousand writers). */
const MAX_GAPS = 10_000;
/** Rows read per round; a longer backlog is read in several rounds. */
const PAGE = 500;
/** Events older than this are pruned; a stream resuming after longer starts from now (the page re-reads anyway). */
export const KEEP_MS = 60 * 60 * 1000;
const PRUNE_EVERY_MS = 5 * 60 * 1000;

export interface LiveStream {
  userId: string;
  send(event: LiveEvent): void;
}

interface HubOptions {
  now?: () => number;
  warn?: (error: unknown) => void;
}

export class LiveEventHub {
  private readonly streams = new Map<string, Set<LiveStream>>();
  /** The highest id handed out; null until the first stream opens (nothing is read while nobody listens). */
  private cursor: number | null = null;
  /** Ids below the cursor not seen yet, with when they were first missed. */
  private readonly gaps = new Map<number, number>();
  private reading: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private readonly stopListening: () => void;
  private readonly pruneTimer: NodeJS.Timeout;
  private readonly now: () => number;
  private readonly warn: (error: unknown) => void;

  constructor(
    private readonly db: Kysely<Database>,
    changes: DataChanges,
    options: HubOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.warn = options.warn ?? ((error) => console.warn('live events:', error));
    this.stopListening = changes.onChange(() => void this.poll());
    this.pruneTimer = setInterval(() => void this.prune(), PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }

  /** Number of open streams (for the bench and tests). */
  get size(): number {
    let count = 0;
    for (const set of this.streams.values()) count += set.size;
    return count;
  }

  /**
   * Opens a stream for `stream.userId`. With `lastEventId` the user's events after it still in the table are sent
   * first, then live ones, each once and in id order. Returns the function that closes the stream.
   */
  async open(stream: LiveStream, lastEventId: number | null): Promise<() => void> {
    if (this.cursor === null) await this.start();
    let backlogDone = lastEventId === null;
    const held: LiveEvent[] = [];
    const entry: LiveStream = {
      userId: stream.userId,
      send: (event) => (backlogDone ? stream.send(event) : held.push(event)),
    };
    let set = this.streams.get(stream.userId);
    if (!set) this.streams.set(stream.userId, (set = new Set()));
    set.add(entry);
    const close = () => {
      const current = this.streams.get(stream.userId);
      current?.delete(entry);
      if (current?.size === 0) this.streams.delete(stream.userId);
    };
    if (lastEventId !== null) {
      const sent = new Set<number>();
      try {
        let after = lastEventId;
        for (;;) {
          const rows = await liveEventsAfter(this.db, after, PAGE, stream.userId);
          for (const row of rows) {
            sent.add(row.id);
            stream.send(row);
          }
          if (rows.length < PAGE) break;
          after = rows[rows.length - 1].id;
        }
      } catch (error) {
        close();
        throw error;
      }
      backlogDone = true;
      for (const event of held) if (!sent.has(event.id)) stream.send(event);
    }
    return close;
  }

  /** Reads the new rows now (coalesced: a change during a read causes one more read after it). */
  poll(): Promise<void> {
    if (this.closed || this.cursor === null) return Promise.resolve();
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    this.reading = (async () => {
      try {
        do {
          this.again = false;
          await this.readNew();
        } while (this.again && !this.closed);
      } catch (error) {
        this.warn(error);
      } finally {
        this.reading = null;
      }
    })();
    return this.reading;
  }

  /** Removes events older than KEEP_MS (one short DELETE by the created_at index; writers are not held up). */
  async prune(): Promise<void> {
    try {
      await deleteLiveEventsBefore(this.db, new Date(this.now() - KEEP_MS));
    } catch (error) {
      this.warn(error);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopListening();
    clearInterval(this.pruneTimer);
    this.streams.clear();
    await this.reading;
  }

  private async start(): Promise<void> {
    const latest = await latestLiveEventId(this.db);
    this.cursor ??= latest;
  }

  private async readNew(): Promise<void> {
    if (this.cursor === null || this.streams.size === 0) {
      // Nobody listens: skip ahead (a stream opening later asks for its backlog by Last-Event-ID).
      if (this.cursor !== null && this.streams.size === 0) {
        this.cursor = await latestLiveEventId(this.db);
        this.gaps.clear();
      }
      return;
    }
    const now = this.now();
    for (const [id, since] of this.gaps) if (now - since > GAP_MS) this.gaps.delete(id);
    const cursor = this.cursor;
    let after = this.gaps.size > 0 ? Math.min(cursor, ...this.gaps.keys()) - 1 : cursor;
    let highest = cursor;
    for (;;) {
      const rows = await liveEventsAfter(this.db, after, PAGE);
      for (const row of rows) {
        if (row.id <= cursor) {
          if (!this.gaps.delete(row.id)) continue; // delivered already
        } else {
          for (let missing = highest + 1; missing < row.id && this.gaps.size < MAX_GAPS; missing += 1)
            this.gaps.set(missing, now);
          highest = row.id;
        }
        this.deliver(row);
      }
      this.cursor = highest;
      if (rows.length < PAGE) return;
      after = rows[rows.length - 1].id;
    }
  }

  private deliver(event: LiveEvent): void {
    for (const userId of event.userIds) {
      const set = this.streams.get(userId);
      if (!set) continue;
      for (const stream of set) {
        try {
          stream.send(event);
        } catch (error) {
          this.warn(error);
        }
      }
    }
  }
}
