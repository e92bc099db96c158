// Reads kept in memory until the data changes. A value is stored only when no change happened while it was
// read, and the whole cache empties on every change (db/changes.ts), so a cached value is always what a fresh
// read would give now; while changes elsewhere cannot be heard (DataChanges.version() is null) nothing is kept.
// Least recently used entries go first once the byte budget is spent.
import type { DataChanges } from '../db/changes';

export interface ReadOptions<T> {
  /** Skip the cache: read afresh (the result is still stored for later readers). */
  fresh?: boolean;
  /** A cached value that fails this is read again (e.g. a session due for its last-seen write). */
  usable?: (value: T) => boolean;
  /** Whether a loaded value may be kept (e.g. not a miss); default: always. */
  keep?: (value: T) => boolean;
  /** Roughly how many bytes the value holds, for the budget. */
  bytes: (value: T) => number;
}

interface Entry {
  value: unknown;
  bytes: number;
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  /** Loads under way at the current version, shared by callers asking for the same key meanwhile. */
  private inFlight = new Map<string, Promise<unknown>>();
  private usedBytes = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly changes: DataChanges,
    readonly maxBytes = 32 * 1024 * 1024,
  ) {
    changes.onChange(() => this.clear());
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value for `key`: cached if current and usable, else loaded (once, however many ask at the same time). */
  async read<T>(key: string, load: () => Promise<T>, options: ReadOptions<T>): Promise<{ value: T; cached: boolean }> {
    const version = this.changes.version();
    if (version === null) return { value: await load(), cached: false };
    if (!options.fresh) {
      const entry = this.entries.get(key);
      if (entry && (!options.usable || options.usable(entry.value as T))) {
        // Most recently used goes last.
        this.entries.delete(key);
        this.entries.set(key, entry);
        this.hits += 1;
        return { value: entry.value as T, cached: true };
      }
      const pending = this.inFlight.get(key);
      if (pending) return { value: (await pending) as T, cached: false };
    }
    this.misses += 1;
    const loading = load();
    const inFlight = this.inFlight;
    inFlight.set(key, loading);
    try {
      const value = await loading;
      // Kept only if nothing changed since the read began: otherwise it may predate the change.
      if (this.changes.version() === version && (!options.keep || options.keep(value)))
        this.store(key, value, options.bytes(value));
      return { value, cached: false };
    } finally {
      if (inFlight.get(key) === loading) inFlight.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
    this.inFlight = new Map();
    this.usedBytes = 0;
  }

  private store(key: string, value: unknown, bytes: number): void {
    if (bytes > this.maxBytes / 4) return; // one huge value would push out everything else
    const previous = this.entries.get(key);
    if (previous) {
      this.usedBytes -= previous.bytes;
      this.entries.delete(key);
    }
    this.entries.set(key, { value, bytes });
    this.usedBytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.usedBytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.usedBytes -= entry.bytes;
    }
  }
}
