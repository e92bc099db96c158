// Due dates (issue 24): a job may carry a due date (an instant; shown in the reader's time zone). The list sorts by it
// (soonest first, jobs without one last) and filters the late ones (due before now and not completed): both read
// the partial index over the jobs still in progress. Late alerts (services/due-alerts.ts) record each alert sent:
// one per job, kind and due date (the primary key), so a pass run twice, or by two processes at once, sends it once,
// and a new due date arms the alerts again.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table jobs add column due_at timestamptz`.execute(db);
  await sql`create index jobs_due_idx on jobs (due_at, id) where due_at is not null and status <> 'completed'`.execute(db);
  await sql`
    create table job_due_alerts (
      job_id uuid not null references jobs (id) on delete cascade,
      kind text not null check (kind in ('due-soon', 'overdue')),
      due_at timestamptz not null,
      sent_at timestamptz not null default now(),
      primary key (job_id, kind, due_at)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table job_due_alerts`.execute(db);
  await sql`drop index jobs_due_idx`.execute(db);
  await sql`alter table jobs drop column due_at`.execute(db);
}
