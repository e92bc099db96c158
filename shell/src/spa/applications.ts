/**
 * single-spa applications: each remote's `./app` is active on its route areas (REMOTE_AREAS) and mounts into the
 * shell's content area. A remote that fails (load, bootstrap, mount, or a render error inside it) is reported
 * to useRemoteFailures; the shell shows an ErrorPanel in that area while the menu, top bar and other areas work.
 */
import {
  addErrorHandler,
  getAppNames,
  getAppStatus,
  LOAD_ERROR,
  registerApplication,
  triggerAppChange,
  unregisterApplication,
  type AppError,
} from 'single-spa';
import { failureReason, REMOTE_NAMES, remoteForPath, useSession, type RemoteAppProps, type RemoteName } from 'shared-api';
import { loadRemoteModule } from '../federation';
import { guardRedirect, type GuardLocation } from '../routing';
import { areaElementFor, resetAreaElement } from './areaElements';
import { useRemoteFailures } from './failures';
import { renderErrorBoundary, type ErrorBoundaryProp } from 'shared-ui/parcel';

export type ShellAppProps = RemoteAppProps & { errorBoundary: ErrorBoundaryProp };

/** The remote whose `./app` should be mounted at `location`, or null (a shell page, or a guarded address). */
export function activeRemote(location: GuardLocation): RemoteName | null {
  const remote = remoteForPath(location.pathname);
  if (!remote) return null;
  return guardRedirect(location, useSession.getState().user) === null ? remote : null;
}

const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/** `fresh` (a Retry): the loader fetches the registry and the remote's entry again, even if it loaded before. */
function register(name: RemoteName, fresh = false): void {
  const errorBoundary = renderErrorBoundary((error) =>
    useRemoteFailures.getState().report(name, { kind: 'render', reason: 'crashed', message: error.message }),
  );
  registerApplication<ShellAppProps>({
    name,
    app: () => loadRemoteModule(`${name}/app`, fresh ? { fresh } : undefined).then((module) => module.default),
    activeWhen: (location) => activeRemote(location) === name,
    // A function: evaluated at each lifecycle, after the element may have been replaced by a Retry.
    customProps: () => ({ domElement: areaElementFor(name), errorBoundary }),
  });
}

let started = false;

/** Register every remote's application once, and route single-spa's lifecycle errors to the failure store. */
export function registerRemoteApplications(): void {
  if (started) return;
  started = true;
  addErrorHandler((error: AppError) => {
    const name = error.appOrParcelName;
    if (!isRemoteName(name)) return;
    console.error(`[single-spa] ${name}`, error);
    // A load error carries the loader's reason (network, incompatible, not deployed); a lifecycle error is the
    // part's own code failing.
    const kind = getAppStatus(name) === LOAD_ERROR ? 'load' : 'mount';
    const reason = kind === 'load' ? failureReason(error) : 'crashed';
    useRemoteFailures.getState().report(name, { kind, reason, message: error.message });
  });
  for (const name of REMOTE_NAMES) register(name);
}

/**
 * Retry a failed area: single-spa never remounts a broken application, so unregister it, give it a clean
 * element, register it afresh and reroute. Its loader is asked for a fresh copy: it reads the registry again (a
 * fixed deploy is found) and re-registers the remote's entry with force, also when the code loaded and then
 * failed to bootstrap or mount (the runtime would otherwise hand back the same broken module).
 */
export async function retryApplication(name: RemoteName): Promise<void> {
  useRemoteFailures.getState().clear(name);
  if (getAppNames().includes(name)) await unregisterApplication(name).catch(() => undefined);
  resetAreaElement(name);
  register(name, true);
  await triggerAppChange();
}
