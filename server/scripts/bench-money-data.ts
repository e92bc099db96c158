// Data and query plans for the money and turnaround part of `npm run bench` (e2e/bench/api-money.ts; issues 22 and
// 24: "GET /api/payments/pb and the statement stay flat from 10k to 1M jobs", and so do the turnaround figures).
//
// A contributor's PB summary is their lifetime, their statement and the turnaround report a chosen period: none of
// them should cost more because the studio's table grew. So the part holds what is measured fixed while the table
// grows around it: `addMoneyHistory` writes, once, through the tables the app writes (PB projects with earnings,
// completed PB jobs, job events, payments with their job and PB lines), a payee with 40 PB projects and a month
// (BENCH_MONTH) of 2,000 jobs opened, claimed, submitted, sent back and approved; bench-data.ts `growJobsTo` then
// grows the jobs table to 10,000 and to 1,000,000 (jobs spread over every project, these included, in the last two
// years) and `growLedger` pays half of the other people's completed jobs, so the payments tables grow with it. The
// bench compares p99 at both sizes; the plans show which index each query walks.
import { sql } from 'kysely';
import { openDatabase, type DatabaseTarget } from '../src/db/connect';
import { turnaroundByGroup, turnaroundByPerson } from '../src/repositories/turnaround';
import { listPbProjects, pbPaidByProject } from '../src/repositories/payments';
import { listStatementLines } from '../src/repositories/payment-statement';
import type { BenchDatabase } from './bench-data';
import { captureQueries, explainQueries, type PlanSummary } from './bench-explain';
import { addBenchUsers } from './bench-projects-data';

/** The measured period: a month before any grown job (those fall in the last two years). */
export const BENCH_MONTH = { from: '2020-01-01', to: '2020-01-31' } as const;
export const MONEY_PAYEE_EMAIL = 'bench-payee@bench.test';
const PB_PROJECTS = 40;
const PERIOD_JOBS = 2000;

