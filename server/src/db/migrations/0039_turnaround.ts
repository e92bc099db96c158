// Turnaround figures (issue 24): each span is counted in the period its end falls in, so the report reads only the
// period's claims (jobs.claimed_at) and its submissions and approvals (job_events by kind and time), never the
// whole table: the query stays flat from 10k to 1M jobs. A job's first submission and its revision rounds are
// then found by job (job_events_submit_round_idx and job_events_job_idx, both existing).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index jobs_claimed_at_idx on jobs (claimed_at) where claimed_at is not null`.execute(db);
  await sql`create index job_events_kind_created_idx on job_events (kind, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists job_events_kind_created_idx`.execute(db);
  await sql`drop index if exists jobs_claimed_at_idx`.execute(db);
}
