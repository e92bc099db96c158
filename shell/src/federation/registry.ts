/** Where each remote is deployed: the page's boot data, else (dev server, stale page) GET /api/remotes. */
import { api, readBoot, type RemoteRegistry } from 'shared-api';
import { withOverrides } from './overrides';

const EMPTY: RemoteRegistry = { remotes: {} };

/**
 * The registry the page was served with; `/api/remotes` when the page carries none. This browser's overrides
 * (overrides.ts) are applied to both. Never rejects.
 */
export async function initialRegistry(): Promise<RemoteRegistry> {
  const boot = readBoot();
  if (Object.keys(boot.registry.remotes).length > 0) return withOverrides(boot.registry);
  return fetchRegistry();
}

/** The server's current registry (a remote deployed after this page loaded is found here). Never rejects. */
export async function fetchRegistry(): Promise<RemoteRegistry> {
  try {
    const registry = await api.get('/api/remotes', null, { silent: true, redirectOn401: false });
    return registry && typeof registry.remotes === 'object' ? await withOverrides(registry) : EMPTY;
  } catch {
    return EMPTY;
  }
}