/** Writes the payee's history and the measured month's jobs once (a second call changes nothing); the payee's id. */
export async function addMoneyHistory(bench: BenchDatabase): Promise<string> {
  const opened = await openDatabase(bench.target);
  const db = opened.db;
  try {
    await addBenchUsers(db);
    const existing = await db.selectFrom('users').select('id').where('email', '=', MONEY_PAYEE_EMAIL).executeTakeFirst();
    if (existing) return existing.id;
    await db.transaction().execute(async (trx) => {
      await sql`insert into users (id, email, name, name_alias, level, roles, role_levels)
        values (md5('bench-payee')::uuid, ${MONEY_PAYEE_EMAIL}, 'Bench Payee', 'Payee', 'freelancer',
          array['script', 'voice'], '{"script": 2, "voice": 3}'::jsonb)`.execute(trx);
      await sql`insert into projects (id, title, status, level, perf_based, platforms, earnings_total, created_at, updated_at)
        select md5('bench-pb-project-' || i)::uuid, 'PB project ' || i, 'launched', 2, true, array['facebook'],
          1000 + i * 10, '2019-11-01'::timestamptz, '2019-12-31'::timestamptz
        from generate_series(1, ${PB_PROJECTS}::int) i`.execute(trx);
      // Each PB project: 5 completed PB jobs of the payee and 5 of a bench freelancer, approved in the month.
      await sql`insert into jobs (id, project_id, job_type, title, status, claimed_by, claimed_at, perf_based, prices,
          amount_owed, bonus, approved_at, created_at, updated_at)
        select md5('bench-pb-job-' || i || '-' || k)::uuid, md5('bench-pb-project-' || i)::uuid,
          case when k % 2 = 0 then 'script' else 'voice' end, 'PB job ' || i || '.' || k, 'completed',
          case when k <= 5 then md5('bench-payee')::uuid
            else md5('bench-user-freelancer-' || (1 + i % 1500))::uuid end,
          '2020-01-02'::timestamptz + (i * 10 + k) * interval '1 hour', true,
          '{"1": 20, "2": 30, "3": 40}'::jsonb, 20 + k, case when k = 1 then 5 else 0 end,
          '2020-01-10'::timestamptz + (i * 10 + k) * interval '1 hour', '2020-01-01'::timestamptz,
          '2020-01-20'::timestamptz
        from generate_series(1, ${PB_PROJECTS}::int) i cross join generate_series(1, 10) k`.execute(trx);
      // The payer paid the payee's first three jobs of each project and part of the PB share, one payment a project.
      await sql`insert into payments (id, user_id, total, pb_count, created_by, created_at)
        select md5('bench-payment-' || i)::uuid, md5('bench-payee')::uuid, 3 * 22 + 5 + 5 + 7, 1,
          (select id from users where email = 'payer@demo.test'), '2020-01-25'::timestamptz + i * interval '1 hour'
        from generate_series(1, ${PB_PROJECTS}::int) i`.execute(trx);
      await sql`insert into payment_jobs (payment_id, job_id, kind, amount)
        select md5('bench-payment-' || i)::uuid, md5('bench-pb-job-' || i || '-' || k)::uuid, 'job', 20 + k
        from generate_series(1, ${PB_PROJECTS}::int) i cross join generate_series(1, 3) k
        union all
        select md5('bench-payment-' || i)::uuid, md5('bench-pb-job-' || i || '-1')::uuid, 'bonus', 5
        from generate_series(1, ${PB_PROJECTS}::int) i`.execute(trx);
      await sql`update jobs set paid_at = '2020-01-25'::timestamptz, bonus_paid_at = case when bonus > 0
          then '2020-01-25'::timestamptz end
        where id in (select job_id from payment_jobs where payment_id in
          (select id from payments where user_id = md5('bench-payee')::uuid))
          and claimed_by = md5('bench-payee')::uuid
          and title ~ '\\.[123]$'`.execute(trx);
      await sql`insert into payment_pb_lines (payment_id, project_id, amount)
        select md5('bench-payment-' || i)::uuid, md5('bench-pb-project-' || i)::uuid, 7
        from generate_series(1, ${PB_PROJECTS}::int) i`.execute(trx);
      // The month's turnaround: jobs opened, claimed, submitted, some sent back once, approved, all in the month.
      await sql`insert into jobs (id, project_id, job_type, title, status, claimed_by, claimed_at, prices, amount_owed,
          approved_at, paid_at, due_at, created_at, updated_at)
        select md5('bench-month-job-' || g)::uuid, md5('bench-pb-project-' || (1 + g % ${PB_PROJECTS}::int))::uuid,
          (array['script', 'voice', 'storyboard', 'coloring', 'video-editing'])[1 + g % 5], 'Month job ' || g,
          'completed', md5('bench-user-freelancer-' || (1 + g % 1500))::uuid,
          '2020-01-01'::timestamptz + (g % 600) * interval '1 hour' + (g % 7) * interval '1 hour',
          '{"1": 20, "2": 30, "3": 40}'::jsonb, 25,
          '2020-01-01'::timestamptz + (g % 600) * interval '1 hour' + interval '100 hours',
          '2020-01-01'::timestamptz + (g % 600) * interval '1 hour' + interval '120 hours',
          case when g % 3 = 0 then '2020-01-01'::timestamptz + (g % 600) * interval '1 hour' + interval '48 hours' end,
          '2020-01-01'::timestamptz + (g % 600) * interval '1 hour', '2020-01-29'::timestamptz
        from generate_series(1, ${PERIOD_JOBS}::int) g`.execute(trx);
      await sql`insert into job_events (job_id, kind, round, actor_id, claimant_id, created_at)
        select j.id, e.kind, e.round, j.claimed_by, j.claimed_by, j.claimed_at + e.after
        from jobs j
        cross join lateral (values ('submit', 1, interval '30 hours'), ('revision', 1, interval '50 hours'),
          ('submit', 2, interval '70 hours'), ('approve', 2, interval '93 hours')) as e (kind, round, after)
        where j.title like 'Month job %' and (e.kind = 'submit' and e.round = 1 or e.kind = 'approve'
          or right(j.title, 1) in ('0', '5'))`.execute(trx);
    });
    for (const table of ['users', 'projects', 'jobs', 'job_events', 'payments', 'payment_jobs', 'payment_pb_lines']) {
      await sql`vacuum analyze ${sql.table(table)}`.execute(db);
    }
    const payee = await db.selectFrom('users').select('id').where('email', '=', MONEY_PAYEE_EMAIL).executeTakeFirstOrThrow();
    return payee.id;
  } finally {
    await opened.close();
  }
}

