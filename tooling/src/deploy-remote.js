#!/usr/bin/env node
// @ts-check
// deploy-remote <name> | --all [--keep N]
// Builds one remote (or all five) in production into <DEPLOY_DIR>/remotes/<name>/<version>/ and points
// <DEPLOY_DIR>/registry.json at it. The shell is not rebuilt: it reads the registry on every page load, so a
// deployed remote is live on the next navigation, and the old version stays on disk for pages still open.
// With DEPLOY_STORE=s3 (and S3_*) the built files go to the bucket every instance reads instead, under deploy/, and
// then deploy/registry.json (deploy-store.js); DEPLOY_DIR only holds the build while it runs.
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');
const webpack = require('webpack');
const { deployManifest, missingExposes } = require('./contract');
const {
  REMOTES,
  deployDirFromEnv,
  forgetVersions,
  readRegistry,
  recordDeploys,
  registryPath,
  withRegistryLock,
  writeJsonAtomically,
} = require('./registry-file');
const { deployStoreFromEnv, listFiles, publishToS3 } = require('./deploy-store');

const repoRoot = path.resolve(__dirname, '../..');
const deployDir = deployDirFromEnv();

/**
 * @param {string} [message]
 * @returns {never}
 */
function usage(message) {
  if (message) console.error(message);
  console.error('usage: deploy-remote <mf-projects|mf-jobs|mf-payments|mf-feed|mf-admin> | --all [--keep N]');
  process.exit(2);
}

/**
 * @param {string[]} argv
 * @returns {{ names: string[], keep: number | undefined }}
 */
function parseArgs(argv) {
  /** @type {{ names: string[], keep: number | undefined }} */
  const args = { names: [], keep: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--all') args.names.push(...REMOTES);
    else if (arg === '--keep') args.keep = Number(argv[++i]);
    else if (arg.startsWith('--keep=')) args.keep = Number(arg.slice('--keep='.length));
    else if (REMOTES.includes(arg)) args.names.push(arg);
    else usage(`unknown remote or option: ${arg}`);
  }
  if (args.names.length === 0) usage();
  if (args.keep !== undefined && !(Number.isInteger(args.keep) && args.keep >= 1)) usage('--keep needs a whole number ≥ 1');
  return { ...args, names: [...new Set(args.names)] };
}

/** The remote's webpack config in production, writing into `outputPath`. */
/**
 * @param {string} name
 * @param {string} outputPath
 * @returns {import('webpack').Configuration}
 */
function productionConfig(name, outputPath) {
  const dir = path.join(repoRoot, name);
  const exported = require(path.join(dir, 'webpack.config.js'));
  const env = { outputPath, production: true };
  const config = typeof exported === 'function' ? exported(env, { mode: 'production', env }) : exported;
  return { ...config, mode: 'production', output: { ...config.output, path: outputPath } };
}

/**
 * @param {import('webpack').Configuration[]} configs
 * @returns {Promise<import('webpack').MultiStats>}
 */
function run(configs) {
  return new Promise((resolve, reject) => {
    webpack(configs, (err, stats) => {
      if (err || !stats) return reject(err ?? new Error('webpack gave no result'));
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      resolve(stats);
    });
  });
}

/** A short hash over every emitted file (names and bytes): same output → same version suffix. */
/** @param {string} dir */
function contentHash(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(dir).sort()) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 8);
}

function utcStamp(date = new Date()) {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14); // yyyymmddHHMMss
}

/** @typedef {import('./registry-file').RegistryEntry} RegistryEntry */
/** @typedef {import('./registry-file').Registry} Registry */

/** Keep the newest `keep` versions (and always the live one); versions sort by their UTC timestamp. */
/**
 * @param {string} name
 * @param {number} keep
 * @param {string} live
 */
