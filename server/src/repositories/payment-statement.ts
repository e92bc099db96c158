// The earnings statement's lines (routes/api/payments/statement.ts): one query over the ledger and what is owed.
// Paid lines come from the user's payments recorded in the period (`payments_user_created_idx`), owed lines from
// the jobs still owing (`jobs_owing_idx`, approved in the period): the cost follows the user's period, not the
// size of the jobs table.
import { sql, type Kysely } from 'kysely';
import type { Database, LevelPrices, StoredFile } from '../db/types';
import { LINE_OWED, OWED_LINES, OWING_JOB } from './payments';

export interface StatementRow {
  kind: 'job' | 'bonus' | 'pb';
  status: 'paid' | 'owed';
  date: Date;
  amount: string | number;
  project_id: string;
  project_title: string;
  job_id: string | null;
  job_title: string | null;
  job_type: string | null;
  perf_based: boolean | null;
  price: string | number | null;
  prices: LevelPrices | null;
  claimant_level: number | null;
  payment_id: string | null;
  files: StoredFile[] | null;
}

/** The user's statement lines from `start` (included) to `end` (excluded), oldest first. */
export async function listStatementLines(db: Kysely<Database>, userId: string, start: Date, end: Date): Promise<StatementRow[]> {
  const { rows } = await sql<StatementRow>`
    with payee as (select u.role_levels from users u where u.id = ${userId}),
    paid_payments as (
      select pay.id, pay.created_at, pay.files from payments pay
      where pay.user_id = ${userId} and pay.created_at >= ${start} and pay.created_at < ${end}
    ),
    lines as (
      select pj.kind::text as kind, 'paid' as status, pp.created_at as date, pj.amount, p.id as project_id,
        p.title as project_title, j.id as job_id, j.title as job_title, j.job_type, j.perf_based, j.price, j.prices,
        pp.id as payment_id, pp.files, j.created_at as job_created, 1 as position
      from paid_payments pp
      join payment_jobs pj on pj.payment_id = pp.id
      join jobs j on j.id = pj.job_id
      join projects p on p.id = j.project_id
      union all
      select 'pb', 'paid', pp.created_at, pl.amount, p.id, p.title, null, null, null, null, null, null,
        pp.id, pp.files, null, 3
      from paid_payments pp
      join payment_pb_lines pl on pl.payment_id = pp.id
      join projects p on p.id = pl.project_id
      union all
      select line.kind, 'owed', jobs.approved_at, line.amount, p.id, p.title, jobs.id, jobs.title, jobs.job_type,
        jobs.perf_based, jobs.price, jobs.prices, null, null, jobs.created_at, line.position
      from jobs ${OWED_LINES}
      join projects p on p.id = jobs.project_id
      where jobs.claimed_by = ${userId} and ${OWING_JOB} and ${LINE_OWED}
        and jobs.approved_at >= ${start} and jobs.approved_at < ${end}
    )
    select lines.kind, lines.status, lines.date, lines.amount, lines.project_id, lines.project_title, lines.job_id,
      lines.job_title, lines.job_type, lines.perf_based, lines.price, lines.prices, lines.payment_id, lines.files,
      (select (payee.role_levels ->> lines.job_type)::numeric::int from payee
        where jsonb_typeof(payee.role_levels -> lines.job_type) = 'number') as claimant_level
    from lines
    order by lines.date, lines.payment_id nulls last, lines.job_created nulls last, lines.job_id, lines.position,
      lines.project_title, lines.project_id`.execute(db);
  return rows;
}

/** The statement's payee, or undefined when no user has the id. */
export function findStatementUser(db: Kysely<Database>, id: string) {
  return db.selectFrom('users').select(['id', 'name', 'name_alias', 'picture']).where('id', '=', id).executeTakeFirst();
}
