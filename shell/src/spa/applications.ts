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
import { REMOTE_NAMES, remoteForPath, useSession, type RemoteAppProps, type RemoteName } from 'shared-api';
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

function register(name: RemoteName): void {
  const errorBoundary = renderErrorBoundary((error) =>
    useRemoteFailures.getState().report(name, { kind: 'render', message: error.message }),
  );
  registerApplication<ShellAppProps>({
    name,
    app: () => loadRemoteModule(`${name}/app`).then((module) => module.default),
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
    const kind = getAppStatus(name) === LOAD_ERROR ? 'load' : 'mount';
    useRemoteFailures.getState().report(name, { kind, message: error.message });
  });
  for (const name of REMOTE_NAMES) register(name);
}

/**
 * Retry a failed area: single-spa never remounts a broken application, so unregister it, give it a clean
 * element, register it afresh (its loader re-registers the remote's entry if it failed to load) and reroute.
 */
export async function retryApplication(name: RemoteName): Promise<void> {
  useRemoteFailures.getState().clear(name);
  if (getAppNames().includes(name)) await unregisterApplication(name).catch(() => undefined);
  resetAreaElement(name);
  register(name);
  await triggerAppChange();
}
