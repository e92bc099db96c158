// Late alerts (issue 24): which jobs need a due-soon or an overdue alert now, and the record of each alert sent.
// Both read the partial index jobs_due_idx (due_at, id) over the jobs not completed; the record's primary key
// (job, kind, due date) is what makes an alert go out once.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

export type DueAlertKind = 'due-soon' | 'overdue';

export interface DueAlertCandidate {
  id: string;
  job_type: string;
  project_id: string;
  project_title: string;
  claimed_by: string | null;
  due_at: Date;
}

/** How far ahead of its due date the claimant hears that a job is due. */
export const DUE_SOON_MS = 24 * 60 * 60 * 1000;

/**
 * Jobs owing an alert of `kind` at `now` that was not sent for their current due date, soonest due first:
 * due-soon, a claimed job in progress due within a day; overdue, an open or in-progress job past its due date.
 */
export function dueAlertCandidates(
  db: Kysely<Database>,
  kind: DueAlertKind,
  now: Date,
  limit: number,
): Promise<DueAlertCandidate[]> {
  let q = db
    .selectFrom('jobs')
    .innerJoin('projects', 'projects.id', 'jobs.project_id')
    .select([
      'jobs.id',
      'jobs.job_type',
      'jobs.project_id',
      'projects.title as project_title',
      'jobs.claimed_by',
      sql<Date>`jobs.due_at`.as('due_at'),
    ])
    .where('jobs.due_at', 'is not', null)
    .where('jobs.status', '<>', 'completed')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('job_due_alerts as a')
            .select('a.job_id')
            .whereRef('a.job_id', '=', 'jobs.id')
            .where('a.kind', '=', kind)
            .whereRef('a.due_at', '=', sql`jobs.due_at`),
        ),
      ),
    );
  q =
    kind === 'due-soon'
      ? q
          .where('jobs.status', '=', 'inprogress')
          .where('jobs.claimed_by', 'is not', null)
          .where('jobs.due_at', '>', now)
          .where('jobs.due_at', '<=', new Date(now.getTime() + DUE_SOON_MS))
      : q.where('jobs.status', 'in', ['open', 'inprogress']).where('jobs.due_at', '<=', now);
  return q.orderBy('jobs.due_at').orderBy('jobs.id').limit(limit).execute();
}

/**
 * Records the alert if the job still has this due date and is not completed; true for the one caller that recorded
 * it (a second pass, or a racing process, finds the row and gets false). Pass the transaction that notifies.
 */
export async function recordDueAlert(
  trx: Kysely<Database>,
  alert: { jobId: string; kind: DueAlertKind; dueAt: Date },
): Promise<boolean> {
  const result = await sql<{ job_id: string }>`
    insert into job_due_alerts (job_id, kind, due_at)
    select id, ${alert.kind}, due_at from jobs
    where id = ${alert.jobId} and due_at = ${alert.dueAt} and status <> 'completed'
    on conflict do nothing
    returning job_id`.execute(trx);
  return result.rows.length === 1;
}
