import type { AppProps, LifeCycleFn, LifeCycles, ParcelConfig } from 'single-spa';
import { MODALS, modalModuleId } from '../constants/modals';
import {
  REMOTE_AREAS,
  REMOTE_NAMES,
  remoteForPath,
  type RemoteAppProps,
  type RemoteModuleProps,
  type RemoteModules,
} from './remote-modules';

describe('remoteForPath', () => {
  it.each([
    ['/app/projects', 'mf-projects'],
    ['/app/projects/42/scenes', 'mf-projects'],
    ['/app/tools/youtube', 'mf-projects'],
    ['/app/bravo', 'mf-projects'],
    ['/app/jobs/', 'mf-jobs'],
    ['/app/jobs/pricing', 'mf-jobs'],
    ['/app/payments/outstanding', 'mf-payments'],
    ['/app/feed/all/post/1', 'mf-feed'],
    ['/app/docs', 'mf-feed'],
    ['/app/messages', 'mf-feed'],
    ['/app/users', 'mf-admin'],
    ['/app/account', 'mf-admin'],
    ['/app/', null],
    ['/app', null],
    ['/app/jobsearch', null],
    ['/auth/login', null],
  ])('%s → %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it('every remote owns at least one area and no two share one', () => {
    const prefixes = REMOTE_NAMES.flatMap((name) => REMOTE_AREAS[name]);
    expect(REMOTE_NAMES.every((name) => REMOTE_AREAS[name].length > 0)).toBe(true);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});

describe('modals', () => {
  it('name the federation module that renders them', () => {
    expect(modalModuleId('project-form')).toBe('mf-projects/ProjectFormModal');
    expect(Object.keys(MODALS)).toContain('project-form');
  });
});

describe('lifecycle types', () => {
  // What single-spa-react returns for an app with RemoteAppProps.
  type ReactLifecycles<P> = { bootstrap: LifeCycleFn<P>; mount: LifeCycleFn<P>; unmount: LifeCycleFn<P> };
  const noop = async () => undefined;

  it('fit single-spa both ways (checked by tsc)', () => {
    const fromSingleSpaReact: ReactLifecycles<RemoteAppProps> = { bootstrap: noop, mount: noop, unmount: noop };
    const exposed: RemoteModules['mf-jobs/app']['default'] = fromSingleSpaReact;
    const asApplication: LifeCycles<RemoteAppProps> = exposed;
    const modal: RemoteModules['mf-projects/ProjectFormModal']['default'] = { bootstrap: noop, mount: noop, unmount: noop };
    const asParcel: ParcelConfig<RemoteModuleProps<'mf-projects/ProjectFormModal'>> = modal;
    const props: Parameters<typeof exposed.mount>[0] = { domElement: document.body } as RemoteAppProps & AppProps;
    expect([asApplication, asParcel, props.domElement]).toHaveLength(3);
  });
});
