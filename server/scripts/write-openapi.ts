// Writes the OpenAPI document (shared-api/src/generated/openapi.json, sorted keys, stable output; shared-api generates
// the client's types from it) and the route map (docs/routes.md). `--check` only reports whether both are current.
import fs from 'node:fs';
import path from 'node:path';
import { findRepoRoot, loadConfig } from '../src/config';
import { generatedFiles, staleFiles } from '../src/openapi';

async function main(): Promise<void> {
  const root = findRepoRoot(__dirname);
  const files = await generatedFiles(loadConfig());
  if (process.argv.includes('--check')) {
    const stale = staleFiles(root, files);
    for (const file of stale) console.error(`${file} is out of date: run pnpm --filter server openapi`);
    if (stale.length) process.exit(1);
    console.log(`${[...files.keys()].join(' and ')} are up to date`);
    return;
  }
  for (const [file, text] of files) {
    const target = path.join(root, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
    console.log(`wrote ${target}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
