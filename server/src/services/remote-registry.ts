// The deployed remotes, from <DEPLOY_DIR>/registry.json. Re-read whenever the file changes, so a
// deploy (which rewrites the file) needs no restart. A missing or broken file means no remotes
// (a broken one keeps the last good registry and logs why).
import fs from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { RemoteRegistryJson } from '../schemas/session';

type RemoteEntryJson = RemoteRegistryJson['remotes'][string];

function isRemoteEntry(value: unknown): value is RemoteEntryJson {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.version === 'string' && typeof entry.entry === 'string' && typeof entry.manifest === 'string';
}

export class RemoteRegistry {
  private cached: { mtimeMs: number; size: number; registry: RemoteRegistryJson } | null = null;

  constructor(
    private readonly file: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async read(): Promise<RemoteRegistryJson> {
    let stat;
    try {
      stat = await fs.stat(this.file);
    } catch {
      return { remotes: {} };
    }
    if (this.cached && this.cached.mtimeMs === stat.mtimeMs && this.cached.size === stat.size) return this.cached.registry;
    try {
      const parsed = JSON.parse(await fs.readFile(this.file, 'utf8')) as { remotes?: Record<string, unknown> };
      const remotes: Record<string, RemoteEntryJson> = {};
      for (const [name, entry] of Object.entries(parsed.remotes ?? {})) {
        if (isRemoteEntry(entry)) remotes[name] = { version: entry.version, entry: entry.entry, manifest: entry.manifest };
        else this.log.warn({ name }, 'registry.json: skipping a remote without version, entry and manifest');
      }
      this.cached = { mtimeMs: stat.mtimeMs, size: stat.size, registry: { remotes } };
      return this.cached.registry;
    } catch (error) {
      this.log.error({ err: error, file: this.file }, 'registry.json is unreadable; keeping the last good registry');
      return this.cached?.registry ?? { remotes: {} };
    }
  }
}
