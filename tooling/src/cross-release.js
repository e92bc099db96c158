#!/usr/bin/env node
// @ts-check
// The cross-release contract check (issue 23): remotes and the shell are deployed apart, so for a while the page runs
// the previous release's remotes in today's shell (a remote not redeployed yet, or rolled back) and today's remotes
// in the previous release's shell (a tab opened before the shell was updated). Both must hold:
//   - a remote exposes every module the host's `RemoteModules` names for it (else "Module ... does not exist");
//   - every shared package a remote requires strictly (shared-api, shared-ui) is satisfied by the version the host
//     provides (else the federation runtime refuses the remote: "deployed with an incompatible version");
//   - the previous release's shared packages' run-time surface (exports, shared-ui's string keys) is still in
//     today's (a previous remote reads today's singletons by name).
// The previous release is the commit recorded in tooling/previous-release.json. Its remotes are rebuilt from that
// commit in a git worktree (cached by commit under CROSS_RELEASE_CACHE, by default <tmp>/studio-cross-release; not
// under node_modules, whose files the loaders skip; a fixture of built files would put ~3 MB of minified code into
// the repo per release); today's remotes are the live ones of DEPLOY_DIR, or
// built here. `node tooling/src/cross-release.js` prints every break and exits 1 if there is one; with
// `--into-history` it then adds the previous release's remotes to DEPLOY_DIR's history for the browser test.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');
const { missingExposes, remoteModuleIds } = require('./contract');
const { REMOTES, historyOf, readRegistry, registryPath, withRegistryLock, writeJsonAtomically } = require('./registry-file');

const repoRoot = path.resolve(__dirname, '../..');
/** The shared packages a remote requires with strictVersion (tooling/src/sharing.js). */
const STRICT = ['shared-api', 'shared-ui'];

/** @typedef {import('./contract').MfManifest} MfManifest */
/**
 * What a host page offers its remotes: the module ids of its `RemoteModules` and the version of each strict shared
 * package it provides.
 * @typedef {{ label: string, moduleIds: string[], provides: Record<string, string> }} Host
 */

/** `x.y.z` satisfies `^a.b.c` (the only form the workspace's shared packages are required with), or an exact `a.b.c`. */
/** `1.2.3`, `^1.2.3` or `v1.2.3-beta` as [major, minor, patch]. */
const parseVersion = (/** @type {string} */ v) =>
  v
    .replace(/^[\^~=v]+/, '')
    .split(/[.+-]/)
    .slice(0, 3)
    .map(Number);

/**
 * @param {string} version
 * @param {string} range
 */
function satisfies(version, range) {
  const [major, minor, patch] = parseVersion(version);
  const [rMajor, rMinor, rPatch] = parseVersion(range);
  if (!range.startsWith('^')) return major === rMajor && minor === rMinor && patch === rPatch;
  if (major !== rMajor) return false;
  if (major === 0 && minor !== rMinor) return false;
  return minor > rMinor || (minor === rMinor && patch >= rPatch);
}

/**
 * `range` asks for a later minor (or patch) of the same major than `version`: a release that added to a shared
 * package. Its remotes are refused by an older shell with the "deployed with an incompatible version" message and the
 * reload prompt (strictVersion), never a crash, so it is a deploy order (the shell first), not a break.
 * @param {string} version
 * @param {string} range
 */
function needsLaterShell(version, range) {
  const [major, minor, patch] = parseVersion(version);
  const [rMajor, rMinor, rPatch] = parseVersion(range);
  return range.startsWith('^') && major === rMajor && major > 0 && (minor < rMinor || (minor === rMinor && patch < rPatch));
}

/**
 * Every break of `remotes` (name → the build's mf-manifest.json) loaded into `host`, as sentences. With `order`,
 * a shared package the remotes need in a later minor than the host provides goes there instead (see needsLaterShell).
 * @param {Record<string, MfManifest>} remotes
 * @param {Host} host
 * @param {string} remotesLabel
 * @param {string[]} [order]
 * @returns {string[]}
 */
function breaksBetween(remotes, host, remotesLabel, order) {
  return Object.entries(remotes).flatMap(([name, manifest]) => {
    const breaks = missingExposes(name, manifest, host.moduleIds).map(
      (module) => `${remotesLabel} ${name} does not expose ${module}, which ${host.label} loads`,
    );
    for (const shared of manifest.shared) {
      if (!STRICT.includes(shared.name) || !shared.requiredVersion) continue;
      const provided = host.provides[shared.name];
      if (provided && satisfies(provided, shared.requiredVersion)) continue;
      const sentence = `${remotesLabel} ${name} requires ${shared.name} ${shared.requiredVersion}; ${host.label} provides ${provided ?? 'none'}`;
      if (order && provided && needsLaterShell(provided, shared.requiredVersion)) order.push(sentence);
      else breaks.push(sentence);
    }
    return breaks;
  });
}

/**
 * What the previous release's shared packages offered at run time and today's no longer does.
 * @param {Record<string, { surface: Record<string, string[]> }>} previous package → its public-surface.json
 * @param {Record<string, { surface: Record<string, string[]> }>} today
 * @returns {string[]}
 */
function surfaceBreaks(previous, today) {
  return Object.entries(previous).flatMap(([pkg, { surface }]) =>
    Object.entries(surface).flatMap(([entry, items]) => {
      const now = new Set(today[pkg]?.surface[entry] ?? []);
      return items
        .filter((item) => !now.has(item))
        .map((item) => `${pkg}: ${entry} ${item} of the previous release is gone today`);
    }),
  );
}

/** A host described by a source tree (the repo today, or the previous release's worktree). */
/**
 * @param {string} root
 * @param {string} label
 * @returns {Host}
 */
