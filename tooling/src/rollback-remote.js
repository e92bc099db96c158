#!/usr/bin/env node
// @ts-check
// rollback-remote <name> [--to <version>] | rollback-remote <name> --list
// Makes an earlier deployed version of one remote live again by rewriting <DEPLOY_DIR>/registry.json (nothing is
// built): the version deployed before the live one, or `--to` a version from the remote's history. Open pages
// notice the new registry on their next navigation and offer a reload; new pages get it at once.
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

function main() {
  const { name, to, list } = parseArgs(process.argv.slice(2));
  const file = registryPath(deployDir);
  /** @param {{ version: string }} entry */
  const exists = (entry) => fs.existsSync(path.join(deployDir, 'remotes', name, entry.version, 'remoteEntry.js'));

  if (list) {
    const registry = readRegistry(file);
    const live = registry.remotes[name]?.version;
    for (const entry of historyOf(registry, name))
      console.log(
        `${entry.version === live ? '*' : ' '} ${entry.version}  ${entry.deployedAt || '(before histories)'}${exists(entry) ? '' : '  (pruned)'}`,
      );
    return;
  }
  withRegistryLock(file, () => {
    const result = rollback(readRegistry(file), name, { to, exists });
    writeJsonAtomically(file, result.registry);
    console.log(
      `rolled back ${name}: ${result.from ?? 'none'} → ${result.to.version} (deployed ${result.to.deployedAt || 'before histories'})`,
    );
    console.log(`registry ${file} updated`);
  });
}

try {
  main();
} catch (error) {
  console.error(`rollback-remote failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
