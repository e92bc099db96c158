// The migrated PostgreSQL database every server test file copies (CREATE DATABASE … TEMPLATE) when the suite runs on
// a server (TEST_DATABASE_URL): made once per set of migrations by the jest global set-up, so no file migrates its
// own database inside a hook's time limit.
import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { migrationsKey } from './pglite-snapshot';

/** A connection to the server's maintenance database, for creating and dropping databases. */
export function serverAdmin(serverUrl: string): Kysely<unknown> {
  return new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: serverUrl, max: 1 }) }) });
}

export const templateName = (): string => `studio_test_template_${migrationsKey()}`;

const urlOf = (serverUrl: string, database: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

/** Makes the template unless a database of its name exists (built aside and renamed, so nobody copies half of one). */
export async function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  const name = templateName();
  const admin = serverAdmin(serverUrl);
  try {
    const exists = await sql<{ n: number }>`select 1 as n from pg_database where datname = ${name}`.execute(admin);
    if (exists.rows.length) return name;
    const building = `studio_test_building_${randomBytes(6).toString('hex')}`;
    await sql`create database ${sql.id(building)}`.execute(admin);
    try {
      const opened = await openDatabase({ kind: 'postgres', url: urlOf(serverUrl, building) });
      try {
        await migrateToLatest(opened.db);
      } finally {
        await opened.close();
      }
      await sql`alter database ${sql.id(building)} rename to ${sql.id(name)}`.execute(admin);
    } catch (error) {
      await sql`drop database if exists ${sql.id(building)} with (force)`.execute(admin);
      // Another run made the template meanwhile: theirs serves.
      const made = await sql`select 1 as n from pg_database where datname = ${name}`.execute(admin);
      if (!made.rows.length) throw error;
    }
    return name;
  } finally {
    await admin.destroy();
  }
}

/** A new database copied from the template; PostgreSQL refuses a copy while someone is connected to the template. */
export async function createFromTemplate(admin: Kysely<unknown>, name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await sql`create database ${sql.id(name)} template ${sql.id(template)}`.execute(admin);
      return;
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('is being accessed by other users')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
