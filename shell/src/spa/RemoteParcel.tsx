/**
 * A remote's parcel (dashboard widget, modal body) mounted with single-spa's mountRootParcel. It fails alone:
 * a load error, a lifecycle error or a render error inside it shows an ErrorPanel with Retry in its place, and
 * Retry really loads the module again (loadRemoteModule re-registers a remote that failed to load).
 */
import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import type { RemoteModuleId, RemoteModuleProps } from 'shared-api';
import { ErrorPanel, Loading, useT } from 'shared-ui';
import { loadRemoteModule, RemoteLoadError } from '../federation/loadRemoteModule';
import { SHELL_NAMESPACE } from '../i18n/strings';
import { renderErrorBoundary, type ErrorBoundaryProp } from './renderErrorBoundary';

/** The props a parcel takes besides the element the shell gives it. */
export type OwnParcelProps<Id extends RemoteModuleId> = Omit<RemoteModuleProps<Id>, 'domElement'>;

export type RemoteParcelProps<Id extends RemoteModuleId> = {
  moduleId: Id;
  /** Required when the parcel takes props of its own (e.g. a modal's `close`). */
  parcelProps?: OwnParcelProps<Id>;
  /** Replaceable in tests; defaults to the federation loader. */
  load?: typeof loadRemoteModule;
  className?: string;
};

type State = { status: 'loading' | 'mounted' } | { status: 'failed'; error: Error };

export function RemoteParcel<Id extends RemoteModuleId>({
  moduleId,
  parcelProps,
  load = loadRemoteModule,
  className,
}: RemoteParcelProps<Id>) {
  const t = useT(SHELL_NAMESPACE);
  const container = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });
  // Props are read when the parcel mounts; a parcel is remounted (not updated) when its module changes.
  const propsRef = useRef(parcelProps);
  propsRef.current = parcelProps;

  useEffect(() => {
    const host = container.current;
    if (!host) return undefined;
    let active = true;
    let parcel: Parcel | null = null;
    const element = document.createElement('div');
    host.appendChild(element);
    setState({ status: 'loading' });

    const fail = (error: unknown) => {
      if (!active) return;
      setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
      if (parcel?.getStatus() === 'MOUNTED') void parcel.unmount().catch(() => undefined);
    };
    const errorBoundary: ErrorBoundaryProp = renderErrorBoundary(fail);

    load(moduleId)
      .then((module) => {
        if (!active) return undefined;
        const props = { ...propsRef.current, domElement: element, errorBoundary };
        parcel = mountRootParcel(module.default as Parameters<typeof mountRootParcel>[0], props);
        return parcel.mountPromise.then(() => {
          if (active) setState((current) => (current.status === 'loading' ? { status: 'mounted' } : current));
        });
      })
      .catch(fail);

    return () => {
      active = false;
      const mounted = parcel;
      const unmounted =
        mounted && ['MOUNTED', 'MOUNTING'].includes(mounted.getStatus())
          ? mounted.mountPromise.then(() => mounted.unmount())
          : null;
      // Remove the element once the parcel let go of it (right away when it never mounted).
      void Promise.resolve(unmounted)
        .catch(() => undefined)
        .then(() => element.remove());
    };
  }, [moduleId, attempt, load]);

  const failed = state.status === 'failed' ? state.error : null;
  return (
    <div className={className} data-parcel={moduleId}>
      {state.status === 'loading' && <Loading label={t('remote.loading')} />}
      {failed && (
        <ErrorPanel
          message={failed instanceof RemoteLoadError ? t('remote.loadFailed') : t('remote.renderFailed')}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
      <div ref={container} hidden={failed !== null} />
    </div>
  );
}
