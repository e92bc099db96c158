// The OpenAPI document, built from the route schemas without a database or a listening socket.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { buildApp } from './app';
import { DataChanges } from './db/changes';
import type { AppConfig } from './config';
import type { Database } from './db/types';

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

export async function buildOpenApiDocument(config: AppConfig): Promise<Record<string, unknown>> {
  // A database handle that never connects: building the document runs no query.
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ max: 1 }) }) });
  const app = await buildApp({ db, changes: new DataChanges(), config: { ...config, logger: false } });
  try {
    await app.ready();
    return sortKeys(app.swagger()) as Record<string, unknown>;
  } finally {
    await app.close();
    await db.destroy();
  }
}
