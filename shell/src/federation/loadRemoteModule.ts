/**
 * The shell's one way to reach a remote's code: typed by shared-api's RemoteModules, loaded through the
 * Module Federation runtime with the remotes registered at run time from the registry (never at build time).
 *
 * Failure and retry: a remote whose entry or module failed to load is marked failed; the next load of it
 * (a Retry button) first re-registers it with `force: true`, which drops the runtime's cached entry, module and
 * script state, so the browser really fetches it again (e.g. once the network is back).
 * RemoteLoadError and remoteOf live in shared-api (the loader contract every remote sees).
 */
import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import {
  provideRemoteLoader,
  RemoteLoadError,
  remoteOf,
  type RemoteLoadOptions,
  REMOTE_NAMES,
  type RemoteModuleId,
  type RemoteModules,
  type RemoteName,
  type RemoteRegistry,
} from 'shared-api';
import { takeOverrideParam } from './overrides';
import { fetchRegistry, initialRegistry } from './registry';

const entries = new Map<RemoteName, string>();
const failed = new Set<RemoteName>();

const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/** The error hook: remember which remote failed so the next attempt starts from a clean slate. */
const failureTracker: ModuleFederationRuntimePlugin = {
  name: 'shell-remote-failures',
  errorLoadRemote({ id, lifecycle, error }) {
    const name = String(id).split('/')[0];
    if (isRemoteName(name)) failed.add(name);
    console.error(`[federation] ${id} failed at ${lifecycle}`, error);
    return undefined; // no fallback module: the caller shows an error panel with Retry
  },
};

let pluginRegistered = false;

/** Register every remote of the registry with its remoteEntry.js URL (the server preloads the same URLs). */
export function registerRegistry(registry: RemoteRegistry): RemoteName[] {
  if (!pluginRegistered) {
    registerPlugins([failureTracker]);
    pluginRegistered = true;
  }
  const fresh = Object.entries(registry.remotes).filter(
    (pair): pair is [RemoteName, RemoteRegistry['remotes'][string]] =>
      isRemoteName(pair[0]) && entries.get(pair[0]) !== pair[1].entry,
  );
  for (const [name, { entry }] of fresh) {
    const known = entries.has(name);
    entries.set(name, entry);
    // A changed entry (a newer deploy found on Retry) replaces the old registration.
    registerRemotes([{ name, entry }], { force: known });
    failed.delete(name);
  }
  return [...entries.keys()];
}

let ready: Promise<void> | null = null;

/**
 * Register the remotes once per page, from the boot registry (or GET /api/remotes without one), and make this
 * loader the page's: a remote mounting another remote's parcel loads it through shared-api's `loadRemoteModule`,
 * which is this function, failure tracking and forced re-registration included.
 */
export function initFederation(): Promise<void> {
  provideRemoteLoader(loadRemoteModule);
  if (!ready) takeOverrideParam(); // `?remote=<name>@<version>`, before anything reads the address
  ready ??= initialRegistry().then((registry) => {
    registerRegistry(registry);
  });
  return ready;
}

export function isRegistered(name: RemoteName): boolean {
  return entries.has(name);
}

/**
 * Load `'<remote>/<module>'`, e.g. `loadRemoteModule('mf-jobs/MyJobsWidget')`. Rejects with RemoteLoadError.
 * `{ fresh: true }` (a Retry after the module failed to start): treat the remote as failed, so the registry and
 * its entry are fetched again.
 */
export async function loadRemoteModule<Id extends RemoteModuleId>(
  moduleId: Id,
  options?: RemoteLoadOptions,
): Promise<RemoteModules[Id]> {
  await initFederation();
  const name = remoteOf(moduleId);
  if (options?.fresh) failed.add(name);
  // Not known yet, or failed before: ask the server where it lives now (it may have been deployed meanwhile).
  if (!entries.has(name) || failed.has(name)) registerRegistry(await fetchRegistry());
  const entry = entries.get(name);
  if (!entry) throw new RemoteLoadError(moduleId, new Error(`${name} is not deployed`));
  if (failed.has(name)) {
    registerRemotes([{ name, entry }], { force: true });
    failed.delete(name);
  }
  try {
    const loaded = await loadRemote<RemoteModules[Id]>(moduleId);
    if (!loaded || typeof loaded !== 'object' || !('default' in loaded)) throw new Error('the module has no default export');
    return loaded;
  } catch (error) {
    failed.add(name);
    const failure = new RemoteLoadError(moduleId, error);
    if (failure.reason === 'incompatible')
      console.error(`[federation] ${name} was deployed with an incompatible version: ${moduleId} is missing or refused`);
    throw failure;
  }
}

/**
 * Whether the server's registry now points a remote this page runs at another version (a deploy or a rollback
 * since the page loaded). Asked on navigation; the page then offers a reload rather than swapping code under
 * an open screen.
 */
export async function hasNewerRegistry(): Promise<boolean> {
  if (entries.size === 0) return false; // no remote on this page yet: the next one loads from the current registry
  const { remotes } = await fetchRegistry();
  return Object.entries(remotes).some(
    ([name, { entry }]) => isRemoteName(name) && entries.has(name) && entries.get(name) !== entry,
  );
}
