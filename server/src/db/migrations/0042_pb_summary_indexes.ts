// The PB summary at scale (issue 22, `BENCH_ONLY=money`): GET /api/payments/pb sums, per PB project of the user, the
// amounts of every completed PB job (the pool's denominator) and the user's own. With only jobs_project_idx the
// first read every job of each project and kept the completed PB ones (1.7 s and 278k buffers for 40 projects at
// 1,000,000 jobs); these partial indexes hold the completed PB jobs alone, with their amounts, so both sums are
// index-only scans over the rows they add up. What the user was paid of their PB shares joined every PB payout line
// of the studio (no index by payment): payment_pb_lines_payment_idx finds their payments' lines alone.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index jobs_pb_completed_project_idx on jobs (project_id) include (amount_owed)
    where perf_based and status = 'completed'`.execute(db);
  await sql`create index jobs_pb_completed_claimant_idx on jobs (claimed_by, project_id) include (amount_owed)
    where perf_based and status = 'completed'`.execute(db);
  await sql`create index payment_pb_lines_payment_idx on payment_pb_lines (payment_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists payment_pb_lines_payment_idx`.execute(db);
  await sql`drop index if exists jobs_pb_completed_claimant_idx`.execute(db);
  await sql`drop index if exists jobs_pb_completed_project_idx`.execute(db);
}
