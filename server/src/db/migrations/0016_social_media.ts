// Social media covers and titles (issue 10): what a project is published with on each platform (fb, yt, pr).
// Covers are image uploads (`files`) with their versions (every upload and replacement) and ratings; titles
// are texts with ratings and demonetized marks (fb, yt). One cover and one title at most per project and
// platform: the routes lock the project's row, and a partial unique index per platform refuses a second.
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`create table social_covers (
    id uuid primary key default gen_random_uuid(),
    project_id uuid not null references projects (id) on delete cascade,
    file_id uuid not null references files (id),
    fb boolean not null default false,
    yt boolean not null default false,
    pr boolean not null default false,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index social_covers_project_idx on social_covers (project_id, created_at, id)`,
  sql`create unique index social_covers_fb_key on social_covers (project_id) where fb`,
  sql`create unique index social_covers_yt_key on social_covers (project_id) where yt`,
  sql`create unique index social_covers_pr_key on social_covers (project_id) where pr`,
  sql`create index social_covers_file_idx on social_covers (file_id)`,

  sql`create table social_cover_versions (
    id uuid primary key default gen_random_uuid(),
    cover_id uuid not null references social_covers (id) on delete cascade,
    project_id uuid not null references projects (id) on delete cascade,
    file_id uuid not null references files (id),
    user_id uuid references users (id) on delete set null,
    user_name text not null,
    created_at timestamptz not null default now()
  )`,
  sql`create index social_cover_versions_cover_idx on social_cover_versions (cover_id, created_at desc, id desc)`,
  sql`create index social_cover_versions_file_idx on social_cover_versions (file_id)`,

  sql`create table social_cover_ratings (
    cover_id uuid not null references social_covers (id) on delete cascade,
    user_id uuid not null references users (id) on delete cascade,
    rating smallint not null check (rating between 1 and 5),
    primary key (cover_id, user_id)
  )`,

  sql`create table social_titles (
    id uuid primary key default gen_random_uuid(),
    project_id uuid not null references projects (id) on delete cascade,
    text text not null check (length(btrim(text)) > 0),
    fb boolean not null default false,
    yt boolean not null default false,
    pr boolean not null default false,
    fb_demon boolean not null default false,
    yt_demon boolean not null default false,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index social_titles_project_idx on social_titles (project_id, created_at, id)`,
  sql`create unique index social_titles_fb_key on social_titles (project_id) where fb`,
  sql`create unique index social_titles_yt_key on social_titles (project_id) where yt`,
  sql`create unique index social_titles_pr_key on social_titles (project_id) where pr`,

  sql`create table social_title_ratings (
    title_id uuid not null references social_titles (id) on delete cascade,
    user_id uuid not null references users (id) on delete cascade,
    rating smallint not null check (rating between 1 and 5),
    primary key (title_id, user_id)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'social_title_ratings',
    'social_titles',
    'social_cover_ratings',
    'social_cover_versions',
    'social_covers',
  ]) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
}
