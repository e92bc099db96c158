// The video box and the resources (issue 10). A project has at most one video per platform (pr, yt, fb): an embed
// URL (already rebuilt by the server into the provider's embed form) and/or an uploaded video file; subtitle files
// per platform; and the studio's typed resources (cover-title-sample: a cover image with its title, story category
// and exaggeration, the Tools library and the YouTube mock view's samples).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`create table project_videos (
      id uuid primary key default gen_random_uuid(),
      project_id uuid not null references projects (id) on delete cascade,
      platform text not null check (platform in ('pr', 'yt', 'fb')),
      url text,
      file_id uuid references files (id) on delete restrict,
      updated_by uuid references users (id) on delete set null,
      updated_at timestamptz not null default now(),
      unique (project_id, platform)
    )`,
    sql`create index project_videos_file_idx on project_videos (file_id) where file_id is not null`,
    sql`create table project_subtitles (
      id uuid primary key default gen_random_uuid(),
      project_id uuid not null references projects (id) on delete cascade,
      platform text not null check (platform in ('pr', 'yt', 'fb')),
      file_id uuid not null references files (id) on delete restrict,
      name text not null,
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now()
    )`,
    sql`create index project_subtitles_project_idx on project_subtitles (project_id, created_at desc)`,
    sql`create index project_subtitles_file_idx on project_subtitles (file_id)`,
    sql`create table resources (
      id uuid primary key default gen_random_uuid(),
      type text not null check (type in ('cover-title-sample')),
      props jsonb not null,
      file_id uuid references files (id) on delete restrict,
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now()
    )`,
    // The library pages newest first, by type, optionally filtered by category and exaggeration.
    sql`create index resources_type_idx on resources (type, created_at desc, id desc)`,
    sql`create index resources_category_idx on resources (type, (props->>'category'), created_at desc, id desc)`,
    sql`create index resources_exaggeration_idx on resources (type, (props->>'exaggeration'), created_at desc, id desc)`,
    sql`create index resources_file_idx on resources (file_id) where file_id is not null`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['resources', 'project_subtitles', 'project_videos']) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
}
