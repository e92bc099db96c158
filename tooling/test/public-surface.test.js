// @ts-check
const fs = require('fs');
const os = require('os');
const path = require('path');
const { checkSurface, stringKeys, surfaceOf } = require('../src/public-surface');

describe('the shared packages’ versioning rule', () => {
  let dir = '';
  /** @param {string} version */
  const setVersion = (version) => fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'shared-x', version }));
  const v1 = surfaceOf(
    { 'shared-x': { withParams: () => 1, ROLES: [] } },
    { strings: stringKeys({ remote: { loadFailed: 'x' } }) },
  );

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'surface-'));
    setVersion('1.0.0');
    fs.writeFileSync(path.join(dir, 'public-surface.json'), JSON.stringify({ version: '1.0.0', surface: v1 }));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    delete process.env.UPDATE_SURFACE;
  });

  it('passes while the surface and the version are as recorded', () => {
    expect(v1).toEqual({ 'shared-x': ['ROLES:object', 'withParams:function'], strings: ['remote.loadFailed'] });
    expect(checkSurface(dir, v1)).toBeNull();
  });

  it('a removed export needs a major bump, an added one or a new string key a minor bump', () => {
    const removed = surfaceOf({ 'shared-x': { ROLES: [] } }, { strings: ['remote.loadFailed'] });
    expect(checkSurface(dir, removed)).toMatch(/removed or changed shared-x withParams:function since 1.0.0: bump the major/);
    setVersion('1.1.0');
    expect(checkSurface(dir, removed)).toMatch(/bump the major/);
    setVersion('2.0.0');
    expect(checkSurface(dir, removed)).toMatch(/UPDATE_SURFACE=1/); // bumped, not recorded yet

    setVersion('1.0.0');
    const added = { ...v1, strings: ['remote.incompatible', 'remote.loadFailed'] };
    expect(checkSurface(dir, added)).toMatch(/added strings remote.incompatible since 1.0.0: bump the minor/);
    setVersion('1.1.0');
    process.env.UPDATE_SURFACE = '1';
    expect(checkSurface(dir, added)).toBeNull();
    delete process.env.UPDATE_SURFACE;
    expect(checkSurface(dir, added)).toBeNull();
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'public-surface.json'), 'utf8')).version).toBe('1.1.0');
  });

  it('recording never excuses a missing bump', () => {
    process.env.UPDATE_SURFACE = '1';
    expect(checkSurface(dir, surfaceOf({ 'shared-x': {} }))).toMatch(/bump the major/);
  });
});
