// Each remote's deployed versions, from the history deploy-remote and rollback-remote keep in registry.json
// (tooling/src/registry-file.js) in the deploy store, newest first; only versions whose files are still there.
import type { DeployStore } from '../storage/deploy-store';

export type RemoteVersionJson = { version: string; entry: string; deployedAt: string; live: boolean };

type HistoryEntry = { version?: unknown; entry?: unknown; deployedAt?: unknown };

export async function readRemoteVersions(store: DeployStore): Promise<Record<string, RemoteVersionJson[]>> {
  let parsed: { remotes?: Record<string, { version?: unknown; entry?: unknown }>; history?: Record<string, HistoryEntry[]> };
  try {
    const snapshot = await store.readRegistry();
    if (!snapshot) return {};
    parsed = JSON.parse(snapshot.text);
  } catch {
    return {};
  }
  const result: Record<string, RemoteVersionJson[]> = {};
  for (const [name, live] of Object.entries(parsed.remotes ?? {})) {
    const kept = parsed.history?.[name];
    const history: HistoryEntry[] = Array.isArray(kept) && kept.length > 0 ? kept : [live];
    const versions: RemoteVersionJson[] = [];
    for (const entry of history) {
      if (typeof entry.version !== 'string' || typeof entry.entry !== 'string' || entry.version.includes('/')) continue;
      if (!(await store.remoteFileExists(`${name}/${entry.version}/remoteEntry.js`))) continue;
      versions.push({
        version: entry.version,
        entry: entry.entry,
        deployedAt: typeof entry.deployedAt === 'string' ? entry.deployedAt : '',
        live: entry.version === live.version,
      });
    }
    result[name] = versions;
  }
  return result;
}