/**
 * Pays, the way a studio that pays monthly does, half of the completed jobs of everyone but the payee that the
 * ledger does not hold yet (one payment each, 20 days after the job was opened; one in seven with a PB line), so the
 * payments tables grow with the jobs table (about 125,000 payments at 1,000,000 jobs) and the payee's reads must
 * find their own rows among them.
 */
export async function growLedger(bench: BenchDatabase, payeeId: string): Promise<number> {
  const opened = await openDatabase(bench.target);
  const db = opened.db;
  try {
    const unpaid = sql`from jobs j
      where j.status = 'completed' and j.claimed_by is not null and j.claimed_by <> ${payeeId}
        and abs(hashtext(j.id::text)) % 2 = 0
        and not exists (select 1 from payment_jobs pj where pj.job_id = j.id)`;
    await db.transaction().execute(async (trx) => {
      await sql`create temporary table bench_ledger on commit drop as
        select j.id as job_id, j.project_id, j.claimed_by, coalesce(j.amount_owed, 10 + abs(hashtext(j.id::text)) % 90) as amount,
          md5('bench-ledger-' || j.id)::uuid as payment_id, j.created_at + interval '20 days' as paid_at ${unpaid}`.execute(trx);
      await sql`insert into payments (id, user_id, total, created_by, created_at)
        select payment_id, claimed_by, amount, (select id from users where email = 'payer@demo.test'), paid_at
        from bench_ledger`.execute(trx);
      await sql`insert into payment_jobs (payment_id, job_id, kind, amount)
        select payment_id, job_id, 'job', amount from bench_ledger`.execute(trx);
      await sql`insert into payment_pb_lines (payment_id, project_id, amount)
        select payment_id, project_id, 3 from bench_ledger where abs(hashtext(job_id::text)) % 7 = 0`.execute(trx);
    });
    for (const table of ['payments', 'payment_jobs', 'payment_pb_lines']) {
      await sql`vacuum analyze ${sql.table(table)}`.execute(db);
    }
    const { count } = await db
      .selectFrom('payments')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    return count;
  } finally {
    await opened.close();
  }
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the SQL behind GET /api/payments/pb, the statement and the turnaround report for the
 * payee and BENCH_MONTH, captured from the repository functions the routes call; printed with `print`.
 */
export async function explainMoney(
  target: Extract<DatabaseTarget, { kind: 'postgres' }>,
  payeeId: string,
  print: (line: string) => void = console.log,
): Promise<PlanSummary[]> {
  const start = new Date(`${BENCH_MONTH.from}T00:00:00Z`);
  const end = new Date(`2020-02-01T00:00:00Z`);
  const captured = await captureQueries(target.url, async (db, label) => {
    label('GET /api/payments/pb: the PB projects');
    await listPbProjects(db, payeeId);
    label('GET /api/payments/pb: PB paid by project');
    await pbPaidByProject(db, payeeId);
    label('GET /api/payments/statement (a month)');
    await listStatementLines(db, payeeId, start, end);
    label('GET /api/reports/turnaround: by job type and level');
    await turnaroundByGroup(db, start, end);
    label('GET /api/reports/turnaround: by person');
    await turnaroundByPerson(db, start, end);
  });
  return explainQueries(target.url, captured, print);
}
