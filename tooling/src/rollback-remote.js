#!/usr/bin/env node
// @ts-check
// rollback-remote <name> [--to <version>] | rollback-remote <name> --list
// Makes an earlier deployed version of one remote live again by rewriting <DEPLOY_DIR>/registry.json (nothing is
// built): the version deployed before the live one, or `--to` a version from the remote's history. Open pages
// notice the new registry on their next navigation and offer a reload; new pages get it at once.
// With DEPLOY_STORE=s3 (and S3_*) the registry and the versions' files are those in the bucket (deploy-store.js).
const fs = require('fs');
const path = require('path');
const {
  REMOTES,
  deployDirFromEnv,
  historyOf,
  readRegistry,
  registryPath,
  rollback,
  withRegistryLock,
  writeJsonAtomically,
} = require('./registry-file');
const { deployStoreFromEnv, readS3Registry, s3VersionExists, updateS3Registry } = require('./deploy-store');

const deployDir = deployDirFromEnv();

/**
 * @param {string} [message]
 * @returns {never}
 */
function usage(message) {
  if (message) console.error(message);
  console.error('usage: rollback-remote <mf-projects|mf-jobs|mf-payments|mf-feed|mf-admin> [--to <version> | --list]');
  process.exit(2);
}

/** @param {string[]} argv */
function parseArgs(argv) {
  /** @type {{ name: string | undefined, to: string | undefined, list: boolean }} */
  const args = { name: undefined, to: undefined, list: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--') continue; // `pnpm run rollback -- --to x`
    if (arg === '--to') args.to = argv[++i] ?? usage('--to needs a version');
    else if (arg.startsWith('--to=')) args.to = arg.slice('--to='.length);
    else if (arg === '--list') args.list = true;
    else if (REMOTES.includes(arg) && !args.name) args.name = arg;
    else usage(`unknown remote or option: ${arg}`);
  }
  if (!args.name) usage();
  return { ...args, name: args.name };
}

/**
 * @param {import('./registry-file').Registry} registry
 * @param {string} name
 * @param {(entry: { version: string }) => boolean} exists
 */
function printHistory(registry, name, exists) {
  const live = registry.remotes[name]?.version;
  for (const entry of historyOf(registry, name))
    console.log(
      `${entry.version === live ? '*' : ' '} ${entry.version}  ${entry.deployedAt || '(before histories)'}${exists(entry) ? '' : '  (pruned)'}`,
    );
}

/**
 * @param {ReturnType<typeof rollback>} result
 * @param {string} name
 */
function printRollback(result, name) {
  console.log(
    `rolled back ${name}: ${result.from ?? 'none'} → ${result.to.version} (deployed ${result.to.deployedAt || 'before histories'})`,
  );
}

/**
 * The bucket's registry: which of the remote's versions still have their files is asked before the pure functions run.
 * @param {import('./deploy-store').S3DeployStore} store
 * @param {{ name: string, to: string | undefined, list: boolean }} args
 */
async function mainS3(store, { name, to, list }) {
  /** @param {import('./registry-file').Registry} registry */
  const present = async (registry) => {
    const found = new Set();
    for (const entry of historyOf(registry, name))
      if (await s3VersionExists(store, name, entry.version)) found.add(entry.version);
    return (/** @type {{ version: string }} */ entry) => found.has(entry.version);
  };
  if (list) {
    const { registry } = await readS3Registry(store);
    printHistory(registry, name, await present(registry));
    return;
  }
  const result = await updateS3Registry(store, async (registry) => {
    const done = rollback(registry, name, { to, exists: await present(registry) });
    return { registry: done.registry, result: done };
  });
  printRollback(result, name);
  console.log(`registry s3://${store.bucket}/deploy/registry.json updated`);
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const { name, to, list } = args;
  const store = deployStoreFromEnv();
  if (store) return mainS3(store, args);
  const file = registryPath(deployDir);
  /** @param {{ version: string }} entry */
  const exists = (entry) => fs.existsSync(path.join(deployDir, 'remotes', name, entry.version, 'remoteEntry.js'));

  if (list) {
    printHistory(readRegistry(file), name, exists);
    return;
  }
  withRegistryLock(file, () => {
    const result = rollback(readRegistry(file), name, { to, exists });
    writeJsonAtomically(file, result.registry);
    printRollback(result, name);
    console.log(`registry ${file} updated`);
  });
}

main().catch((error) => {
  console.error(`rollback-remote failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
