// Docs (issue 11): the studio's documentation, written by admins and read by contributors at /app/docs. A doc
// may carry a `slug`, its stable address: the job pages' Help links name their tutorial by slug
// (shared-api JOB_TUTORIALS), so a tutorial keeps its link when it is rewritten or renamed.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table blogposts (
    id uuid primary key default gen_random_uuid(),
    slug text unique,
    title text not null,
    body text not null default '',
    body_html text not null default '',
    files jsonb not null default '[]'::jsonb,
    user_id uuid references users(id) on delete set null,
    updated_by uuid references users(id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint blogposts_slug_shape check (slug is null or slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
  )`.execute(db);
  // The list reads docs by title, a page at a time; a file's records are found through the GIN index.
  await sql`create index blogposts_title_idx on blogposts (lower(title), id)`.execute(db);
  await sql`create index blogposts_files_idx on blogposts using gin (files jsonb_path_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists blogposts`.execute(db);
}