function prune(name, keep, live) {
  const dir = path.join(deployDir, 'remotes', name);
  /** @param {string} v */
  const stamp = (v) => v.split('-').at(-2) || '';
  const versions = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort((a, b) => stamp(b).localeCompare(stamp(a)));
  const removed = versions.slice(keep).filter((v) => v !== live);
  for (const version of removed) fs.rmSync(path.join(dir, version), { recursive: true, force: true });
  return removed;
}

async function main() {
  const { names, keep } = parseArgs(process.argv.slice(2));
  const stamp = utcStamp();
  /** @param {string} name */
  const staging = (name) => path.join(deployDir, 'remotes', name, `.building-${process.pid}-${stamp}`);
  // One multi-compiler: the five builds share webpack's caches and run in one process.
  const started = Date.now();
  try {
    await run(names.map((name) => productionConfig(name, staging(name))));
  } catch (error) {
    for (const name of names) fs.rmSync(staging(name), { recursive: true, force: true });
    throw error;
  }

  // The contract: every module RemoteModules names for the remote is exposed; else nothing is deployed.
  const refusals = names.flatMap((name) => {
    const missing = missingExposes(name, JSON.parse(fs.readFileSync(path.join(staging(name), 'mf-manifest.json'), 'utf8')));
    return missing.length ? [`${name} does not expose ${missing.join(', ')}, which shared-api's RemoteModules names`] : [];
  });
  if (refusals.length) {
    for (const name of names) fs.rmSync(staging(name), { recursive: true, force: true });
    throw new Error(`refused (nothing deployed): ${refusals.join('; ')}`);
  }

  /** Names the built version and writes its deploy-manifest.json beside its files. @param {string} name */
  const versionOf = (name) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, name, 'package.json'), 'utf8'));
    const version = `${pkg.version}-${stamp}-${contentHash(staging(name))}`;
    const manifest = JSON.parse(fs.readFileSync(path.join(staging(name), 'mf-manifest.json'), 'utf8'));
    writeJsonAtomically(path.join(staging(name), 'deploy-manifest.json'), deployManifest(name, version, manifest));
    return { name, version, dir: staging(name) };
  };
  const store = deployStoreFromEnv();
  if (store) {
    try {
      const registry = await publishToS3(store, names.map(versionOf), { keep, log: console.log });
      console.log(
        `registry s3://${store.bucket}/deploy/registry.json updated (${Object.keys(registry.remotes).length} remotes) in ${((Date.now() - started) / 1000).toFixed(1)}s`,
      );
    } finally {
      for (const name of names) fs.rmSync(staging(name), { recursive: true, force: true });
    }
    return;
  }

  const registryFile = registryPath(deployDir);
  /** @type {Record<string, RegistryEntry>} */
  const deployed = {};
  for (const name of names) {
    const { version } = versionOf(name);
    const target = path.join(deployDir, 'remotes', name, version);
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(staging(name), target);
    deployed[name] = {
      version,
      entry: `/remotes/${name}/${version}/remoteEntry.js`,
      manifest: `/remotes/${name}/${version}/mf-manifest.json`,
    };
  }
  // Read the registry only now, under the lock, so a deploy of another remote meanwhile is kept.
  // Each deploy goes on top of its remote's history (what rollback chooses from); pruned versions leave it.
  /** @type {Registry} */
  let registry = { remotes: deployed };
  withRegistryLock(registryFile, () => {
    registry = recordDeploys(readRegistry(registryFile), deployed);
    for (const [name, entry] of Object.entries(deployed)) {
      console.log(`deployed ${name} ${entry.version}`);
      console.log(`  files    ${path.join(deployDir, 'remotes', name, entry.version)}`);
      console.log(`  entry    ${entry.entry}`);
      if (keep) {
        const removed = prune(name, keep, entry.version);
        if (removed.length) console.log(`  pruned   ${removed.join(', ')}`);
        registry = forgetVersions(registry, name, removed);
      }
    }
    writeJsonAtomically(registryFile, registry);
  });
  console.log(
    `registry ${registryFile} updated (${Object.keys(registry.remotes).length} remotes) in ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );
}

main().catch((error) => {
  console.error(`deploy-remote failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
