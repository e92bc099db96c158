// The file storage interface (DECISIONS "Integrations"): the local directory by default; an
// S3-compatible adapter (s3.ts) implements the same calls and is chosen by configuration.
import type { Readable } from 'node:stream';

/** Bytes `start` to `end`, both included (as HTTP's Range counts them). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface FileStorage {
  /**
   * Stores `source` under `key` and resolves with the bytes written. The object appears whole or not at
   * all: a failed or aborted write leaves nothing behind.
   */
  write(key: string, source: Readable): Promise<number>;
  /** The stored bytes (or only bytes `start`..`end`, both included), or null when there is no such object. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Size of the stored object, or null when absent. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the object; absent objects are fine. */
  delete(key: string): Promise<void>;
  /** Resolves when the storage is reachable (the folder is there and writable, the bucket answers); for /readyz. */
  ping(): Promise<void>;
}

/** Keys are flat names we make ourselves (`<uuid>.<ext>`, `<uuid>_t.jpg`): never a path. */
export const STORAGE_KEY = /^[a-z0-9][a-z0-9_-]*(\.[a-z0-9]+)?$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
}
