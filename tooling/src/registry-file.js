// @ts-check
// <DEPLOY_DIR>/registry.json: which version of each remote is live (`remotes`, what the server serves to pages)
// and every version deployed since (`history`, newest first, what rollback and the QA tools choose from).
// Written only under a lock and by write-then-rename, so two commands at once never lose each other's change
// and the server never reads half a file.
const fs = require('fs');
const path = require('path');

/** The remotes the deploy folder serves (each a workspace package of that name). */
const REMOTES = ['mf-projects', 'mf-jobs', 'mf-payments', 'mf-feed', 'mf-admin'];

/** `DEPLOY_DIR`, else `<repo>/deploy`. */
function deployDirFromEnv() {
  return path.resolve(process.env.DEPLOY_DIR || path.join(__dirname, '../..', 'deploy'));
}

/** @typedef {{ version: string, entry: string, manifest: string }} RegistryEntry */
/** @typedef {RegistryEntry & { deployedAt: string }} HistoryEntry */
/** @typedef {{ remotes: Record<string, RegistryEntry>, history?: Record<string, HistoryEntry[]> }} Registry */

/**
 * @param {string} file
 * @param {unknown} value
 */
function writeJsonAtomically(file, value) {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temp, file);
}

/**
 * The registry as it is on disk; a missing file is an empty registry, anything unreadable stops the command
 * (rewriting it would drop the remotes it lists).
 * @param {string} file
 * @returns {Registry}
 */
function readRegistry(file) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return { remotes: {} };
    throw error;
  }
  const registry = JSON.parse(text);
  const remotes = registry?.remotes;
  if (!remotes || typeof remotes !== 'object' || Array.isArray(remotes))
    throw new Error(`${file} is not a registry ({"remotes": {...}}): fix or remove it, then deploy again`);
  return registry;
}

/**
 * Runs `update` holding `<file>.lock`, so two commands at once cannot both read the registry and the second
 * write drop the first one's change. A lock older than a minute is left over from a killed command.
 * @param {string} file
 * @param {() => void} update
 */
function withRegistryLock(file, update) {
  const lock = `${file}.lock`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx'));
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 60_000) fs.rmSync(lock, { force: true });
      else if (Date.now() > deadline) throw new Error(`${lock} is held by another deploy; try again when it is done`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
  try {
    update();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/**
 * A remote's history, newest deploy first. A registry from before histories were kept starts with its live entry.
 * @param {Registry} registry
 * @param {string} name
 * @returns {HistoryEntry[]}
 */
function historyOf(registry, name) {
  const history = registry.history?.[name];
  if (Array.isArray(history) && history.length > 0) return history;
  const live = registry.remotes[name];
  return live ? [{ ...live, deployedAt: '' }] : [];
}

/**
 * Record fresh deploys: each becomes live and goes on top of its remote's history.
 * @param {Registry} registry
 * @param {Record<string, RegistryEntry>} deployed
 * @param {Date} [now]
 * @returns {Registry}
 */
function recordDeploys(registry, deployed, now = new Date()) {
  const history = { ...registry.history };
  for (const [name, entry] of Object.entries(deployed)) {
    const earlier = historyOf(registry, name).filter((old) => old.version !== entry.version);
    history[name] = [{ ...entry, deployedAt: now.toISOString() }, ...earlier];
  }
  return { ...registry, remotes: { ...registry.remotes, ...deployed }, history };
}

/**
 * Forget versions whose folders were deleted (pruned), so nothing offers them again.
 * @param {Registry} registry
 * @param {string} name
 * @param {string[]} removed
 * @returns {Registry}
 */
function forgetVersions(registry, name, removed) {
  const history = historyOf(registry, name).filter((entry) => !removed.includes(entry.version));
  return { ...registry, history: { ...registry.history, [name]: history } };
}

/**
 * Make an earlier version live again: `to` (a version from the history), else the one deployed just before the
 * live one. Only versions whose files are still on disk (`exists`) can be chosen. The history keeps its order,
 * so rolling back twice goes two versions back, and a later deploy goes on top as usual.
 * @param {Registry} registry
 * @param {string} name
 * @param {{ to?: string, exists: (entry: HistoryEntry) => boolean }} options
 * @returns {{ registry: Registry, from: string | undefined, to: HistoryEntry }}
 */
function rollback(registry, name, { to, exists }) {
  const history = historyOf(registry, name);
  const live = registry.remotes[name]?.version;
  if (history.length === 0) throw new Error(`${name} has never been deployed here`);
  let target;
  if (to) {
    target = history.find((entry) => entry.version === to);
    if (!target) throw new Error(`${name} has no version ${to}; deployed: ${history.map((e) => e.version).join(', ')}`);
    if (target.version === live) throw new Error(`${name} ${to} is already live`);
  } else {
    const liveAt = history.findIndex((entry) => entry.version === live);
    target = history.slice(liveAt + 1).find(exists);
    if (!target) throw new Error(`${name} has no earlier version to roll back to (live: ${live ?? 'none'})`);
  }
  if (!exists(target)) throw new Error(`${name} ${target.version} was pruned: its files are gone`);
  const { deployedAt: _deployedAt, ...entry } = target;
  return { registry: { ...registry, remotes: { ...registry.remotes, [name]: entry } }, from: live, to: target };
}

/** @param {string} deployDir */
function registryPath(deployDir) {
  return path.join(deployDir, 'registry.json');
}

module.exports = {
  REMOTES,
  deployDirFromEnv,
  forgetVersions,
  historyOf,
  readRegistry,
  recordDeploys,
  registryPath,
  rollback,
  withRegistryLock,
  writeJsonAtomically,
};
