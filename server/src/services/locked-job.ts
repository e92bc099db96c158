// The one executor for a change of a job: lock the job's row, judge who (policy) on the locked row, and act in
// the same transaction, so of two racing requests the second is judged on the first one's result (e.g. 409
// "Job already claimed"). Refusals: 404 when the caller may not see the job, 403 (with the policy's sentence)
// when they see it but may not act. The state rule (409) is the caller's, judged on the locked job it is given.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { JobActor } from '../domain/job-states';
import { NotFoundError } from '../errors';
import { authorize, can, jobRefusal, JOBS_FOR_CONTRIBUTORS, type Actor } from '../policies';
import { findJob, jobTarget, lockJob, type JobWithRelations, type LockedJob } from '../repositories/jobs';

/** The one answer for a job that does not exist or that the caller may not see. */
export const JOB_NOT_FOUND = 'Job not found';

export interface JobCheck {
  /** The job policy action that says who may make the change (403 with its refusal otherwise). */
  who: JobActor;
  /** Whoever may make the change finds the job even when they may not read it (the job actions); default false. */
  foundByActing?: boolean;
}

/** The job as `actor` may read it (403 for callers outside the jobs area, 404 when they may not read it). */
export async function readJobFor(db: Kysely<Database>, actor: Actor, id: string): Promise<JobWithRelations> {
  authorize(actor, 'useJobs', 'studio', null, JOBS_FOR_CONTRIBUTORS);
  const job = await findJob(db, id);
  if (!job || !can(actor, 'read', 'job', jobTarget(job))) throw new NotFoundError(JOB_NOT_FOUND);
  return job;
}

/** Runs `act` in a transaction with the job's row locked, after judging the caller on the locked row. */
export async function withLockedJob<T>(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  check: JobCheck,
  act: (trx: Kysely<Database>, job: LockedJob) => Promise<T>,
): Promise<T> {
  authorize(actor, 'useJobs', 'studio', null, JOBS_FOR_CONTRIBUTORS);
  return db.transaction().execute(async (trx) => {
    const job = await lockJob(trx, id);
    if (!job) throw new NotFoundError(JOB_NOT_FOUND);
    const target = jobTarget(job);
    const found = can(actor, 'read', 'job', target) || (check.foundByActing === true && can(actor, check.who, 'job', target));
    if (!found) throw new NotFoundError(JOB_NOT_FOUND);
    authorize(actor, check.who, 'job', target, jobRefusal(actor, check.who, target));
    return act(trx, job);
  });
}
