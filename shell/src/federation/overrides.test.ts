import { mockFetch } from 'shared-api/test-support';
import { jobsRegistry } from '../test/registry';

const versions = {
  remotes: {
    'mf-jobs': [
      {
        version: '1.0.1-b',
        entry: '/remotes/mf-jobs/1.0.1-b/remoteEntry.js',
        deployedAt: '2026-11-28T10:01:00.000Z',
        live: false,
      },
      {
        version: '1.0.0-a',
        entry: '/remotes/mf-jobs/1.0.0-a/remoteEntry.js',
        deployedAt: '2026-11-28T10:00:00.000Z',
        live: true,
      },
    ],
  },
};

// A fresh module per test: the versions are asked once per page.
function fresh() {
  let overrides!: typeof import('./overrides');
  jest.isolateModules(() => {
    overrides = jest.requireActual('./overrides');
  });
  return overrides;
}

describe('per-browser overrides', () => {
  afterEach(() => window.localStorage.clear());

  it('?remote=<name>@<version> is stored and leaves the address; ?remote=reset clears', () => {
    const { takeOverrideParam, readOverrides } = fresh();
    window.history.replaceState(null, '', '/app/jobs?remote=mf-jobs@1.0.1-b&tab=x');
    takeOverrideParam();
    expect(readOverrides()).toEqual({ 'mf-jobs': '1.0.1-b' });
    expect(window.location.pathname + window.location.search).toBe('/app/jobs?tab=x');
    window.history.replaceState(null, '', '/app/jobs?remote=reset');
    takeOverrideParam();
    expect(readOverrides()).toEqual({});
  });

  it('swaps the entry of a deployed version into the registry, and says so for the badge', async () => {
    mockFetch(() => ({ body: versions }));
    const { withOverrides, writeOverrides, useRemoteOverrides } = fresh();
    writeOverrides({ 'mf-jobs': '1.0.1-b' });
    const registry = await withOverrides(jobsRegistry('1.0.0-a'));
    expect(registry.remotes['mf-jobs']).toEqual({
      version: '1.0.1-b',
      entry: '/remotes/mf-jobs/1.0.1-b/remoteEntry.js',
      manifest: '/remotes/mf-jobs/1.0.1-b/mf-manifest.json',
    });
    expect(useRemoteOverrides.getState().active).toEqual({ 'mf-jobs': '1.0.1-b' });
  });

  it('drops a version that is not deployed (pruned), and every override when the server refuses', async () => {
    mockFetch(() => ({ body: versions }));
    let overrides = fresh();
    overrides.writeOverrides({ 'mf-jobs': '0.9.0-gone' });
    expect((await overrides.withOverrides(jobsRegistry('1.0.0-a'))).remotes['mf-jobs'].version).toBe('1.0.0-a');
    expect(overrides.readOverrides()).toEqual({});

    mockFetch(() => ({ status: 403, body: { message: 'Only admins may choose the version of a part for their browser' } }));
    overrides = fresh();
    overrides.writeOverrides({ 'mf-jobs': '1.0.1-b' });
    expect((await overrides.withOverrides(jobsRegistry('1.0.0-a'))).remotes['mf-jobs'].version).toBe('1.0.0-a');
    expect(overrides.useRemoteOverrides.getState().active).toEqual({});
  });
});
