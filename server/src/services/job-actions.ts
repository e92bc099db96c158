// A job's state changes (domain/job-states.ts) on the one job executor: judge the state (409), write the state
// machine's row change (or record the payment), keep the round (issue 9), notify, and answer with the job as it
// is now (the route presents it to the caller).
import type { Kysely } from 'kysely';
import type { Database, JobStatus } from '../db/types';
import {
  actionChange,
  LEDGER_UNDO_REFUSED,
  stateConflict,
  statusChangeConflict,
  targetStatus,
  TRANSITIONS,
  type JobAction,
} from '../domain/job-states';
import { jobPay } from '../domain/pricing';
import { ConflictError } from '../errors';
import { roleLevel, type Actor } from '../policies';
import { findJob, jobState, updateJob, type LockedJob } from '../repositories/jobs';
import { findActor } from '../repositories/users';
import { recordReview } from './deliverables';
import { ledgerRefusal, recordJobInLedger } from './job-ledger';
import { notifyJob, type JobNotice } from './job-notifications';
import { withLockedJob } from './locked-job';

/** The notification each state change sends, if any. */
const NOTICES: Partial<Record<JobAction, JobNotice>> = {
  claim: 'claim',
  release: 'release',
  submit: 'submit',
  'release-user': 'release-user',
  reject: 'reject',
  approve: 'approve',
};

/** A submission or a review kept as a round of the job's history beside the change, in its transaction. */
export interface JobRound {
  note: string;
  record(trx: Kysely<Database>, job: LockedJob): Promise<unknown>;
}

/** The claimant's pay for the job, fixed at approval from their star level in the job's role. */
async function payOnApproval(db: Kysely<Database>, job: LockedJob): Promise<number | null> {
  if (!job.claimed_by) return null;
  const claimant = await findActor(db, job.claimed_by);
  return jobPay(job, claimant ? roleLevel(claimant, job.job_type) : undefined);
}

/**
 * Takes a job action: on the locked job (404 / 403), check the status allows it (409), write the row change (or
 * record the payment), notify, and answer with the job as it is now. `input`: the status a PM picked, or the new
 * bonus.
 */
export async function takeJobAction(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  action: JobAction,
  input: { status?: JobStatus; bonus?: number } = {},
  round?: JobRound,
) {
  const transition = TRANSITIONS[action];
  return withLockedJob(db, actor, id, { who: transition.who, foundByActing: true }, async (trx, job) => {
    const state = jobState(job);
    const conflict = stateConflict(action, state);
    if (conflict === LEDGER_UNDO_REFUSED) throw new ConflictError(await ledgerRefusal(trx, job.id, action));
    if (conflict) throw new ConflictError(conflict);
    const statusConflict =
      action === 'status' && input.status ? statusChangeConflict({ ...state, claimedBy: job.claimed_by }, input.status) : null;
    if (statusConflict) throw new ConflictError(statusConflict);
    if (action === 'paid' || action === 'bonus-paid')
      await recordJobInLedger(trx, job, action === 'paid' ? 'job' : 'bonus', actor);
    const pay = targetStatus(action, input.status) === 'completed' ? await payOnApproval(trx, job) : null;
    const change = actionChange(action, job.status, { actorId: actor.id, now: new Date(), pay, ...input });
    if (change) await updateJob(trx, job.id, change);
    // A job's rounds (issue 9): a submission or a review is kept beside the change, in its transaction.
    if (round) await round.record(trx, job);
    else if (action === 'approve' && job.status === 'pending') await recordReview(trx, job, actor, { kind: 'approve', note: '' });
    const updated = await findJob(trx, id);
    if (!updated) throw new Error('a changed job vanished inside its transaction');
    const notice = NOTICES[action];
    if (notice) {
      await notifyJob(
        trx,
        notice,
        {
          id: job.id,
          jobType: job.job_type,
          projectId: job.project_id,
          projectTitle: updated.project_title,
          staff: job.staff,
          claimantId: job.claimed_by,
          note: round?.note,
        },
        actor,
      );
    }
    return { message: transition.done, job: updated };
  });
}
