import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { mockFetch } from 'shared-api/test-support';
import { jobsRegistry } from '../test/registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const registry = jobsRegistry;

// A fresh module (and registry state) per test.
function freshLoader() {
  let loader!: typeof import('./loadRemoteModule');
  jest.isolateModules(() => {
    loader = jest.requireActual('./loadRemoteModule');
  });
  return loader;
}

describe('loadRemoteModule', () => {
  beforeEach(() => {
    jest.mocked(loadRemote).mockReset();
    jest.mocked(registerRemotes).mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('registers every remote of the registry by its remoteEntry.js URL and loads the typed module', async () => {
    mockFetch(() => ({ body: registry('1.0.0-a') }));
    const lifecycles = { default: { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() } };
    jest.mocked(loadRemote).mockResolvedValue(lifecycles);
    const { loadRemoteModule } = freshLoader();

    await expect(loadRemoteModule('mf-jobs/MyJobsWidget')).resolves.toBe(lifecycles);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf-jobs', entry: '/remotes/mf-jobs/1.0.0-a/remoteEntry.js' }], {
      force: false,
    });
    expect(loadRemote).toHaveBeenCalledWith('mf-jobs/MyJobsWidget');
  });

  it('after a failure, the next load re-registers the remote with force so it is really fetched again', async () => {
    mockFetch(() => ({ body: registry('1.0.0-a') }));
    const lifecycles = { default: { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() } };
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValueOnce(lifecycles);
    const { loadRemoteModule } = freshLoader();

    await expect(loadRemoteModule('mf-jobs/app')).rejects.toMatchObject({ name: 'RemoteLoadError' });
    await expect(loadRemoteModule('mf-jobs/app')).resolves.toBe(lifecycles);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf-jobs', entry: '/remotes/mf-jobs/1.0.0-a/remoteEntry.js' }], {
      force: true,
    });
  });

  it('picks up a newer deploy from the registry when retrying', async () => {
    let version = '1.0.0-a';
    mockFetch(() => ({ body: registry(version) }));
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('404')).mockResolvedValueOnce({ default: {} });
    const { loadRemoteModule } = freshLoader();

    await expect(loadRemoteModule('mf-jobs/app')).rejects.toThrow('mf-jobs/app could not be loaded');
    version = '1.0.1-b';
    await loadRemoteModule('mf-jobs/app');
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf-jobs', entry: '/remotes/mf-jobs/1.0.1-b/remoteEntry.js' }], {
      force: true,
    });
  });

  it('a fresh load (Retry after a bootstrap or mount failure) reads the registry again and re-registers the entry with force', async () => {
    let version = '1.0.0-a';
    mockFetch(() => ({ body: registry(version) }));
    const lifecycles = { default: { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() } };
    jest.mocked(loadRemote).mockResolvedValue(lifecycles);
    const { loadRemoteModule } = freshLoader();

    await loadRemoteModule('mf-jobs/app');
    jest.mocked(registerRemotes).mockClear();
    // Loaded fine, then its mount threw; the deploy is fixed meanwhile.
    version = '1.0.1-b';
    await loadRemoteModule('mf-jobs/app', { fresh: true });
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf-jobs', entry: '/remotes/mf-jobs/1.0.1-b/remoteEntry.js' }], {
      force: true,
    });
    // Same version: the entry is still re-registered with force, so the runtime does not hand back its cached module.
    jest.mocked(registerRemotes).mockClear();
    await loadRemoteModule('mf-jobs/app', { fresh: true });
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf-jobs', entry: '/remotes/mf-jobs/1.0.1-b/remoteEntry.js' }], {
      force: true,
    });
  });

  it.each([
    ['Module "./PostFormModal" does not exist in container.', 'incompatible'],
    ['[ Federation Runtime ]: RUNTIME-014 The remote does not expose the requested module.', 'incompatible'],
    ['[ Federation Runtime ]: RUNTIME-008 Failed to load script resources. #ScriptNetworkError', 'network'],
    ['withParams is not a function', 'crashed'],
  ])('names what happened: %s is %s', async (message, reason) => {
    mockFetch(() => ({ body: registry('1.0.0-a') }));
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error(message));
    const { loadRemoteModule } = freshLoader();
    await expect(loadRemoteModule('mf-jobs/MyJobsWidget')).rejects.toMatchObject({ name: 'RemoteLoadError', reason });
  });

  it('logs which module an incompatible deploy lacks', async () => {
    mockFetch(() => ({ body: registry('1.0.0-a') }));
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('Module "./MyJobsWidget" does not exist in container.'));
    const { loadRemoteModule } = freshLoader();
    await expect(loadRemoteModule('mf-jobs/MyJobsWidget')).rejects.toMatchObject({ reason: 'incompatible' });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('mf-jobs/MyJobsWidget'));
  });

  it('rejects with a RemoteLoadError naming the remote when it is not deployed', async () => {
    mockFetch(() => ({ body: { remotes: {} } }));
    const { loadRemoteModule } = freshLoader();
    const failure = loadRemoteModule('mf-payments/app');
    await expect(failure).rejects.toMatchObject({ name: 'RemoteLoadError' });
    await expect(failure).rejects.toMatchObject({ remote: 'mf-payments', reason: 'not-deployed' });
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it("is the page's loader once federation starts: a remote calling shared-api's loadRemoteModule reaches it", async () => {
    mockFetch(() => ({ body: registry('1.0.0-a') }));
    const lifecycles = { default: { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() } };
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValueOnce(lifecycles);
    let loader!: typeof import('./loadRemoteModule');
    let sharedApi!: typeof import('shared-api');
    jest.isolateModules(() => {
      loader = jest.requireActual('./loadRemoteModule');
      sharedApi = jest.requireActual('shared-api');
    });
    await loader.initFederation();

    await expect(sharedApi.loadRemoteModule('mf-jobs/ProjectJobsSection')).rejects.toMatchObject({ remote: 'mf-jobs' });
    // Retry from the remote: the shell's failure tracking re-registers the remote with force.
    await expect(sharedApi.loadRemoteModule('mf-jobs/ProjectJobsSection')).resolves.toBe(lifecycles);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf-jobs', entry: '/remotes/mf-jobs/1.0.0-a/remoteEntry.js' }], {
      force: true,
    });
  });
});
