// The global search's projects (issue 18, "Global search"): a project's title is found by a substring (trigram index:
// Thai is written without spaces between words) or by its words (full-text index, 'simple' configuration), as the
// feed's posts are (migration 0013). Expression indexes, not stored columns: every read of a project stays as wide
// as it was, and repositories/projects.ts searches with these very expressions.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index projects_title_trgm_idx on projects using gin (lower(title) gin_trgm_ops)`.execute(db);
  await sql`create index projects_title_tsv_idx on projects using gin (to_tsvector('simple'::regconfig, title))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists projects_title_tsv_idx`.execute(db);
  await sql`drop index if exists projects_title_trgm_idx`.execute(db);
}
