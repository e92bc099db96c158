// The project page (issue 8): what a project holds besides scenes and social media — the raw script, the
// storyboard brief, specs (voice and music), the checklist, earnings, the drive folder, header toggles — and the
// tables beside it: the PM logs, the project docs, drive setup runs, and transfers in both directions.
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`alter table projects
    add column script_raw_body text,
    add column script_raw_comments text not null default '',
    add column storyboard_brief jsonb,
    add column spec_voice jsonb,
    add column spec_music jsonb,
    add column checklist jsonb not null default '[]',
    add column credits text not null default '',
    add column gdrive_folder text,
    add column earnings_fb_url text,
    add column earnings_yt_url text,
    add column earnings_total numeric(12, 2),
    add column earnings_additional jsonb not null default '[]',
    add column earnings_synced_at timestamptz,
    add column allow_portfolio boolean not null default false,
    add column storyboard_numbers boolean not null default true,
    add column storyboard_visible boolean not null default true,
    add column script_submitted_at timestamptz,
    add column storyboard_submitted_at timestamptz,
    add column ready_submitted_at timestamptz,
    add column transferred_from text unique`,

  // The PM logs: one row per status, collaborator, checklist, spec or job event (who, what, when).
  sql`create table project_logs (
    id uuid primary key default gen_random_uuid(),
    project_id uuid not null references projects (id) on delete cascade,
    user_id uuid references users (id) on delete set null,
    action text not null,
    details jsonb not null default '{}',
    created_at timestamptz not null default now()
  )`,
  sql`create index project_logs_project_idx on project_logs (project_id, created_at desc, id desc)`,

  // Project documents: an upload attached to a project, with its own name and a note.
  sql`create table project_docs (
    id uuid primary key default gen_random_uuid(),
    project_id uuid not null references projects (id) on delete cascade,
    file_id uuid not null references files (id) on delete restrict,
    name text not null,
    text text not null default '',
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now()
  )`,
  sql`create index project_docs_project_idx on project_docs (project_id, created_at desc)`,

  // A drive setup run: once per project; its progress log is polled by the page.
  sql`create table drive_setups (
    project_id uuid primary key references projects (id) on delete cascade,
    user_id uuid references users (id) on delete set null,
    status text not null default 'running' check (status in ('running', 'complete', 'failed')),
    log text[] not null default '{}',
    folder text,
    created_at timestamptz not null default now(),
    finished_at timestamptz
  )`,

  // Transfers out: where a project went, so the page can link to the copy and a retry finds it.
  sql`create table project_transfers (
    id uuid primary key default gen_random_uuid(),
    project_id uuid not null references projects (id) on delete cascade,
    target text not null,
    url text,
    user_id uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    unique (project_id, target)
  )`,

  // The list reads "listed by me" and a collaborator's projects through these, not by scanning.
  sql`create index project_listed_by_project_idx on project_listed_by (project_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['project_transfers', 'drive_setups', 'project_docs', 'project_logs']) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
  await sql`drop index if exists project_listed_by_project_idx`.execute(db);
  for (const column of [
    'script_raw_body',
    'script_raw_comments',
    'storyboard_brief',
    'spec_voice',
    'spec_music',
    'checklist',
    'credits',
    'gdrive_folder',
    'earnings_fb_url',
    'earnings_yt_url',
    'earnings_total',
    'earnings_additional',
    'earnings_synced_at',
    'allow_portfolio',
    'storyboard_numbers',
    'storyboard_visible',
    'script_submitted_at',
    'storyboard_submitted_at',
    'ready_submitted_at',
    'transferred_from',
  ]) {
    await sql`alter table projects drop column if exists ${sql.id(column)}`.execute(db);
  }
}
