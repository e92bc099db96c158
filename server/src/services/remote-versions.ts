// Each remote's deployed versions, from the history deploy-remote and rollback-remote keep in
// <DEPLOY_DIR>/registry.json (tooling/src/registry-file.js), newest first; only versions whose files are still there.
import fs from 'node:fs/promises';
import path from 'node:path';

export type RemoteVersionJson = { version: string; entry: string; deployedAt: string; live: boolean };

type HistoryEntry = { version?: unknown; entry?: unknown; deployedAt?: unknown };

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

export async function readRemoteVersions(deployDir: string): Promise<Record<string, RemoteVersionJson[]>> {
  let parsed: { remotes?: Record<string, { version?: unknown; entry?: unknown }>; history?: Record<string, HistoryEntry[]> };
  try {
    parsed = JSON.parse(await fs.readFile(path.join(deployDir, 'registry.json'), 'utf8'));
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
      if (!(await exists(path.join(deployDir, 'remotes', name, entry.version, 'remoteEntry.js')))) continue;
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
