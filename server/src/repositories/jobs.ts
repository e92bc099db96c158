// Job queries. Visibility comes from the job policy's SQL twin, so a list never holds a job the
// caller may not read. A page is one query: the related names come from joins and two small
// correlated subqueries over primary-key indexes, never a query per row.
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database, JobsTable, StoredFile } from '../db/types';
import type { JobRowChange, JobState } from '../domain/job-states';
import { eligibleClaimantUsersSql, projectPmUsersSql, readableJobsSql, type Actor, type JobTarget } from '../policies';
import type { JobListSort, JobListStatus } from '../schemas/job';

export type JobWithRelations = Selectable<JobsTable> & {
  project_title: string;
  project_level: number;
  project_starred: boolean;
  project_order_script: boolean;
  project_collaborator_ids: string[];
  claimant_name: string | null;
  claimant_name_alias: string | null;
  claimant_picture: string | null;
  claimant_payment_info: string | null;
  creator_name: string | null;
  staff_users: Array<{ _id: string; name: string }>;
} & LedgerFlags;

/** Whether the job's pay and its bonus are lines of a recorded payment: the ledger decides what was paid. */
export interface LedgerFlags {
  ledger_job: boolean;
  ledger_bonus: boolean;
  /** The job's latest deliverable event is a revision request (issue 9): it awaits a new submission. */
  revision_requested: boolean;
}
const ledgerFlags = [
  sql<boolean>`exists (select 1 from payment_jobs pj where pj.job_id = jobs.id and pj.kind = 'job')`.as('ledger_job'),
  sql<boolean>`exists (select 1 from payment_jobs pj where pj.job_id = jobs.id and pj.kind = 'bonus')`.as('ledger_bonus'),
  sql<boolean>`coalesce((select je.kind = 'revision' from job_events je where je.job_id = jobs.id
    order by je.created_at desc, je.id desc limit 1), false)`.as('revision_requested'),
];

/**
 * The job's project's collaborators, as JSON: node-postgres parses a text[] character by character in JavaScript
 * (a tenth of a millisecond a page of 20 jobs), JSON with the native JSON.parse; the value is the same string[].
 */
const projectCollaboratorIds = sql<string[]>`array_to_json(array(select pc.user_id::text from project_collaborators pc
  where pc.project_id = jobs.project_id))`.as('project_collaborator_ids');

export interface JobListFilter {
  status: JobListStatus;
  user: string;
  filter?: string;
  projectId?: string;
  sort?: JobListSort;
  late?: boolean;
  skip: number;
  limit: number;
}

/** Offsets past any table's size answer an empty page; the cap keeps the inlined literal a plain integer. */
const MAX_OFFSET = 2_000_000_000;

function selectJobs(db: Kysely<Database>) {
  return db
    .selectFrom('jobs')
    .innerJoin('projects', 'projects.id', 'jobs.project_id')
    .leftJoin('users as claimant', 'claimant.id', 'jobs.claimed_by')
    .leftJoin('users as creator', 'creator.id', 'jobs.created_by')
    .selectAll('jobs')
    .select([
      'projects.title as project_title',
      'projects.level as project_level',
      'projects.starred as project_starred',
      'projects.order_script as project_order_script',
      'claimant.name as claimant_name',
      'claimant.name_alias as claimant_name_alias',
      'claimant.picture as claimant_picture',
      'claimant.payment_info as claimant_payment_info',
      'creator.name as creator_name',
      projectCollaboratorIds,
      sql<Array<{ _id: string; name: string }>>`case when cardinality(jobs.staff) = 0 then '[]'::jsonb else coalesce((select
        jsonb_agg(jsonb_build_object('_id', u.id, 'name', u.name) order by u.name) from users u where u.id = any(jobs.staff)), '[]'::jsonb) end`.as(
        'staff_users',
      ),
      ...ledgerFlags,
    ]);
}

