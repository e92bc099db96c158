/**
 * A remote's parcel (dashboard widget, modal body, another remote's section) mounted with single-spa's
 * mountRootParcel. It fails alone: a load error, a lifecycle error or a render error inside it shows an ErrorPanel
 * with Retry in its place; the rest of the page keeps working. Retry calls the loader again, and the page's loader
 * (the shell's, reached through shared-api's `loadRemoteModule`) re-registers a remote that failed, so the browser
 * really fetches it again. Unmounting the component unmounts the parcel.
 */
import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type AppProps, type Parcel, type ParcelConfig } from 'single-spa';
import styled from 'styled-components';
// By the package's name: the page's one shared-ui (theme and strings), not a copy bundled into this entry.
import { ErrorPanel, Loading, SHARED_UI_NAMESPACE, useT } from 'shared-ui';
import { failureMessageKey, reasonOf, type PartFailureReason } from './failureMessage';
import { renderErrorBoundary, type ErrorBoundaryProp } from './renderErrorBoundary';

/** What a loader resolves for a parcel: a module whose default export is single-spa lifecycles taking `P`. */
export type ParcelModule<P> = {
  default: {
    bootstrap(props: P & AppProps): Promise<unknown>;
    mount(props: P & AppProps): Promise<unknown>;
    unmount(props: P & AppProps): Promise<unknown>;
  };
};

export type RemoteParcelProps<Id extends string, P extends { domElement: HTMLElement }> = {
  /** What to load, e.g. `'mf-jobs/MyJobsWidget'`; another id mounts another parcel. */
  moduleId: Id;
  /**
   * The page's loader: shared-api's `loadRemoteModule` (a stand-in in tests). A Retry calls it with
   * `{ fresh: true }`: the registry and the entry are fetched again, also after the module loaded and then failed.
   */
  load: (moduleId: Id, options?: { fresh?: boolean }) => Promise<ParcelModule<P>>;
  /** The parcel's own props besides the element it renders into (e.g. a modal's `close`). Read when it mounts. */
  parcelProps?: Omit<P, 'domElement'>;
  className?: string;
};

type State = { status: 'loading' | 'mounted' } | { status: 'failed'; reason: PartFailureReason };

/**
 * While loading, Loading lies over the parcel's box instead of above its content: the parcel starts rendering into
 * the page while it mounts, and a Loading above would push that content down, then let it jump up when it goes
 * (a layout shift of every widget on the dashboard). The box keeps Loading's room until the parcel mounted.
 */
const Box = styled.div<{ $loading: boolean }>`
  position: relative;
  min-height: ${({ $loading }) => ($loading ? '6.5rem' : '0')};
`;
const Pending = styled.div`
  position: absolute;
  inset: 0 0 auto 0;
  background: ${({ theme }) => theme.colors.surface};
  pointer-events: none;
`;

export function RemoteParcel<Id extends string, P extends { domElement: HTMLElement }>({
  moduleId,
  load,
  parcelProps,
  className,
}: RemoteParcelProps<Id, P>) {
  const t = useT(SHARED_UI_NAMESPACE);
  const container = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });
  // Props and loader are read when the parcel mounts; a parcel is remounted (not updated) when its module changes.
  const propsRef = useRef(parcelProps);
  propsRef.current = parcelProps;
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const host = container.current;
    if (!host) return undefined;
    let active = true;
    let parcel: Parcel | null = null;
    const element = document.createElement('div');
    host.appendChild(element);
    setState({ status: 'loading' });

    const fail = (stage: 'load' | 'render') => (error: unknown) => {
      if (!active) return;
      const reason = stage === 'load' ? reasonOf(error, 'network') : 'crashed';
      console.error(`[parcel] ${moduleId} failed (${stage}, ${reason})`, error);
      setState({ status: 'failed', reason });
      if (parcel?.getStatus() === 'MOUNTED') void parcel.unmount().catch(() => undefined);
    };
    const errorBoundary: ErrorBoundaryProp = renderErrorBoundary(fail('render'));

    (attempt > 0 ? loadRef.current(moduleId, { fresh: true }) : loadRef.current(moduleId))
      .then((module) => {
        if (!active) return undefined;
        const props = { ...propsRef.current, domElement: element, errorBoundary };
        parcel = mountRootParcel(module.default as unknown as ParcelConfig, props);
        return parcel.mountPromise.then(() => {
          if (active) setState((current) => (current.status === 'loading' ? { status: 'mounted' } : current));
        }, fail('render'));
      }, fail('load'))
      .catch(fail('render'));

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
  }, [moduleId, attempt]);

  const failed = state.status === 'failed' ? state.reason : null;
  const loading = state.status === 'loading';
  return (
    <Box className={className} data-parcel={moduleId} $loading={loading}>
      {failed && <ErrorPanel message={t(failureMessageKey(failed))} onRetry={() => setAttempt((n) => n + 1)} />}
      <div ref={container} hidden={failed !== null} />
      {loading && (
        <Pending>
          <Loading label={t('loading')} />
        </Pending>
      )}
    </Box>
  );
}
