import { bus, type ToastEvent } from '../bus/bus';
import { browserNavigation } from '../client/navigation';
import { mockFetch } from '../test-support';
import type { SessionUser } from '../types';
import { readBoot } from './boot';
import { loadSession, useSession } from './session';

const ana: SessionUser = {
  _id: 'u1',
  name: 'Ana',
  nameAlias: 'Ana K',
  email: 'ana@example.com',
  picture: null,
  level: 'freelancer',
  role: ['voice'],
  roleLevel: { voice: 3 },
  freelancerTnc: '2024-02-01T00:00:00.000Z',
  locale: 'en',
};

function setBoot(text: string | null) {
  document.getElementById('boot')?.remove();
  if (text === null) return;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'boot';
  script.textContent = text;
  document.body.appendChild(script);
}

afterEach(() => setBoot(null));

describe('readBoot', () => {
  it('reads user, registry and locale from the page', () => {
    const registry = {
      remotes: {
        'mf-jobs': {
          version: '1.2.0',
          entry: '/remotes/mf-jobs/1.2.0/remoteEntry.js',
          manifest: '/remotes/mf-jobs/1.2.0/mf-manifest.json',
        },
      },
    };
    setBoot(JSON.stringify({ user: ana, registry, locale: 'th' }));
    expect(readBoot()).toEqual({ user: ana, registry, locale: 'th', menuProjects: [] });
  });

  it("reads an admin's menu projects, leaving out anything that is not one", () => {
    const menuProjects = [
      { _id: 'p1', title: 'Moon Landing' },
      { _id: 'p2', title: 'Ocean Tales' },
    ];
    setBoot(
      JSON.stringify({ user: ana, registry: { remotes: {} }, locale: 'en', menuProjects: [...menuProjects, { _id: 3 }, null] }),
    );
    expect(readBoot().menuProjects).toEqual(menuProjects);
    setBoot(JSON.stringify({ user: ana, registry: { remotes: {} }, locale: 'en', menuProjects: 'p1' }));
    expect(readBoot().menuProjects).toEqual([]);
  });

  it('parses once: later reads return the same object', () => {
    setBoot(JSON.stringify({ user: ana, registry: { remotes: {} }, locale: 'en' }));
    expect(readBoot()).toBe(readBoot());
  });

  it('is Thai when the user is Thai even if the page says otherwise', () => {
    setBoot(JSON.stringify({ user: { ...ana, locale: 'th' }, registry: { remotes: {} }, locale: 'en' }));
    expect(readBoot().locale).toBe('th');
  });

  it.each([
    ['no boot element', null],
    ['broken JSON', '{ user: '],
    ['not an object', '42'],
    ['missing fields', '{}'],
  ])('gives empty defaults with %s', (_case, text) => {
    setBoot(text);
    expect(readBoot()).toEqual({ user: null, registry: { remotes: {} }, locale: 'en', menuProjects: [] });
  });
});

describe('session store', () => {
  beforeEach(() => useSession.setState({ user: null, locale: 'en' }));

  it('holds the user and the locale', () => {
    useSession.getState().setUser(ana);
    useSession.getState().setLocale('th');
    expect(useSession.getState()).toMatchObject({ user: ana, locale: 'th' });
  });

  it('loadSession fills the store from GET /api/session', async () => {
    const calls = mockFetch(() => ({ body: { user: { ...ana, locale: 'th' } } }));
    await expect(loadSession()).resolves.toMatchObject({ _id: 'u1' });
    expect(calls[0].url).toBe('/api/session');
    expect(useSession.getState()).toMatchObject({ user: { _id: 'u1' }, locale: 'th' });
  });

  it('loadSession resolves null when signed out, without redirect or toast', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const toasts: ToastEvent[] = [];
    const onToast = (event: ToastEvent) => toasts.push(event);
    bus.on('toast', onToast);
    useSession.setState({ user: ana });
    mockFetch(() => ({ status: 401, body: { message: 'Not signed in', redirectUrl: '/auth/login' } }));

    await expect(loadSession()).resolves.toBeNull();

    expect(useSession.getState().user).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
    bus.off('toast', onToast);
    assign.mockRestore();
  });
});
