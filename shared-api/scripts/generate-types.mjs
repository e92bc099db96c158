#!/usr/bin/env node
// Turns the server's OpenAPI document (src/generated/openapi.json, written by `pnpm --filter server openapi`)
// into TypeScript types (src/generated/api-types.ts) with openapi-typescript's Node API.
//   node scripts/generate-types.mjs          write api-types.ts
//   node scripts/generate-types.mjs --check  exit 1 when api-types.ts is missing or out of date
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const documentPath = path.join(root, 'src/generated/openapi.json');
const typesPath = path.join(root, 'src/generated/api-types.ts');
const relative = (file) => path.relative(process.cwd(), file) || file;
const check = process.argv.includes('--check');

const HEADER = `/**
 * Generated from src/generated/openapi.json by shared-api/scripts/generate-types.mjs.
 * Do not edit: change the server's route schemas, then run \`pnpm --filter server openapi\` and
 * \`pnpm --filter shared-api generate\`.
 */

`;

if (!existsSync(documentPath)) {
  console.error(`✖ ${relative(documentPath)} is missing. Run \`pnpm --filter server openapi\` first.`);
  process.exit(1);
}

const document = JSON.parse(readFileSync(documentPath, 'utf8'));
const ast = await openapiTS(document, { alphabetize: true });
const generated = HEADER + astToString(ast);

if (check) {
  const onDisk = existsSync(typesPath) ? readFileSync(typesPath, 'utf8') : null;
  if (onDisk === generated) {
    console.log(`✔ ${relative(typesPath)} matches ${relative(documentPath)}.`);
    process.exit(0);
  }
  console.error(
    onDisk === null
      ? `✖ ${relative(typesPath)} does not exist.`
      : `✖ ${relative(typesPath)} is out of date with ${relative(documentPath)} (the API changed).`,
  );
  console.error('  Run `pnpm --filter shared-api generate` and commit the result.');
  process.exit(1);
}

writeFileSync(typesPath, generated);
console.log(`✔ wrote ${relative(typesPath)}`);
