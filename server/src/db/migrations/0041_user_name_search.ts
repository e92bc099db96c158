// The users list's name lookup (issue 27): `GET /api/users?lookup=` matches a substring of the name, the alias or the
// email (ILIKE '%…%'), which no b-tree can answer; a trigram index on each column lets PostgreSQL and PGlite (both
// load pg_trgm, migration 0013) find the matching users without reading the whole table. Lookups shorter than three
// characters have no trigram and still walk users_list_idx in the list's order until the page is full.
import { sql, type Kysely } from 'kysely';

const INDEXES = [
  ['users_name_trgm_idx', 'name'],
  ['users_name_alias_trgm_idx', 'name_alias'],
  ['users_email_trgm_idx', 'email'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const [name, column] of INDEXES) {
    await sql`create index ${sql.id(name)} on users using gin (${sql.id(column)} gin_trgm_ops)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await sql`drop index if exists ${sql.id(name)}`.execute(db);
}
