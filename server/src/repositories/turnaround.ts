// Turnaround figures (issue 24), from the history the app already keeps: a job's opening (jobs.created_at), its
// claim (jobs.claimed_at), its first submission (the round-1 `submit` of job_events), its revision requests and its
// approval (`revision` and `approve` events). Each span counts in the period its end falls in: open→claimed by the
// claim, claimed→submitted by the first submission, submitted→approved (first submission to approval, so revision
// rounds included) and the job's revision rounds by the approval. The period's rows are found by time through
// jobs_claimed_at_idx and job_events_kind_created_idx (migration 0039), so the cost follows the period, not the table.
// The star level is the claimant's level in the job's role now (levels are not kept per job).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/types';
import { DEFAULT_STAR_LEVEL } from '../domain/pricing';

export const TURNAROUND_SPANS = ['openToClaimed', 'claimedToSubmitted', 'submittedToApproved', 'rounds'] as const;
export type TurnaroundSpan = (typeof TURNAROUND_SPANS)[number];

export interface TurnaroundGroupRow {
  job_type: string;
  level: number;
  span: TurnaroundSpan;
  count: number;
  median: number;
  p90: number;
}

export interface TurnaroundPersonRow {
  user_id: string;
  name: string;
  name_alias: string;
  picture: string | null;
  approved: number;
  with_due: number;
  on_time: number;
  rounds: number;
}

/** The claimant's star level in the job's role (1–3; the default level when none is set), from `users as u`. */
const claimantLevel = sql<number>`case when u.role_levels ->> j.job_type in ('1', '2', '3')
  then (u.role_levels ->> j.job_type)::int else ${sql.lit(DEFAULT_STAR_LEVEL)} end`;

const hoursBetween = (from: RawBuilder<unknown>, to: RawBuilder<unknown>) =>
  sql<number>`extract(epoch from (${to} - ${from}))::float8 / 3600`;

/** Per job type and star level, each span's count, median and 90th percentile (hours; rounds per job). */
export async function turnaroundByGroup(db: Kysely<Database>, start: Date, end: Date): Promise<TurnaroundGroupRow[]> {
  const { rows } = await sql<TurnaroundGroupRow>`
    with spans as (
      select j.job_type, ${claimantLevel} as level, 'openToClaimed' as span,
        ${hoursBetween(sql`j.created_at`, sql`j.claimed_at`)} as value
      from jobs j
      left join users u on u.id = j.claimed_by
      where j.claimed_at >= ${start} and j.claimed_at < ${end}
      union all
      select j.job_type, ${claimantLevel}, 'claimedToSubmitted', ${hoursBetween(sql`j.claimed_at`, sql`e.created_at`)}
      from job_events e
      join jobs j on j.id = e.job_id
      left join users u on u.id = e.claimant_id
      where e.kind = 'submit' and e.round = 1 and e.created_at >= ${start} and e.created_at < ${end}
        and j.claimed_at <= e.created_at
      union all
      select j.job_type, ${claimantLevel}, 'submittedToApproved', ${hoursBetween(sql`s.created_at`, sql`a.created_at`)}
      from job_events a
      join jobs j on j.id = a.job_id
      join job_events s on s.job_id = a.job_id and s.kind = 'submit' and s.round = 1
      left join users u on u.id = a.claimant_id
      where a.kind = 'approve' and a.created_at >= ${start} and a.created_at < ${end}
      union all
      select j.job_type, ${claimantLevel}, 'rounds',
        (select count(*) from job_events r where r.job_id = a.job_id and r.kind = 'revision' and r.created_at <= a.created_at)::float8
      from job_events a
      join jobs j on j.id = a.job_id
      left join users u on u.id = a.claimant_id
      where a.kind = 'approve' and a.created_at >= ${start} and a.created_at < ${end}
    )
    select job_type, level, span, count(*)::int as count,
      percentile_cont(0.5) within group (order by value) as median,
      percentile_cont(0.9) within group (order by value) as p90
    from spans
    group by job_type, level, span
    order by job_type, level, span`.execute(db);
  return rows.map((row) => ({ ...row, median: Number(row.median), p90: Number(row.p90) }));
}

/**
 * Per claimant, the jobs approved in the period: how many, how many had a due date, how many of those were first
 * submitted by it (on time), and their revision rounds.
 */
export async function turnaroundByPerson(db: Kysely<Database>, start: Date, end: Date): Promise<TurnaroundPersonRow[]> {
  const { rows } = await sql<TurnaroundPersonRow>`
    select a.claimant_id as user_id, u.name, u.name_alias, u.picture,
      count(*)::int as approved,
      count(j.due_at)::int as with_due,
      count(*) filter (where j.due_at is not null and s.created_at <= j.due_at)::int as on_time,
      coalesce(sum((select count(*) from job_events r
        where r.job_id = a.job_id and r.kind = 'revision' and r.created_at <= a.created_at)), 0)::int as rounds
    from job_events a
    join jobs j on j.id = a.job_id
    join users u on u.id = a.claimant_id
    left join job_events s on s.job_id = a.job_id and s.kind = 'submit' and s.round = 1
    where a.kind = 'approve' and a.created_at >= ${start} and a.created_at < ${end}
    group by a.claimant_id, u.name, u.name_alias, u.picture
    order by u.name, a.claimant_id`.execute(db);
  return rows;
}
