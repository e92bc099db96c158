// Writes the OpenAPI document to shared-api/src/generated/openapi.json (sorted keys, stable output),
// from which shared-api generates the client's types. `--check` only reports whether it is current.
import fs from 'node:fs';
import path from 'node:path';
import { findRepoRoot, loadConfig } from '../src/config';
import { buildOpenApiDocument } from '../src/openapi';

async function main(): Promise<void> {
  const target = path.join(findRepoRoot(__dirname), 'shared-api', 'src', 'generated', 'openapi.json');
  const document = await buildOpenApiDocument(loadConfig());
  const text = `${JSON.stringify(document, null, 2)}\n`;
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    if (current !== text) {
      console.error(`${path.relative(process.cwd(), target)} is out of date: run pnpm --filter server openapi`);
      process.exit(1);
    }
    console.log('openapi.json is up to date');
    return;
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
  console.log(`wrote ${target}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
