// Payment queries. The history and the outstanding entries are one query each (related names from joins, a
// payment's lines and an entry's items aggregated in SQL), never a query per row. Visibility comes from the
// payment policy's SQL twin.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, PaymentsTable, StoredFile } from '../db/types';
import { readablePayeeSql, readablePaymentsSql, type Actor } from '../policies';
import type { JobToPay } from '../domain/payment-lines';
import type { PaymentItemKind, PaymentJson } from '../schemas/payment';

export type PaymentWithRelations = Selectable<PaymentsTable> & {
  payee_name: string;
  payee_name_alias: string;
  payee_picture: string | null;
  creator_name: string | null;
  creator_name_alias: string | null;
  creator_picture: string | null;
  jobs: PaymentJson['jobs'];
  pb_payouts: PaymentJson['pbPayouts'];
};

function selectPayments(db: Kysely<Database>) {
  return db
    .selectFrom('payments')
    .innerJoin('users as payee', 'payee.id', 'payments.user_id')
    .leftJoin('users as creator', 'creator.id', 'payments.created_by')
    .selectAll('payments')
    .select([
      'payee.name as payee_name',
      'payee.name_alias as payee_name_alias',
      'payee.picture as payee_picture',
      'creator.name as creator_name',
      'creator.name_alias as creator_name_alias',
      'creator.picture as creator_picture',
      sql<PaymentJson['jobs']>`coalesce((select jsonb_agg(jsonb_build_object('_id', j.id, 'title', j.title,
        'jobType', j.job_type, 'kind', pj.kind, 'amount', pj.amount, 'perfBased', j.perf_based,
        'project', jsonb_build_object('_id', p.id, 'title', p.title)) order by j.created_at, pj.kind)
        from payment_jobs pj join jobs j on j.id = pj.job_id join projects p on p.id = j.project_id
        where pj.payment_id = payments.id), '[]'::jsonb)`.as('jobs'),
      sql<PaymentJson['pbPayouts']>`coalesce((select jsonb_agg(jsonb_build_object('amount', pl.amount,
        'project', jsonb_build_object('_id', p.id, 'title', p.title)) order by p.title, p.id)
        from payment_pb_lines pl join projects p on p.id = pl.project_id
        where pl.payment_id = payments.id), '[]'::jsonb)`.as('pb_payouts'),
    ]);
}

