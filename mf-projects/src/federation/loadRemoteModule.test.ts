import { getInstance } from '@module-federation/enhanced/runtime';
import { loadRemoteModule } from './loadRemoteModule';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn() }));
const getInstanceMock = getInstance as unknown as jest.Mock;

type FakeInstance = { options: { remotes: Array<{ name: string }> }; loadRemote: jest.Mock; registerRemotes: jest.Mock };
const instance = (remotes: string[]): FakeInstance => ({
  options: { remotes: remotes.map((name) => ({ name })) },
  loadRemote: jest.fn().mockResolvedValue({ default: { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() } }),
  registerRemotes: jest.fn(),
});

afterEach(() => jest.resetAllMocks());

describe("loading another remote's module", () => {
  it("goes through the page's host instance that registered the remote (the shell)", async () => {
    const shell = instance(['mf-jobs', 'mf-projects']);
    const own = instance([]);
    getInstanceMock.mockImplementation((finder?: (candidate: FakeInstance) => boolean) =>
      finder ? ([own, shell].find(finder) ?? null) : own,
    );
    const loaded = await loadRemoteModule('mf-jobs/ProjectJobsSection');
    expect(shell.loadRemote).toHaveBeenCalledWith('mf-jobs/ProjectJobsSection');
    expect(loaded.default).toEqual(expect.objectContaining({ mount: expect.any(Function) }));
    expect(own.registerRemotes).not.toHaveBeenCalled();
  });

  it("with no host knowing it (the standalone QA page), registers the remote here from the server's registry", async () => {
    const own = instance([]);
    getInstanceMock.mockImplementation((finder?: (candidate: FakeInstance) => boolean) =>
      finder ? ([own].find(finder) ?? null) : own,
    );
    const entry = '/remotes/mf-jobs/1/remoteEntry.js';
    Object.defineProperty(globalThis, 'fetch', {
      configurable: true,
      writable: true,
      value: jest.fn(async () => ({
        ok: true,
        status: 200,
        headers: { get: () => 'application/json' },
        text: async () => JSON.stringify({ remotes: { 'mf-jobs': { version: '1', entry, manifest: '' } } }),
      })),
    });
    await loadRemoteModule('mf-jobs/ProjectJobsSection');
    expect(own.registerRemotes).toHaveBeenCalledWith([{ name: 'mf-jobs', entry }]);
    expect(own.loadRemote).toHaveBeenCalledWith('mf-jobs/ProjectJobsSection');
  });
});
