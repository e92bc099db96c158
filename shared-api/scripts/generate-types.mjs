#!/usr/bin/env node
// Turns the server's OpenAPI document (src/generated/openapi.json, written by `pnpm --filter server openapi`)
// into TypeScript types (src/generated/api-types.ts) with openapi-typescript's Node API, and the values the
// types cannot carry (each named string enum's members, the e-mail pattern, the password length) into
// src/generated/api-constants.ts, so the client validates and lists exactly what the server's schemas do.
//   node scripts/generate-types.mjs          write api-types.ts
//   node scripts/generate-types.mjs --check  exit 1 when api-types.ts is missing or out of date
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const documentPath = path.join(root, 'src/generated/openapi.json');
const typesPath = path.join(root, 'src/generated/api-types.ts');
const constantsPath = path.join(root, 'src/generated/api-constants.ts');
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

const schemas = document.components?.schemas ?? {};
const constant = (name, value, type) =>
  `export const ${name} = ${JSON.stringify(value)}${type ? ` as const satisfies readonly ${type}[]` : ''};\n`;
const enumConstants = Object.entries(schemas)
  .filter(([, schema]) => Array.isArray(schema.enum) && schema.enum.every((value) => typeof value === 'string'))
  .map(
    ([name, schema]) =>
      `/** The members of \`${name}\`. */\n` + constant(`${name}Values`, schema.enum, `components['schemas']['${name}']`),
  );
const rule = (schema, key) => {
  const value = schemas[schema]?.[key];
  if (value === undefined) throw new Error(`${schema}.${key} is missing from the OpenAPI document`);
  return value;
};
const constants =
  HEADER +
  `import type { components } from './api-types';\n\n` +
  enumConstants.join('\n') +
  `\n/** \`EmailAddress\`: what the server accepts as an e-mail address. */\n` +
  `export const EMAIL_PATTERN = new RegExp(${JSON.stringify(rule('EmailAddress', 'pattern'))});\n` +
  `export const EMAIL_MAX_LENGTH = ${rule('EmailAddress', 'maxLength')};\n` +
  `/** \`NewPassword\`: the shortest password the server accepts. */\n` +
  `export const PASSWORD_MIN_LENGTH = ${rule('NewPassword', 'minLength')};\n`;

const outputs = [
  [typesPath, generated],
  [constantsPath, constants],
];

if (check) {
  let stale = false;
  for (const [file, content] of outputs) {
    const onDisk = existsSync(file) ? readFileSync(file, 'utf8') : null;
    if (onDisk === content) {
      console.log(`✔ ${relative(file)} matches ${relative(documentPath)}.`);
      continue;
    }
    stale = true;
    console.error(
      onDisk === null
        ? `✖ ${relative(file)} does not exist.`
        : `✖ ${relative(file)} is out of date with ${relative(documentPath)} (the API changed).`,
    );
  }
  if (!stale) process.exit(0);
  console.error('  Run `pnpm --filter shared-api generate` and commit the result.');
  process.exit(1);
}

for (const [file, content] of outputs) {
  writeFileSync(file, content);
  console.log(`✔ wrote ${relative(file)}`);
}
