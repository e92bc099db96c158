// Launch dates and due-date defaults (issue 24). "Mark as Ready" records the planned launch date of each platform
// the project launches on (one row per project and platform; marking ready again replaces them); the studio
// calendar reads them by range through the date index. Due-date defaults are the studio settings an admin edits:
// a number of days per job type and project size band (the pricing's size offset: 12 small, 0 standard, 3 above
// the threshold), offered when a PM creates a job. The calendar reads jobs by due date through a partial index over
// every job with one (0033's index covers only the jobs still in progress).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table project_launch_dates (
      project_id uuid not null references projects (id) on delete cascade,
      platform text not null check (platform in ('fb', 'yt')),
      planned_on date not null,
      set_by uuid references users (id) on delete set null,
      set_at timestamptz not null default now(),
      primary key (project_id, platform)
    )`.execute(db);
  await sql`create index project_launch_dates_on_idx on project_launch_dates (planned_on, project_id)`.execute(db);
  await sql`
    create table due_date_defaults (
      job_type text not null,
      size_offset integer not null check (size_offset in (0, 3, 12)),
      days integer not null check (days between 1 and 365),
      updated_by uuid references users (id) on delete set null,
      updated_at timestamptz not null default now(),
      primary key (job_type, size_offset)
    )`.execute(db);
  await sql`create index jobs_due_at_idx on jobs (due_at, id) where due_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index jobs_due_at_idx`.execute(db);
  await sql`drop table due_date_defaults`.execute(db);
  await sql`drop table project_launch_dates`.execute(db);
}