function hostAt(root, label) {
  const version = (/** @type {string} */ pkg) =>
    JSON.parse(fs.readFileSync(path.join(root, pkg, 'package.json'), 'utf8')).version;
  return {
    label,
    moduleIds: remoteModuleIds(path.join(root, 'shared-api/src/federation/remote-modules.ts')),
    provides: Object.fromEntries(STRICT.map((pkg) => [pkg, version(pkg)])),
  };
}

/** @param {string} root */
function surfacesAt(root) {
  return Object.fromEntries(
    STRICT.map((pkg) => [pkg, JSON.parse(fs.readFileSync(path.join(root, pkg, 'public-surface.json'), 'utf8'))]),
  );
}

/**
 * The live remotes' mf-manifest.json of a deploy folder, by name.
 * @param {string} deployDir
 * @returns {Record<string, MfManifest>}
 */
function liveManifests(deployDir) {
  const registry = JSON.parse(fs.readFileSync(path.join(deployDir, 'registry.json'), 'utf8'));
  return Object.fromEntries(
    REMOTES.map((name) => {
      const version = registry.remotes[name]?.version;
      if (!version) throw new Error(`${deployDir} has no ${name} deployed`);
      return [name, JSON.parse(fs.readFileSync(path.join(deployDir, 'remotes', name, version, 'mf-manifest.json'), 'utf8'))];
    }),
  );
}

/** @param {string} cmd @param {string[]} args @param {string} cwd @param {Record<string, string>} [env] */
function sh(cmd, args, cwd, env = {}) {
  execFileSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
}

/**
 * The previous release's source tree and deploy folder, built once per commit: a git worktree at the commit, its
 * locked dependencies (from the pnpm store when cached) and its remotes deployed by its own deploy command.
 * @param {string} commit
 */
function previousRelease(commit) {
  const dir = path.join(process.env.CROSS_RELEASE_CACHE || path.join(os.tmpdir(), 'studio-cross-release'), commit);
  const src = path.join(dir, 'src');
  const deployDir = path.join(dir, 'deploy');
  if (fs.existsSync(path.join(deployDir, 'registry.json'))) return { src, deployDir };
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('git', ['worktree', 'prune'], { cwd: repoRoot });
  sh('git', ['worktree', 'add', '--detach', src, commit], repoRoot);
  const pnpm = `pnpm@${JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).packageManager.split('@')[1]}`;
  sh('npx', ['--yes', pnpm, 'install', '--frozen-lockfile', '--prefer-offline'], src);
  sh('node', ['tooling/src/deploy-remote.js', '--all'], src, { DEPLOY_DIR: deployDir });
  return { src, deployDir };
}

/** Today's live remotes: DEPLOY_DIR's when given, else built now into a temporary deploy folder. */
function todaysRemotes() {
  if (process.env.DEPLOY_DIR) return liveManifests(path.resolve(process.env.DEPLOY_DIR));
  const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cross-release-today-'));
  sh('node', ['tooling/src/deploy-remote.js', '--all'], repoRoot, { DEPLOY_DIR: deployDir });
  return liveManifests(deployDir);
}

/**
 * `--into-history`: copy the previous release's remotes into DEPLOY_DIR as earlier versions in each remote's history
 * (the live ones stay), so a browser can run them in today's shell with `?remote=<name>@<version>`
 * (e2e/tests/cross-release.spec.ts). Returns their versions by remote.
 * @param {string} previousDeploy
 * @param {string} deployDir
 * @returns {Record<string, string>}
 */
function intoHistory(previousDeploy, deployDir) {
  const previous = readRegistry(registryPath(previousDeploy));
  const file = registryPath(deployDir);
  /** @type {Record<string, string>} */
  const versions = {};
  withRegistryLock(file, () => {
    const registry = readRegistry(file);
    const history = { ...registry.history };
    for (const name of REMOTES) {
      const entry = previous.remotes[name];
      fs.cpSync(path.join(previousDeploy, 'remotes', name, entry.version), path.join(deployDir, 'remotes', name, entry.version), {
        recursive: true,
      });
      const kept = historyOf(registry, name).filter((old) => old.version !== entry.version);
      history[name] = [...kept, { ...entry, deployedAt: new Date(0).toISOString() }];
      versions[name] = entry.version;
    }
    writeJsonAtomically(file, { ...registry, history });
  });
  return versions;
}

function main() {
  const started = Date.now();
  const { commit } = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'previous-release.json'), 'utf8'));
  const previous = previousRelease(commit);
  const short = commit.slice(0, 7);
  /** @type {string[]} */
  const order = [];
  const breaks = [
    ...breaksBetween(liveManifests(previous.deployDir), hostAt(repoRoot, "today's shell"), `the previous release's (${short})`),
    ...breaksBetween(todaysRemotes(), hostAt(previous.src, `the previous release's shell (${short})`), "today's", order),
    ...surfaceBreaks(surfacesAt(previous.src), surfacesAt(repoRoot)),
  ];
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (breaks.length > 0) {
    console.error(`✖ cross-release contract (previous release ${short}) broken:\n  ${breaks.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`cross-release contract holds both ways with the previous release ${short} (${seconds} s)`);
  if (order.length > 0)
    console.log(
      `deploy the shell before these remotes (an older shell refuses them with the reload prompt):\n  ${order.join('\n  ')}`,
    );
  if (process.argv.includes('--into-history') && process.env.DEPLOY_DIR)
    console.log(JSON.stringify(intoHistory(previous.deployDir, path.resolve(process.env.DEPLOY_DIR))));
}

if (require.main === module) main();

module.exports = { breaksBetween, needsLaterShell, satisfies, surfaceBreaks };
