// The OpenAPI document and the route map, built from the running app's routes without a database or a listening
// socket. scripts/write-openapi.ts writes them; `--check` fails when a written copy is stale.
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { buildApp } from './app';
import { DataChanges } from './db/changes';
import type { AppConfig } from './config';
import type { Database } from './db/types';
import type { RegisteredRoute } from './plugins/types';

/** Objects with their keys sorted (arrays keep their order), so the written document is stable. */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

interface ApiReference {
  document: Record<string, unknown>;
  routes: readonly RegisteredRoute[];
}

async function buildApiReference(config: AppConfig): Promise<ApiReference> {
  // A database handle that never connects: building the document runs no query.
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ max: 1 }) }) });
  // The app as served: the benchmark's floor routes (BENCH_FLOOR=1) are not part of it.
  const app = await buildApp({
    db,
    changes: new DataChanges(),
    config: { ...config, logger: false, benchFloor: false },
    traceRouteFiles: true,
  });
  try {
    await app.ready();
    return { document: sortKeys(app.swagger()) as Record<string, unknown>, routes: [...app.registeredRoutes] };
  } finally {
    await app.close();
    await db.destroy();
  }
}

export async function buildOpenApiDocument(config: AppConfig): Promise<Record<string, unknown>> {
  return (await buildApiReference(config)).document;
}

export const ROUTE_MAP_PATH = 'docs/routes.md';
export const OPENAPI_PATH = 'shared-api/src/generated/openapi.json';

/** docs/routes.md: every method and path (HEAD, which Fastify adds beside each GET, left out) → its file. */
export function renderRouteMap(routes: readonly RegisteredRoute[]): string {
  const rows = routes
    .filter((route) => route.method !== 'HEAD')
    .map((route) => ({ method: route.method, url: route.url, file: route.file ?? '?' }))
    .sort((a, b) => (a.url === b.url ? a.method.localeCompare(b.method) : a.url < b.url ? -1 : 1));
  const link = (file: string) => (file.startsWith('server/') ? `[${file}](../${file})` : `\`${file}\` (a package)`);
  return [
    '# Routes: which file registers each URL',
    '',
    'Generated from the running app by `pnpm --filter server openapi` (server/src/openapi.ts); `openapi --check`, part',
    'of `npm test`, fails when this file is stale. Do not edit it by hand. Schemas: `server/src/schemas/<model>.ts`;',
    'the API itself: [api.md](api.md).',
    '',
    '| Method | Path | File |',
    '| --- | --- | --- |',
    ...rows.map((row) => `| ${row.method} | \`${row.url}\` | ${link(row.file)} |`),
    '',
  ].join('\n');
}

/** The generated files, by path from the repository root. */
export async function generatedFiles(config: AppConfig): Promise<Map<string, string>> {
  const { document, routes } = await buildApiReference(config);
  return new Map([
    [OPENAPI_PATH, `${JSON.stringify(document, null, 2)}\n`],
    [ROUTE_MAP_PATH, renderRouteMap(routes)],
  ]);
}

/** The generated files whose written copy under `root` differs from what the app generates now. */
export function staleFiles(root: string, files: ReadonlyMap<string, string>): string[] {
  return [...files]
    .filter(([file, text]) => {
      const target = path.join(root, file);
      return !fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== text;
    })
    .map(([file]) => file);
}
