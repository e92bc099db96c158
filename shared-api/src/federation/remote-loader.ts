/**
 * The page's one way to load another remote's exposed module. The host (the shell) provides its loader once at
 * start-up: it registers remotes from the registry, remembers which failed and, on the next attempt (Retry),
 * re-registers a failed remote with `force: true` so the browser really fetches it again. shared-api is a
 * federation singleton, so a remote calling `loadRemoteModule` here reaches the host's loader, never a second one.
 */
import type { RemoteModuleId, RemoteModules, RemoteName } from './remote-modules';

/** Loads `'<remote>/<module>'`; rejects with RemoteLoadError. */
export type RemoteModuleLoader = <Id extends RemoteModuleId>(moduleId: Id) => Promise<RemoteModules[Id]>;

export function remoteOf(moduleId: RemoteModuleId): RemoteName {
  return moduleId.slice(0, moduleId.indexOf('/')) as RemoteName;
}

/** A remote module could not be loaded (not deployed, network, script error). `remote` names the area to blame. */
export class RemoteLoadError extends Error {
  readonly remote: RemoteName;
  readonly moduleId: RemoteModuleId;

  constructor(moduleId: RemoteModuleId, cause: unknown) {
    super(`${moduleId} could not be loaded${cause instanceof Error ? `: ${cause.message}` : ''}`);
    this.name = 'RemoteLoadError';
    this.moduleId = moduleId;
    this.remote = remoteOf(moduleId);
  }
}

let provided: RemoteModuleLoader | null = null;

/** The host's start-up call (the shell's, the standalone QA page's): the loader every remote module goes through. */
export function provideRemoteLoader(loader: RemoteModuleLoader | null): void {
  provided = loader;
}

/** Load `'<remote>/<module>'` through the host's loader, e.g. `loadRemoteModule('mf-jobs/ProjectJobsSection')`. */
export const loadRemoteModule: RemoteModuleLoader = (moduleId) =>
  provided
    ? provided(moduleId)
    : Promise.reject(new RemoteLoadError(moduleId, new Error('no host on this page loads remote modules')));
