/**
 * The page's one way to load another remote's exposed module. The host (the shell) provides its loader once at
 * start-up: it registers remotes from the registry, remembers which failed and, on the next attempt (Retry),
 * re-registers a failed remote with `force: true` so the browser really fetches it again. shared-api is a
 * federation singleton, so a remote calling `loadRemoteModule` here reaches the host's loader, never a second one.
 */
import type { RemoteModuleId, RemoteModules, RemoteName } from './remote-modules';

/**
 * `fresh`: the caller saw the module fail after it loaded (bootstrap, mount, render) and retries; the loader asks
 * the server where the remote lives now and fetches its entry again instead of answering from its cache.
 */
export type RemoteLoadOptions = { fresh?: boolean };

/** Loads `'<remote>/<module>'`; rejects with RemoteLoadError. */
export type RemoteModuleLoader = <Id extends RemoteModuleId>(
  moduleId: Id,
  options?: RemoteLoadOptions,
) => Promise<RemoteModules[Id]>;

/**
 * Why a remote's part failed, for the words the user reads and what Retry can do:
 * `network` (the entry or a chunk did not arrive), `incompatible` (the deployed remote lacks a module today's
 * `RemoteModules` names, or refuses a shared version), `crashed` (its code threw while starting, mounting or
 * rendering), `not-deployed` (the registry has no such remote).
 */
export type RemoteFailureReason = 'network' | 'incompatible' | 'crashed' | 'not-deployed';

const INCOMPATIBLE = [
  /does not exist in container/i, // webpack's container.get of a module it does not expose
  /RUNTIME-014/, // the federation runtime: the remote does not expose the requested module
  /does not expose/i,
  /no default export/i,
  /Unsatisfied version|does not satisfy the requirement/i, // a shared library's strictVersion refused
  /incompatible version/i,
];
const NETWORK = [
  /RUNTIME-008/, // the federation runtime: the entry script did not load
  /ScriptNetworkError/,
  /ChunkLoadError|Loading chunk .* failed|Loading script failed/i,
  /Failed to fetch|NetworkError|Load failed/i,
];

/** Classify a loader's failure by its message (the runtime's and webpack's errors carry no other marker). */
export function failureReason(error: unknown): RemoteFailureReason {
  if (error instanceof RemoteLoadError) return error.reason;
  const message = error instanceof Error ? error.message : String(error);
  if (/ is not deployed/.test(message)) return 'not-deployed';
  if (INCOMPATIBLE.some((pattern) => pattern.test(message))) return 'incompatible';
  if (NETWORK.some((pattern) => pattern.test(message))) return 'network';
  return 'crashed';
}

export function remoteOf(moduleId: RemoteModuleId): RemoteName {
  return moduleId.slice(0, moduleId.indexOf('/')) as RemoteName;
}

/**
 * A remote module could not be loaded. `remote` names the area to blame, `reason` what happened (the panel's
 * words); the message keeps the cause's for the logs.
 */
export class RemoteLoadError extends Error {
  readonly remote: RemoteName;
  readonly moduleId: RemoteModuleId;
  readonly reason: RemoteFailureReason;

  constructor(moduleId: RemoteModuleId, cause: unknown) {
    super(`${moduleId} could not be loaded${cause instanceof Error ? `: ${cause.message}` : ''}`);
    this.name = 'RemoteLoadError';
    this.moduleId = moduleId;
    this.remote = remoteOf(moduleId);
    this.reason = failureReason(cause);
  }
}

let provided: RemoteModuleLoader | null = null;

/** The host's start-up call (the shell's, the standalone QA page's): the loader every remote module goes through. */
export function provideRemoteLoader(loader: RemoteModuleLoader | null): void {
  provided = loader;
}

/** Load `'<remote>/<module>'` through the host's loader, e.g. `loadRemoteModule('mf-jobs/ProjectJobsSection')`. */
export const loadRemoteModule: RemoteModuleLoader = (moduleId, options) =>
  provided
    ? options
      ? provided(moduleId, options)
      : provided(moduleId)
    : Promise.reject(new RemoteLoadError(moduleId, new Error('no host on this page loads remote modules')));
