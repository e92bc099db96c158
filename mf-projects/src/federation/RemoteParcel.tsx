/**
 * Another remote's parcel mounted in place with single-spa's mountRootParcel (e.g. mf-jobs' project jobs section).
 * It fails alone: a load or mount error shows an ErrorPanel with Retry, which loads the module again.
 */
import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import type { RemoteModuleId, RemoteModuleProps } from 'shared-api';
import { ErrorPanel, Loading } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { loadRemoteModule } from './loadRemoteModule';

export type RemoteParcelProps<Id extends RemoteModuleId> = {
  moduleId: Id;
  /** The parcel's own props (besides the element it renders into). Read when it mounts. */
  parcelProps: Omit<RemoteModuleProps<Id>, 'domElement'>;
  /** Replaceable in tests; defaults to the federation loader. */
  load?: typeof loadRemoteModule;
};

type State = { status: 'loading' | 'mounted' } | { status: 'failed'; message: string };

export function RemoteParcel<Id extends RemoteModuleId>({
  moduleId,
  parcelProps,
  load = loadRemoteModule,
}: RemoteParcelProps<Id>) {
  const t = useProjectsT();
  const container = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });
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
      if (active) setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
    };
    load(moduleId)
      .then((module) => {
        if (!active) return undefined;
        parcel = mountRootParcel(module.default as Parameters<typeof mountRootParcel>[0], {
          ...propsRef.current,
          domElement: element,
        });
        return parcel.mountPromise.then(() => {
          if (active) setState({ status: 'mounted' });
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
      void Promise.resolve(unmounted)
        .catch(() => undefined)
        .then(() => element.remove());
    };
  }, [moduleId, attempt, load]);

  return (
    <div data-parcel={moduleId}>
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && (
        <ErrorPanel message={t('parcelFailed', { message: state.message })} onRetry={() => setAttempt((n) => n + 1)} />
      )}
      <div ref={container} hidden={state.status === 'failed'} />
    </div>
  );
}
