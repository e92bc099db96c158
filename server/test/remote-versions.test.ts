// GET /api/remotes/versions (issue 23): the per-browser override panel's list. Admins only, unless the
// installation allows everyone signed in (REMOTE_OVERRIDES=all).
import fs from 'node:fs';
import path from 'node:path';
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createUser } from './factories';

const entry = (version: string) => ({
  version,
  entry: `/remotes/mf-jobs/${version}/remoteEntry.js`,
  manifest: `/remotes/mf-jobs/${version}/mf-manifest.json`,
});

function deploy(t: TestApp, versions: string[], live: string, pruned: string[] = []) {
  for (const version of versions.filter((v) => !pruned.includes(v))) {
    fs.mkdirSync(path.join(t.config.deployDir, 'remotes/mf-jobs', version), { recursive: true });
    fs.writeFileSync(path.join(t.config.deployDir, 'remotes/mf-jobs', version, 'remoteEntry.js'), '');
  }
  const history = versions.map((version, i) => ({ ...entry(version), deployedAt: `2026-11-28T10:0${i}:00.000Z` }));
  fs.writeFileSync(
    path.join(t.config.deployDir, 'registry.json'),
    JSON.stringify({ remotes: { 'mf-jobs': entry(live) }, history: { 'mf-jobs': history } }),
  );
}

describe('GET /api/remotes/versions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    fs.mkdirSync(t.config.deployDir, { recursive: true });
    deploy(t, ['1.0.0-c', '1.0.0-b', '1.0.0-a'], '1.0.0-b', ['1.0.0-a']);
  });
  afterAll(() => t.close());

  it.each([
    ['anonymous', null, 401],
    ['freelancer', 'freelancer', 403],
    ['staff', 'staff', 403],
    ['client', 'client', 403],
    ['admin', 'admin', 200],
  ] as const)('%s → %d', async (_who, level, status) => {
    const cookie = level ? await signIn(t.db, await createUser(t.db, { level })) : undefined;
    const response = await call(t.app, 'GET', '/api/remotes/versions', cookie ? { cookie } : {});
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json().message).toBe('Only admins may choose the version of a part for their browser');
  });

  it('lists the versions newest first with the live one marked, leaving out pruned ones', async () => {
    const cookie = await signIn(t.db, await createUser(t.db, { level: 'admin' }));
    const response = await call(t.app, 'GET', '/api/remotes/versions', { cookie });
    expect(response.json()).toEqual({
      remotes: {
        'mf-jobs': [
          { version: '1.0.0-c', entry: entry('1.0.0-c').entry, deployedAt: '2026-11-28T10:00:00.000Z', live: false },
          { version: '1.0.0-b', entry: entry('1.0.0-b').entry, deployedAt: '2026-11-28T10:01:00.000Z', live: true },
        ],
      },
    });
  });
});

describe('GET /api/remotes/versions with REMOTE_OVERRIDES=all', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ remoteOverridesForAll: true });
    fs.mkdirSync(t.config.deployDir, { recursive: true });
    deploy(t, ['1.0.0-b'], '1.0.0-b');
  });
  afterAll(() => t.close());

  it('answers everyone signed in, still nobody anonymous', async () => {
    const cookie = await signIn(t.db, await createUser(t.db, { level: 'freelancer' }));
    const response = await call(t.app, 'GET', '/api/remotes/versions', { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json().remotes['mf-jobs']).toHaveLength(1);
    expect((await call(t.app, 'GET', '/api/remotes/versions')).statusCode).toBe(401);
  });
});