/** The SQL condition of a list status key (DECISIONS "List filters"). */
function statusCondition(status: JobListStatus, actor: Actor) {
  switch (status) {
    case 'my-jobs':
      return sql<boolean>`(jobs.claimed_by = ${actor.id} and jobs.status <> 'completed')`;
    case 'incomplete':
      return sql<boolean>`jobs.status <> 'completed'`;
    case 'unpaid':
      return sql<boolean>`(jobs.status = 'completed' and jobs.paid_at is null)`;
    default:
      return sql<boolean>`jobs.status = ${status}`;
  }
}

/** One page of the jobs the actor may read, important first, then newest; `hasMore` when another page exists. */
export async function listJobs(
  db: Kysely<Database>,
  actor: Actor,
  query: JobListFilter,
): Promise<{ jobs: JobWithRelations[]; hasMore: boolean }> {
  let q = selectJobs(db).where(readableJobsSql(actor)).where(statusCondition(query.status, actor));
  if (query.user !== 'everyone') q = q.where('jobs.claimed_by', '=', query.user);
  if (query.filter) q = q.where('jobs.job_type', '=', query.filter);
  if (query.projectId) q = q.where('jobs.project_id', '=', query.projectId);
  // Late: due before now and not completed (the partial index jobs_due_idx holds exactly the candidates).
  if (query.late) q = q.where(sql<boolean>`(jobs.due_at is not null and jobs.status <> 'completed' and jobs.due_at < now())`);
  const ordered =
    query.sort === 'due'
      ? q.orderBy(sql`jobs.due_at asc nulls last`).orderBy('jobs.id', 'asc')
      : q.orderBy('jobs.important', 'desc').orderBy('jobs.created_at', 'desc').orderBy('jobs.id', 'desc');
  const rows = await ordered
    // Literal LIMIT/OFFSET (validated integers): with them as parameters PostgreSQL cannot reuse a generic plan of
    // the prepared statement (its guess for an unknown LIMIT picks a sort of every row), so it replans each page.
    .offset(sql.lit(Math.min(query.skip, MAX_OFFSET)))
    .limit(sql.lit(query.limit + 1))
    .execute();
  return { jobs: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}

/**
 * The benchmark's floor: the same page query an admin's default list runs (incomplete jobs, every project),
 * without session, policy or presenter work.
 */
export async function listJobsFloor(db: Kysely<Database>, page: { skip: number; limit: number }) {
  const rows = await selectJobs(db)
    .where(sql<boolean>`jobs.status <> 'completed'`)
    .orderBy('jobs.important', 'desc')
    .orderBy('jobs.created_at', 'desc')
    .orderBy('jobs.id', 'desc')
    .offset(sql.lit(Math.min(page.skip, MAX_OFFSET)))
    .limit(sql.lit(page.limit + 1))
    .execute();
  return { jobs: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}

export async function findJob(db: Kysely<Database>, id: string): Promise<JobWithRelations | undefined> {
  return selectJobs(db).where('jobs.id', '=', id).executeTakeFirst();
}

export type LockedJob = Selectable<JobsTable> & { project_collaborator_ids: string[] } & LedgerFlags;

/**
 * The job row, locked until the transaction ends: state changes on one job happen one after the other. The lock
 * is taken first and the facts read after it: a statement that waited for a lock re-reads the locked row but
 * not its subqueries (PostgreSQL), so the flags (ledger, revision requested) must come from a statement that
 * starts once the lock is held, to see what the previous holder committed.
 */
export async function lockJob(trx: Kysely<Database>, id: string): Promise<LockedJob | undefined> {
  const locked = await trx.selectFrom('jobs').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  if (!locked) return undefined;
  return trx
    .selectFrom('jobs')
    .selectAll('jobs')
    .select([projectCollaboratorIds, ...ledgerFlags])
    .where('jobs.id', '=', id)
    .executeTakeFirst();
}

/** The facts the job policy judges. */
export function jobTarget(job: Selectable<JobsTable> & { project_collaborator_ids: string[] }): JobTarget {
  return {
    jobType: job.job_type,
    status: job.status,
    staff: job.staff,
    claimedBy: job.claimed_by,
    projectCollaboratorIds: job.project_collaborator_ids,
  };
}

/** The facts the state machine judges (domain/job-states.ts). */
export function jobState(job: Selectable<JobsTable> & LedgerFlags): JobState {
  return {
    status: job.status,
    bonus: job.bonus,
    paidAt: job.paid_at,
    bonusPaidAt: job.bonus_paid_at,
    paidInLedger: job.ledger_job,
    bonusPaidInLedger: job.ledger_bonus,
    revisionRequested: job.revision_requested,
  };
}

/** Sets or clears a job's due date. */
export async function setJobDue(trx: Kysely<Database>, id: string, dueAt: Date | null): Promise<void> {
  await trx.updateTable('jobs').set({ due_at: dueAt, updated_at: new Date() }).where('id', '=', id).execute();
}

/** Writes a job action's row change (domain/job-states.ts `actionChange`). */
export async function updateJob(trx: Kysely<Database>, id: string, change: JobRowChange): Promise<void> {
  await trx
    .updateTable('jobs')
    .set({ ...change, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Inserts a new job; its id. */
export async function insertJob(trx: Kysely<Database>, values: Insertable<JobsTable>): Promise<string> {
  const { id } = await trx.insertInto('jobs').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Whether any line of a recorded payment names the job. */
export async function jobInLedger(trx: Kysely<Database>, jobId: string): Promise<boolean> {
  const row = await trx.selectFrom('payment_jobs').select('job_id').where('job_id', '=', jobId).executeTakeFirst();
  return row !== undefined;
}

export async function deleteJob(trx: Kysely<Database>, jobId: string): Promise<void> {
  await trx.deleteFrom('jobs').where('id', '=', jobId).execute();
}

/** A project-manager job that orders a script sets the project's order-script flag. */
export async function markScriptOrdered(trx: Kysely<Database>, projectId: string): Promise<void> {
  await trx.updateTable('projects').set({ order_script: true }).where('id', '=', projectId).execute();
}

/** The invited users that exist, with what the new-job rules check (domain/new-job.ts). */
export function findInvitees(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'name', 'level', 'roles'])
    .where('id', 'in', [...ids])
    .execute();
}

/** Contributors who may claim a job of `jobType` with invitation list `staff`: the recipients of job/create. */
export async function eligibleClaimantIds(db: Kysely<Database>, jobType: string, staff: readonly string[]): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where(eligibleClaimantUsersSql({ jobType, staff })).execute();
  return rows.map((row) => row.id);
}

/** The project's PMs: collaborators holding the project-manager role, and every admin. */
export async function projectPmIds(db: Kysely<Database>, projectId: string): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where(projectPmUsersSql(projectId)).execute();
  return rows.map((row) => row.id);
}

/** The pricing inputs of a project's jobs, for its cost. */
export function projectJobCosts(db: Kysely<Database>, projectId: string) {
  return db.selectFrom('jobs').select(['price', 'prices', 'bonus', 'amount_owed']).where('project_id', '=', projectId).execute();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The uploaded files among `ids` (unknown or malformed ids are left out), as jobs store them. */
export async function findStoredFiles(db: Kysely<Database>, ids: readonly string[]): Promise<StoredFile[]> {
  const valid = ids.filter((id) => UUID.test(id));
  if (valid.length === 0) return [];
  const rows = await db.selectFrom('files').select(['id', 'name', 'ext', 'size']).where('id', 'in', valid).execute();
  return rows.map((row) => ({ id: row.id, name: row.name, ext: row.ext, size: Number(row.size) }));
}

/** The recorded payment holding a job's pay or bonus line: what a refusal to undo it names. */
export function findLedgerPayment(db: Kysely<Database>, jobId: string, kind: 'job' | 'bonus') {
  return db
    .selectFrom('payment_jobs as pj')
    .innerJoin('payments as p', 'p.id', 'pj.payment_id')
    .leftJoin('users as payer', 'payer.id', 'p.created_by')
    .select(['p.id', 'p.created_at', 'payer.name as payer_name'])
    .where('pj.job_id', '=', jobId)
    .where('pj.kind', '=', kind)
    .executeTakeFirst();
}
