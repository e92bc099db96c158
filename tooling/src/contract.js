// @ts-check
// The contract a deployed remote must meet: it exposes every module shared-api's `RemoteModules` names for it
// (the shell and the other remotes load them by those names). The deploy refuses a build that misses one, and
// writes `deploy-manifest.json` beside it: what it exposes and the shared versions it was built against.
const fs = require('fs');
const path = require('path');

const REMOTE_MODULES_FILE = path.resolve(__dirname, '../../shared-api/src/federation/remote-modules.ts');

/**
 * The module ids (`'mf-jobs/app'`, …) of the `RemoteModules` interface, read from its source.
 * @param {string} [file]
 * @returns {string[]}
 */
function remoteModuleIds(file = REMOTE_MODULES_FILE) {
  const ts = require('typescript');
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  /** @type {string[]} */
  const ids = [];
  source.forEachChild((node) => {
    if (!ts.isInterfaceDeclaration(node) || node.name.text !== 'RemoteModules') return;
    for (const member of node.members)
      if (member.name && (ts.isStringLiteral(member.name) || ts.isIdentifier(member.name))) ids.push(member.name.text);
  });
  if (ids.length === 0) throw new Error(`no RemoteModules interface in ${file}`);
  return ids;
}

/**
 * What `name` must expose: `['./app', './MyJobsWidget', …]`.
 * @param {string} name
 * @param {string[]} [ids]
 */
function requiredExposes(name, ids = remoteModuleIds()) {
  return ids.filter((id) => id.startsWith(`${name}/`)).map((id) => `./${id.slice(name.length + 1)}`);
}

/**
 * @typedef {{ name: string, path: string }} ManifestExpose
 * @typedef {{ name: string, version: string, requiredVersion?: string, singleton?: boolean }} ManifestShared
 * @typedef {{ exposes: ManifestExpose[], shared: ManifestShared[] }} MfManifest
 */

/**
 * The modules `RemoteModules` names for `name` that the build does not expose (empty: the contract holds).
 * @param {string} name
 * @param {MfManifest} manifest the build's mf-manifest.json
 * @param {string[]} [ids]
 */
function missingExposes(name, manifest, ids) {
  const exposed = new Set(manifest.exposes.map((expose) => expose.path));
  return requiredExposes(name, ids).filter((module) => !exposed.has(module));
}

/**
 * The deploy's record of a build: its exposed modules and each shared library's version and required range.
 * @param {string} name
 * @param {string} version
 * @param {MfManifest} manifest
 */
function deployManifest(name, version, manifest) {
  return {
    name,
    version,
    exposes: manifest.exposes.map((expose) => expose.path).sort(),
    shared: Object.fromEntries(
      manifest.shared
        .map((shared) => [shared.name, { version: shared.version, requiredVersion: shared.requiredVersion ?? null }])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    ),
    builtAt: new Date().toISOString(),
  };
}

module.exports = { deployManifest, missingExposes, remoteModuleIds, requiredExposes };
