// The deployed remotes, from registry.json in the deploy store (storage/deploy-store.ts: the DEPLOY_DIR folder, or
// the S3 bucket every instance shares). Parsed again whenever the registry changes, so a deploy needs no restart.
// A missing registry means no remotes; a broken or unreachable one keeps the last good registry and logs why.
import type { FastifyBaseLogger } from 'fastify';
import type { RemoteRegistryJson } from '../schemas/session';
import type { DeployStore } from '../storage/deploy-store';

type RemoteEntryJson = RemoteRegistryJson['remotes'][string];

function isRemoteEntry(value: unknown): value is RemoteEntryJson {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.version === 'string' && typeof entry.entry === 'string' && typeof entry.manifest === 'string';
}

export class RemoteRegistry {
  private cached: { stamp: string; registry: RemoteRegistryJson } | null = null;

  constructor(
    private readonly store: DeployStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  async read(): Promise<RemoteRegistryJson> {
    let snapshot;
    try {
      snapshot = await this.store.readRegistry();
    } catch (error) {
      this.log.error({ err: error, store: this.store.kind }, 'registry.json is unreachable; keeping the last good registry');
      return this.cached?.registry ?? { remotes: {} };
    }
    if (!snapshot) return { remotes: {} };
    if (this.cached?.stamp === snapshot.stamp) return this.cached.registry;
    try {
      const parsed = JSON.parse(snapshot.text) as { remotes?: Record<string, unknown> };
      const remotes: Record<string, RemoteEntryJson> = {};
      for (const [name, entry] of Object.entries(parsed.remotes ?? {})) {
        if (isRemoteEntry(entry)) remotes[name] = { version: entry.version, entry: entry.entry, manifest: entry.manifest };
        else this.log.warn({ name }, 'registry.json: skipping a remote without version, entry and manifest');
      }
      this.cached = { stamp: snapshot.stamp, registry: { remotes } };
      return this.cached.registry;
    } catch (error) {
      this.log.error({ err: error, store: this.store.kind }, 'registry.json is unreadable; keeping the last good registry');
      return this.cached?.registry ?? { remotes: {} };
    }
  }
}