export async function listPayments(
  db: Kysely<Database>,
  actor: Actor,
  page: { skip: number; limit: number; user?: string },
): Promise<{ payments: PaymentWithRelations[]; hasMore: boolean }> {
  let query = selectPayments(db).where(readablePaymentsSql(actor));
  if (page.user) query = query.where('payments.user_id', '=', page.user);
  const rows = await query
    .orderBy('payments.created_at', 'desc')
    .orderBy('payments.id', 'desc')
    .offset(page.skip)
    .limit(page.limit + 1)
    .execute();
  return { payments: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}

export function findPayment(db: Kysely<Database>, id: string): Promise<PaymentWithRelations | undefined> {
  return selectPayments(db).where('payments.id', '=', id).executeTakeFirst();
}

/** The payment `payer` recorded with this Idempotency-Key, if any (the key is unique per payer). */
export function findPaymentByKey(db: Kysely<Database>, payerId: string, key: string) {
  return db
    .selectFrom('payments')
    .select(['id', 'request_hash'])
    .where('created_by', '=', payerId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/**
 * Holds a transaction-level lock on (payer, Idempotency-Key) until the transaction ends: two requests with one key
 * run one after the other, so the second finds the first one's payment (its replay) instead of racing it.
 */
export async function lockIdempotencyKey(trx: Kysely<Database>, payerId: string, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`payment:${payerId}:${key}`}, 0))`.execute(trx);
}

export type OutstandingRow = {
  user_id: string;
  name: string;
  name_alias: string;
  picture: string | null;
  payment_info: string;
  items: PaymentJson['jobs'];
  total: number;
  pb_count: number;
};

/** The completed jobs that still owe their pay or their bonus (`jobs.owing`, generated; the `jobs_owing_idx` partial index). */
export const OWING_JOB = sql<boolean>`jobs.owing`;

/**
 * A job's owed lines (`line`, beside `jobs`): its pay (`job`, the amount owed fixed at approval) while unpaid and its
 * bonus while unpaid. A line already in a recorded payment is not owed, whatever the job's dates say.
 */
export const OWED_LINES = sql`cross join lateral (values
      (1, 'job', coalesce(jobs.amount_owed, 0), jobs.paid_at is null),
      (2, 'bonus', jobs.bonus, jobs.bonus > 0 and jobs.bonus_paid_at is null)
    ) as line (position, kind, amount, owed)`;
export const LINE_OWED = sql<boolean>`line.owed
      and not exists (select 1 from payment_jobs pj where pj.job_id = jobs.id and pj.kind = line.kind)`;

/** The staff filter over the claimant: every payee without `user`; the payees chosen for a payout export with `users`. */
function payeeIs(user: string | undefined, users?: readonly string[]) {
  if (users) {
    return users.length
      ? sql<boolean>`jobs.claimed_by in (${sql.join(users.map((id) => sql`${id}::uuid`))})`
      : sql<boolean>`false`;
  }
  return user ? sql<boolean>`jobs.claimed_by = ${user}` : sql<boolean>`true`;
}

/**
 * One page of what is owed, one row per payee ordered by name (`skip`/`limit` count payees): each completed job
 * they claimed whose pay is unpaid and each unpaid bonus of a completed job. The page's payees come from the
 * `jobs_owing_idx` partial index (what is owed, not the jobs' history), and only their lines are gathered:
 * the cost follows the page and the work owed, not the size of the jobs table.
 */
export async function listOutstanding(
  db: Kysely<Database>,
  actor: Actor,
  page: { skip: number; limit: number; user?: string; users?: readonly string[] },
): Promise<{ rows: OutstandingRow[]; hasMore: boolean }> {
  const { rows } = await sql<OutstandingRow>`
    with payees as (
      select u.id, u.name, u.name_alias, u.picture, u.payment_info
      from users u
      where u.id in (select jobs.claimed_by from jobs ${OWED_LINES}
        where ${OWING_JOB} and ${LINE_OWED} and ${readablePayeeSql(actor, 'jobs.claimed_by')}
          and ${payeeIs(page.user, page.users)})
      order by u.name, u.id
      offset ${page.skip} limit ${page.limit + 1}
    )
    select payees.id as user_id, payees.name, payees.name_alias, payees.picture, payees.payment_info,
      owed.items, owed.total, owed.pb_count
    from payees
    cross join lateral (
      select jsonb_agg(jsonb_build_object('_id', jobs.id, 'title', jobs.title, 'jobType', jobs.job_type,
          'kind', line.kind, 'amount', line.amount, 'perfBased', jobs.perf_based,
          'project', jsonb_build_object('_id', p.id, 'title', p.title))
          order by jobs.approved_at, jobs.created_at, jobs.id, line.position) as items,
        sum(line.amount) as total,
        (count(distinct jobs.id) filter (where jobs.perf_based))::int as pb_count
      from jobs ${OWED_LINES}
      join projects p on p.id = jobs.project_id
      where jobs.claimed_by = payees.id and ${OWING_JOB} and ${LINE_OWED}
    ) as owed
    order by payees.name, payees.id`.execute(db);
  return {
    rows: rows.slice(0, page.limit).map((row) => ({ ...row, total: Number(row.total) })),
    hasMore: rows.length > page.limit,
  };
}

/** What is owed in all to the payees `actor` may see, or to `user` among them (every page's entries together). */
export async function outstandingTotal(db: Kysely<Database>, actor: Actor, user?: string): Promise<number> {
  const { rows } = await sql<{ total: string | number | null }>`
    select sum(line.amount) as total from jobs ${OWED_LINES}
    where ${OWING_JOB} and ${LINE_OWED} and ${readablePayeeSql(actor, 'jobs.claimed_by')} and ${payeeIs(user)}`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/**
 * The named jobs, locked until the transaction ends, in id order (every payment locks in the same order, so two
 * payments naming the same jobs wait for each other instead of deadlocking). Unknown ids are left out.
 */
export function lockJobsToPay(trx: Kysely<Database>, ids: readonly string[]): Promise<JobToPay[]> {
  return trx
    .selectFrom('jobs')
    .select([
      'jobs.id',
      'jobs.title',
      'jobs.job_type',
      'jobs.status',
      'jobs.claimed_by',
      'jobs.amount_owed',
      'jobs.bonus',
      'jobs.paid_at',
      'jobs.bonus_paid_at',
      'jobs.perf_based',
      'jobs.project_id',
      sql<string>`(select p.title from projects p where p.id = jobs.project_id)`.as('project_title'),
      sql<PaymentItemKind[]>`array(select pj.kind from payment_jobs pj where pj.job_id = jobs.id)`.as('recorded_kinds'),
    ])
    .where('jobs.id', 'in', [...ids])
    .orderBy('jobs.id')
    .forUpdate()
    .execute();
}

export interface NewPayment {
  userId: string;
  createdBy: string;
  total: number;
  pbCount: number;
  files: StoredFile[];
  text: string;
  idempotencyKey: string | null;
  requestHash: string | null;
  lines: Array<{ jobId: string; kind: PaymentItemKind; amount: number }>;
  /** PB payouts: parts of the payee's shares of PB projects' pools. */
  pbLines?: Array<{ projectId: string; amount: number }>;
  /** The payout batch recording this payment, if any. */
  batchId?: string;
}

/** Writes the payment and its lines, and marks each job's pay or bonus paid; returns the payment's id. */
export async function insertPayment(trx: Kysely<Database>, payment: NewPayment): Promise<string> {
  const now = new Date();
  const { id } = await trx
    .insertInto('payments')
    .values({
      user_id: payment.userId,
      total: payment.total,
      pb_count: payment.pbCount,
      files: JSON.stringify(payment.files),
      text: payment.text,
      idempotency_key: payment.idempotencyKey,
      request_hash: payment.requestHash,
      created_by: payment.createdBy,
      created_at: now,
      batch_id: payment.batchId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (payment.lines.length) {
    await trx
      .insertInto('payment_jobs')
      .values(payment.lines.map((line) => ({ payment_id: id, job_id: line.jobId, kind: line.kind, amount: line.amount })))
      .execute();
  }
  if (payment.pbLines?.length) {
    await trx
      .insertInto('payment_pb_lines')
      .values(payment.pbLines.map((line) => ({ payment_id: id, project_id: line.projectId, amount: line.amount })))
      .execute();
  }
  const paidJobs = payment.lines.filter((line) => line.kind === 'job').map((line) => line.jobId);
  const paidBonuses = payment.lines.filter((line) => line.kind === 'bonus').map((line) => line.jobId);
  if (paidJobs.length) {
    await trx.updateTable('jobs').set({ paid_at: now, updated_at: now }).where('id', 'in', paidJobs).execute();
  }
  if (paidBonuses.length) {
    await trx.updateTable('jobs').set({ bonus_paid_at: now, updated_at: now }).where('id', 'in', paidBonuses).execute();
  }
  return id;
}

export interface PbProjectRow {
  id: string;
  title: string;
  earnings: number;
  user_amount: number;
  all_amount: number;
  jobs: Array<{ _id: string; title: string; jobType: string }>;
}

/**
 * The PB projects the user has completed PB jobs on, with the amounts the pool shares come from (one query; the
 * user's jobs through the claimant index, the others' through the project's).
 */
export async function listPbProjects(db: Kysely<Database>, userId: string): Promise<PbProjectRow[]> {
  const { rows } = await sql<PbProjectRow>`
    with mine as (
      select j.project_id, sum(coalesce(j.amount_owed, 0)) as user_amount,
        jsonb_agg(jsonb_build_object('_id', j.id, 'title', j.title, 'jobType', j.job_type) order by j.approved_at, j.id) as jobs
      from jobs j
      where j.claimed_by = ${userId} and j.perf_based and j.status = 'completed'
      group by j.project_id
    )
    select p.id, p.title, coalesce(p.earnings_total, 0)::float8 as earnings, mine.user_amount::float8 as user_amount,
      (select coalesce(sum(coalesce(a.amount_owed, 0)), 0) from jobs a
        where a.project_id = p.id and a.perf_based and a.status = 'completed')::float8 as all_amount,
      mine.jobs
    from mine join projects p on p.id = mine.project_id
    order by lower(p.title), p.id`.execute(db);
  return rows;
}

/** What PB payouts the ledger holds for the user, per project (or on one project), in dollars. */
export async function pbPaidByProject(db: Kysely<Database>, userId: string, projectId?: string): Promise<Map<string, number>> {
  let query = db
    .selectFrom('payment_pb_lines')
    .innerJoin('payments', 'payments.id', 'payment_pb_lines.payment_id')
    .select(['payment_pb_lines.project_id', sql<number>`sum(payment_pb_lines.amount)::float8`.as('paid')])
    .where('payments.user_id', '=', userId)
    .groupBy('payment_pb_lines.project_id');
  if (projectId) query = query.where('payment_pb_lines.project_id', '=', projectId);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.project_id, Number(row.paid)]));
}

/** Locks the project's row, so PB payouts on it are judged one at a time; false when there is no such project. */
export async function lockProjectForPbPayout(trx: Kysely<Database>, projectId: string): Promise<boolean> {
  const row = await trx.selectFrom('projects').select('id').where('id', '=', projectId).forUpdate().executeTakeFirst();
  return Boolean(row);
}
