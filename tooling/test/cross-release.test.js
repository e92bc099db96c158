// @ts-check
const { breaksBetween, needsLaterShell, satisfies, surfaceBreaks } = require('../src/cross-release');

/** @param {string[]} paths @param {Record<string, string>} [shared] */
const build = (paths, shared = {}) => ({
  exposes: paths.map((p) => ({ name: p.slice(2), path: p })),
  shared: Object.entries(shared).map(([name, requiredVersion]) => ({ name, version: requiredVersion.slice(1), requiredVersion })),
});
const FEED = ['./app', './PostFormModal'];
const host = (provides = { 'shared-api': '1.1.0', 'shared-ui': '1.1.0' }) => ({
  label: 'the shell',
  moduleIds: FEED.map((p) => `mf-feed/${p.slice(2)}`),
  provides,
});

describe('the cross-release contract', () => {
  it('holds when the remote exposes what the host loads and its strict shared ranges are met', () => {
    expect(breaksBetween({ 'mf-feed': build(FEED, { 'shared-ui': '^1.0.0', react: '^19.0.0' }) }, host(), 'old')).toEqual([]);
  });

  it('names a module an older remote lacks (the comments modal an older mf-feed did not expose)', () => {
    expect(breaksBetween({ 'mf-feed': build(['./app']) }, host(), 'the previous release’s')).toEqual([
      'the previous release’s mf-feed does not expose ./PostFormModal, which the shell loads',
    ]);
  });

  it('names a newer remote an older shell would refuse (shared-ui 1.2 required, 1.1 provided)', () => {
    expect(breaksBetween({ 'mf-feed': build(FEED, { 'shared-ui': '^1.2.0' }) }, host(), 'today’s')).toEqual([
      'today’s mf-feed requires shared-ui ^1.2.0; the shell provides 1.1.0',
    ]);
  });

  it('sets apart, when asked, a newer remote that needs a later minor of the shell (a deploy order: the shell first)', () => {
    /** @type {string[]} */
    const order = [];
    const remotes = {
      'mf-feed': build(FEED, { 'shared-ui': '^1.2.0' }),
      'mf-jobs': build([], { 'shared-api': '^2.0.0' }),
    };
    // A later major is a break even then: no shell of this major line can take it.
    expect(breaksBetween(remotes, host(), 'today’s', order)).toEqual([
      'today’s mf-jobs requires shared-api ^2.0.0; the shell provides 1.1.0',
    ]);
    expect(order).toEqual(['today’s mf-feed requires shared-ui ^1.2.0; the shell provides 1.1.0']);
    expect(needsLaterShell('1.1.0', '^1.2.0')).toBe(true);
    expect(needsLaterShell('1.2.0', '^1.2.1')).toBe(true);
    expect(needsLaterShell('1.1.0', '^2.0.0')).toBe(false);
    expect(needsLaterShell('0.1.0', '^0.2.0')).toBe(false);
  });

  it('reads caret ranges as the federation runtime does', () => {
    expect(satisfies('1.3.0', '^1.1.0')).toBe(true);
    expect(satisfies('1.1.0', '^1.1.2')).toBe(false);
    expect(satisfies('2.0.0', '^1.1.0')).toBe(false);
    expect(satisfies('0.3.1', '^0.2.0')).toBe(false);
  });

  it('names a shared export of the previous release that is gone today', () => {
    const before = { 'shared-ui': { surface: { 'shared-ui': ['Modal:function', 'withParams:function'] } } };
    const now = { 'shared-ui': { surface: { 'shared-ui': ['Modal:function'] } } };
    expect(surfaceBreaks(before, now)).toEqual([
      'shared-ui: shared-ui withParams:function of the previous release is gone today',
    ]);
  });
});
