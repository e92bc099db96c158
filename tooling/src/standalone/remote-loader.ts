/**
 * The standalone QA page's loader. The served remote's own modules (its `./app`, a modal it exposes) come from its
 * own compilation, the code being edited. Other remotes' modules (e.g. mf-projects hosting mf-jobs' jobs section,
 * mf-feed's post form) come from their deployed builds: the page has no shell, so it registers a remote with its own
 * federation runtime from `GET /api/remotes` on first use, and again with `force: true` after a failure (so Retry
 * really fetches it again). Provided to shared-api's `loadRemoteModule` at start-up, as the shell provides its own.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  api,
  RemoteLoadError,
  remoteOf,
  type RemoteLoadOptions,
  type RemoteModuleId,
  type RemoteModules,
  type RemoteName,
} from 'shared-api';
import { ownModules } from './own-modules';

const registered = new Set<RemoteName>();
const failed = new Set<RemoteName>();

export async function loadStandaloneRemoteModule<Id extends RemoteModuleId>(
  moduleId: Id,
  options?: RemoteLoadOptions,
): Promise<RemoteModules[Id]> {
  const remote = remoteOf(moduleId);
  if (options?.fresh) failed.add(remote);
  try {
    if (remote === STANDALONE_REMOTE) {
      const own = ownModules[moduleId.slice(remote.length + 1)];
      if (!own) throw new Error(`${remote} does not expose ${moduleId}`);
      return (await own()) as RemoteModules[Id];
    }
    if (!registered.has(remote) || failed.has(remote)) {
      const registry = await api.get('/api/remotes', null, { silent: true });
      const entry = registry?.remotes?.[remote];
      if (!entry) throw new Error(`${remote} is not deployed`);
      registerRemotes([{ name: remote, entry: entry.entry }], { force: registered.has(remote) });
      registered.add(remote);
      failed.delete(remote);
    }
    const loaded = await loadRemote<RemoteModules[Id]>(moduleId);
    if (!loaded || typeof loaded !== 'object' || !('default' in loaded)) throw new Error('the module has no default export');
    return loaded;
  } catch (error) {
    failed.add(remote);
    throw new RemoteLoadError(moduleId, error);
  }
}
