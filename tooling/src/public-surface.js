// @ts-check
// The versioning rule of the shared singletons (shared-api, shared-ui): what a remote relies on at run time is
// each shared entry's exports (name and kind) and, for shared-ui, its string keys. A change to that surface moves
// the package's version (semver: an addition needs at least a minor bump, a removal or a changed kind a major
// one), and remotes require `^<the version they were built against>` with strictVersion (tooling/src/sharing.js),
// so a remote newer than the page's shared package is refused at load instead of crashing inside a component.
// Each package's test compares its surface with `<package>/public-surface.json`; `UPDATE_SURFACE=1` rewrites it.
const fs = require('fs');
const path = require('path');

/**
 * `{ entry: ['name:kind', …] }` of module objects (kind: typeof the export), plus any extra lists.
 * @param {Record<string, Record<string, unknown>>} modules
 * @param {Record<string, string[]>} [extra]
 * @returns {Record<string, string[]>}
 */
function surfaceOf(modules, extra = {}) {
  /** @type {Record<string, string[]>} */
  const surface = {};
  for (const [entry, module] of Object.entries(modules))
    surface[entry] = Object.keys(module)
      .filter((name) => name !== '__esModule')
      .map((name) => `${name}:${typeof module[name]}`)
      .sort();
  for (const [key, list] of Object.entries(extra)) surface[key] = [...list].sort();
  return surface;
}

/**
 * Every leaf key of a nested strings object, dotted.
 * @param {Record<string, unknown>} strings
 * @param {string} [prefix]
 * @returns {string[]}
 */
function stringKeys(strings, prefix = '') {
  return Object.entries(strings).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? stringKeys(/** @type {Record<string, unknown>} */ (value), `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** @param {string} version */
const parts = (version) => version.split('.').map(Number);

/**
 * What is wrong with the package's version given its surface, or null. Writes the snapshot when asked to.
 * @param {string} packageDir
 * @param {Record<string, string[]>} surface
 * @returns {string | null}
 */
function checkSurface(packageDir, surface) {
  const { name, version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const file = path.join(packageDir, 'public-surface.json');
  const recorded = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : { version: '0.0.0', surface: {} };
  const removed = [];
  const added = [];
  for (const key of new Set([...Object.keys(surface), ...Object.keys(recorded.surface)])) {
    const now = new Set(surface[key] ?? []);
    const before = new Set(recorded.surface[key] ?? []);
    for (const item of before) if (!now.has(item)) removed.push(`${key} ${item}`);
    for (const item of now) if (!before.has(item)) added.push(`${key} ${item}`);
  }
  const [major, minor] = parts(version);
  const [oldMajor, oldMinor] = parts(recorded.version);
  const hint = ' (then run this test with UPDATE_SURFACE=1 to record the surface)';
  if (removed.length > 0 && !(major > oldMajor))
    return `${name}: removed or changed ${removed.join(', ')} since ${recorded.version}: bump the major version${hint}`;
  if (added.length > 0 && !(major > oldMajor || (major === oldMajor && minor > oldMinor)))
    return `${name}: added ${added.join(', ')} since ${recorded.version}: bump the minor version${hint}`;
  if (removed.length === 0 && added.length === 0 && version === recorded.version) return null;
  if (process.env.UPDATE_SURFACE) {
    fs.writeFileSync(file, `${JSON.stringify({ version, surface }, null, 2)}\n`);
    return null;
  }
  return `${name} ${version}: public-surface.json records ${recorded.version} and another surface${hint}`;
}

module.exports = { checkSurface, stringKeys, surfaceOf };
