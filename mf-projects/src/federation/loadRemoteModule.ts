/**
 * Another remote's exposed module, loaded at run time through the Module Federation runtime and typed by shared-api's
 * RemoteModules (never its source: lint forbids that). Each container has its own runtime instance with no remotes of
 * its own, so the module is loaded through the page's host instance that registered the remote (the shell does, from
 * the registry); on this remote's standalone QA page nobody did, so the remote is registered here from
 * `GET /api/remotes` first.
 */
import { getInstance } from '@module-federation/enhanced/runtime';
import { api, type RemoteModuleId, type RemoteModules, type RemoteName, type RemoteRegistry } from 'shared-api';

export const remoteOf = (moduleId: RemoteModuleId): RemoteName => moduleId.slice(0, moduleId.indexOf('/')) as RemoteName;

type FederationHost = NonNullable<ReturnType<typeof getInstance>>;

/** The federation instance on the page that has `remote` registered, if any. */
function hostKnowing(remote: RemoteName): FederationHost | null {
  return getInstance((instance) => instance.options.remotes.some((entry) => entry.name === remote));
}

/** Registers `remote` with this container's own instance, from the server's registry. */
async function registerHere(remote: RemoteName): Promise<FederationHost> {
  const own = getInstance();
  const registry = await api.get<RemoteRegistry>('/api/remotes', undefined, { silent: true });
  const entry = registry?.remotes?.[remote];
  if (!own || !entry) throw new Error(`${remote} is not deployed`);
  own.registerRemotes([{ name: remote, entry: entry.entry }]);
  return own;
}

/** Load `'<remote>/<module>'`, e.g. `loadRemoteModule('mf-jobs/ProjectJobsSection')`. */
export async function loadRemoteModule<Id extends RemoteModuleId>(moduleId: Id): Promise<RemoteModules[Id]> {
  const remote = remoteOf(moduleId);
  const host = hostKnowing(remote) ?? (await registerHere(remote));
  const loaded = await host.loadRemote<RemoteModules[Id]>(moduleId);
  if (!loaded || typeof loaded !== 'object' || !('default' in loaded)) throw new Error(`${moduleId} could not be loaded`);
  return loaded;
}
