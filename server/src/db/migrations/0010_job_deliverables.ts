// Job deliverables (issue 9): every submission of a job for approval (its note and files) and every review of it
// (a revision request with the PM's note, or the approval) is an event kept for good, numbered by round. The
// files of a submission are listed in job_event_files, indexed by file, so a download asks which job a file
// belongs to with one index look-up.
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`create table job_events (
    id uuid primary key default gen_random_uuid(),
    job_id uuid not null references jobs(id) on delete cascade,
    kind text not null check (kind in ('submit', 'revision', 'approve')),
    round integer not null check (round >= 1),
    note text not null default '',
    actor_id uuid references users(id) on delete set null,
    claimant_id uuid references users(id) on delete set null,
    created_at timestamptz not null default now()
  )`,
  sql`create index job_events_job_idx on job_events (job_id, created_at, id)`,
  sql`create unique index job_events_submit_round_idx on job_events (job_id, round) where kind = 'submit'`,
  sql`create table job_event_files (
    event_id uuid not null references job_events(id) on delete cascade,
    file_id uuid not null references files(id),
    position integer not null,
    primary key (event_id, file_id)
  )`,
  sql`create index job_event_files_file_idx on job_event_files (file_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists job_event_files`.execute(db);
  await sql`drop table if exists job_events`.execute(db);
}
