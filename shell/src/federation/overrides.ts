/**
 * Per-browser overrides (QA, feature teams): this browser runs another deployed version of a remote than the
 * registry's live one. `?remote=mf-jobs@<version>` stores the choice in localStorage (`?remote=reset` clears
 * them); the page then swaps that remote's entry in the registry it registers, after asking the server which
 * versions are deployed (GET /api/remotes/versions: admins, or everyone where REMOTE_OVERRIDES=all; a refusal
 * leaves them unused; a version no longer deployed is dropped). Only versions from the registry's history are accepted, never an arbitrary URL.
 */
import { create } from 'zustand';
import { api, REMOTE_NAMES, type ApiResponse, type RemoteName, type RemoteRegistry } from 'shared-api';

export const OVERRIDES_KEY = 'studio.remoteOverrides';
export const OVERRIDE_PARAM = 'remote';

export type RemoteVersions = ApiResponse<'/api/remotes/versions', 'get'>['remotes'];
type Overrides = Partial<Record<RemoteName, string>>;

/** What this page runs instead of the live versions, and whether `?remote=panel` asked for the panel (the badge). */
export const useRemoteOverrides = create<{ active: Overrides; panel: boolean }>()(() => ({ active: {}, panel: false }));

const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

export function readOverrides(): Overrides {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(OVERRIDES_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([name, version]) => isRemoteName(name) && typeof version === 'string'),
    ) as Overrides;
  } catch {
    return {};
  }
}

export function writeOverrides(overrides: Overrides): void {
  if (Object.keys(overrides).length === 0) window.localStorage.removeItem(OVERRIDES_KEY);
  else window.localStorage.setItem(OVERRIDES_KEY, JSON.stringify(overrides));
}

/** `?remote=<name>@<version>` (or `?remote=reset`, `?remote=panel`) into localStorage, and out of the address. */
export function takeOverrideParam(): void {
  const url = new URL(window.location.href);
  const values = url.searchParams.getAll(OVERRIDE_PARAM);
  if (values.length === 0) return;
  let overrides = readOverrides();
  for (const value of values) {
    if (value === 'reset') overrides = {};
    if (value === 'panel') useRemoteOverrides.setState({ panel: true });
    const at = value.indexOf('@');
    const name = value.slice(0, at);
    if (at > 0 && isRemoteName(name)) overrides[name] = value.slice(at + 1);
  }
  writeOverrides(overrides);
  url.searchParams.delete(OVERRIDE_PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

let versions: Promise<RemoteVersions | null> | null = null;

/** The deployed versions, once per page; null when this browser may not choose (or the server is unreachable). */
export function deployedVersions(): Promise<RemoteVersions | null> {
  versions ??= api
    .get('/api/remotes/versions', null, { silent: true, redirectOn401: false })
    .then((answer) => answer.remotes)
    .catch(() => null);
  return versions;
}

/** The registry with this browser's overrides applied; overrides the server refuses or no longer has are dropped. */
export async function withOverrides(registry: RemoteRegistry): Promise<RemoteRegistry> {
  const wanted = readOverrides();
  if (Object.keys(wanted).length === 0) return registry;
  const deployed = await deployedVersions();
  const remotes = { ...registry.remotes };
  const active: Overrides = {};
  for (const [name, version] of Object.entries(wanted) as [RemoteName, string][]) {
    const found = deployed?.[name]?.find((candidate) => candidate.version === version);
    if (!found) continue;
    remotes[name] = { version, entry: found.entry, manifest: found.entry.replace(/remoteEntry\.js$/, 'mf-manifest.json') };
    active[name] = version;
  }
  if (deployed) writeOverrides(active);
  useRemoteOverrides.setState({ active });
  return { ...registry, remotes };
}
