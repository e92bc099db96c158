// @ts-check
const { execFileSync, spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { recordDeploys, rollback, forgetVersions } = require('../src/registry-file');

/** @param {string} version */
const entry = (version) => ({
  version,
  entry: `/remotes/mf-jobs/${version}/remoteEntry.js`,
  manifest: `/remotes/mf-jobs/${version}/mf-manifest.json`,
});
const always = () => true;

describe('the registry history', () => {
  const deployed = ['1.0.0-a', '1.0.0-b', '1.0.0-c'].reduce(
    (registry, version, i) => recordDeploys(registry, { 'mf-jobs': entry(version) }, new Date(Date.UTC(2026, 10, 28, 10, i))),
    /** @type {import('../src/registry-file').Registry} */ ({ remotes: { 'mf-feed': { ...entry('x'), version: 'x' } } }),
  );

  it('keeps every deploy, newest first, with when it was deployed; other remotes stay as they were', () => {
    expect(deployed.remotes['mf-jobs'].version).toBe('1.0.0-c');
    expect(deployed.history?.['mf-jobs'].map((e) => e.version)).toEqual(['1.0.0-c', '1.0.0-b', '1.0.0-a']);
    expect(deployed.history?.['mf-jobs'][0].deployedAt).toBe('2026-11-28T10:02:00.000Z');
    expect(deployed.remotes['mf-feed'].version).toBe('x');
  });

  it('rolls back to the version before the live one, and again one further', () => {
    const once = rollback(deployed, 'mf-jobs', { exists: always });
    expect(once.from).toBe('1.0.0-c');
    expect(once.registry.remotes['mf-jobs']).toEqual(entry('1.0.0-b'));
    const twice = rollback(once.registry, 'mf-jobs', { exists: always });
    expect(twice.registry.remotes['mf-jobs']).toEqual(entry('1.0.0-a'));
    expect(() => rollback(twice.registry, 'mf-jobs', { exists: always })).toThrow('no earlier version');
  });

  it('rolls back (or forward) to a named version, and refuses unknown, live and pruned ones', () => {
    expect(rollback(deployed, 'mf-jobs', { to: '1.0.0-a', exists: always }).registry.remotes['mf-jobs'].version).toBe('1.0.0-a');
    expect(() => rollback(deployed, 'mf-jobs', { to: '9.9.9', exists: always })).toThrow('has no version 9.9.9');
    expect(() => rollback(deployed, 'mf-jobs', { to: '1.0.0-c', exists: always })).toThrow('already live');
    const gone = (/** @type {{ version: string }} */ e) => e.version !== '1.0.0-b';
    expect(() => rollback(deployed, 'mf-jobs', { to: '1.0.0-b', exists: gone })).toThrow('was pruned');
    // Without --to, a pruned version is skipped.
    expect(rollback(deployed, 'mf-jobs', { exists: gone }).registry.remotes['mf-jobs'].version).toBe('1.0.0-a');
  });

  it('a redeploy of a version moves it to the top once; pruned versions leave the history', () => {
    const again = recordDeploys(deployed, { 'mf-jobs': entry('1.0.0-a') });
    expect(again.history?.['mf-jobs'].map((e) => e.version)).toEqual(['1.0.0-a', '1.0.0-c', '1.0.0-b']);
    expect(forgetVersions(again, 'mf-jobs', ['1.0.0-b']).history?.['mf-jobs'].map((e) => e.version)).toEqual([
      '1.0.0-a',
      '1.0.0-c',
    ]);
  });

  it('a registry from before histories starts its history with the live version', () => {
    const old = { remotes: { 'mf-jobs': entry('1.0.0-old') } };
    const next = recordDeploys(old, { 'mf-jobs': entry('1.0.0-new') });
    expect(rollback(next, 'mf-jobs', { exists: always }).registry.remotes['mf-jobs'].version).toBe('1.0.0-old');
  });
});

describe('rollback-remote (the command behind `pnpm --filter mf-jobs run rollback`)', () => {
  const script = path.join(__dirname, '../src/rollback-remote.js');
  let dir = '';
  /** @param {string[]} args */
  const run = (...args) =>
    spawnSync(process.execPath, [script, ...args], { env: { ...process.env, DEPLOY_DIR: dir }, encoding: 'utf8' });
  const live = () => JSON.parse(fs.readFileSync(path.join(dir, 'registry.json'), 'utf8')).remotes['mf-jobs'].version;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollback-'));
    let registry = /** @type {import('../src/registry-file').Registry} */ ({ remotes: {} });
    for (const version of ['1.0.0-a', '1.0.0-b', '1.0.0-c']) {
      fs.mkdirSync(path.join(dir, 'remotes/mf-jobs', version), { recursive: true });
      fs.writeFileSync(path.join(dir, 'remotes/mf-jobs', version, 'remoteEntry.js'), '');
      registry = recordDeploys(registry, { 'mf-jobs': entry(version) });
    }
    fs.writeFileSync(path.join(dir, 'registry.json'), JSON.stringify(registry));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('goes back one version, or to --to <version>, rewriting the registry (and leaves no lock behind)', () => {
    expect(run('mf-jobs').status).toBe(0);
    expect(live()).toBe('1.0.0-b');
    const pnpmStyle = run('mf-jobs', '--', '--to', '1.0.0-c');
    expect(pnpmStyle.stdout).toContain('1.0.0-b → 1.0.0-c');
    expect(live()).toBe('1.0.0-c');
    expect(fs.existsSync(path.join(dir, 'registry.json.lock'))).toBe(false);
  });

  it('lists the history with the live version marked and pruned ones named', () => {
    fs.rmSync(path.join(dir, 'remotes/mf-jobs/1.0.0-a'), { recursive: true });
    const listed = execFileSync(process.execPath, [script, 'mf-jobs', '--list'], {
      env: { ...process.env, DEPLOY_DIR: dir },
      encoding: 'utf8',
    });
    expect(listed.split('\n')[0]).toMatch(/^\* 1\.0\.0-c/);
    expect(listed).toMatch(/1\.0\.0-a .*\(pruned\)/);
  });

  it('refuses what it cannot do with a sentence and exit code 1, leaving the registry as it was', () => {
    const refused = run('mf-jobs', '--to', '2.0.0-x');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('mf-jobs has no version 2.0.0-x');
    expect(live()).toBe('1.0.0-c');
    expect(run('mf-nothing').status).toBe(2);
  });
});
