// The job state machine of DECISIONS "Jobs": for each action, the statuses it may start from, the status it
// leads to and who may take it (a job policy action), and the row change it makes (`actionChange`). Pure data
// and functions; the routes apply them under a row lock, so two requests racing for the same job see one after
// the other.
import type { Updateable } from 'kysely';
import type { JobStatus, JobsTable } from '../db/types';

/** Actions posted as `POST /api/jobs/{id}/{action}` (and the bonus sub-actions). */
export const JOB_ACTIONS = [
  'claim',
  'release',
  'submit',
  'release-user',
  'reject',
  'approve',
  'paid',
  'unpaid',
  'bonus',
  'bonus-remove',
  'bonus-paid',
  'bonus-unpaid',
  'status',
  'delete',
] as const;
export type JobAction = (typeof JOB_ACTIONS)[number];

/** The job policy action that says who may take a job action. */
export type JobActor = 'claim' | 'work' | 'moderate' | 'markPaid';

export interface Transition {
  /** Statuses the action may start from. */
  from: readonly JobStatus[];
  /** The status it leads to; undefined when it keeps the status. */
  to?: JobStatus;
  who: JobActor;
  /** The 409 answer when the job is in another status. */
  wrongState: string;
  /** The success message. */
  done: string;
}

const ALL: readonly JobStatus[] = ['open', 'inprogress', 'pending', 'completed'];

export const TRANSITIONS: Record<JobAction, Transition> = {
  claim: { from: ['open'], to: 'inprogress', who: 'claim', wrongState: 'Job already claimed', done: 'Job claimed' },
  release: {
    from: ['inprogress', 'pending'],
    to: 'open',
    who: 'work',
    wrongState: 'Only a job in progress or pending approval can be released',
    done: 'Job released',
  },
  submit: {
    from: ['inprogress'],
    to: 'pending',
    who: 'work',
    wrongState: 'Only a job in progress can be submitted',
    done: 'Job submitted for approval',
  },
  'release-user': {
    from: ['inprogress'],
    to: 'open',
    who: 'moderate',
    wrongState: 'Only a job in progress can be taken from its claimant',
    done: 'User released from the job',
  },
  reject: {
    from: ['pending'],
    to: 'inprogress',
    who: 'moderate',
    wrongState: 'Only a job pending approval can be sent back',
    done: 'Revision requested',
  },
  approve: {
    from: ['pending', 'inprogress'],
    to: 'completed',
    who: 'moderate',
    wrongState: 'Only a job in progress or pending approval can be approved',
    done: 'Job approved',
  },
  paid: { from: ['completed'], who: 'markPaid', wrongState: 'Only a completed job can be marked paid', done: 'Job marked paid' },
  unpaid: {
    from: ['completed'],
    who: 'markPaid',
    wrongState: 'Only a completed job can be marked unpaid',
    done: 'Job marked unpaid',
  },
  bonus: { from: ALL, who: 'markPaid', wrongState: '', done: 'Bonus saved' },
  'bonus-remove': { from: ALL, who: 'markPaid', wrongState: '', done: 'Bonus removed' },
  'bonus-paid': {
    from: ['completed'],
    who: 'markPaid',
    wrongState: "Only a completed job's bonus can be marked paid",
    done: 'Bonus marked paid',
  },
  'bonus-unpaid': {
    from: ['completed'],
    who: 'markPaid',
    wrongState: "Only a completed job's bonus can be marked unpaid",
    done: 'Bonus marked unpaid',
  },
  status: { from: ALL, who: 'moderate', wrongState: '', done: 'Job status updated' },
  delete: { from: ALL, who: 'moderate', wrongState: '', done: 'Job removed' },
};

/** The facts beyond the status that decide whether an action is possible now. */
export interface JobState {
  status: JobStatus;
  bonus: number;
  paidAt: Date | string | null;
  bonusPaidAt: Date | string | null;
  /** The pay / the bonus is a line of a recorded payment (the ledger): it is never unmarked. */
  paidInLedger: boolean;
  bonusPaidInLedger: boolean;
  /** A revision was requested and nothing was submitted since (issue 9): approving waits for the resubmission. */
  revisionRequested?: boolean;
}

/** The 409 for approving a job sent back for revision before it comes back. */
export const AWAITING_RESUBMISSION = 'A revision was requested: the job can be approved once it is submitted again';

/** The refusal to undo a line of a recorded payment (the route names the payment when it can). */
export const LEDGER_UNDO_REFUSED = 'This was paid in a recorded payment, and a recorded payment is never undone';

/**
 * Why `action` cannot be taken on a job in `state` (the 409 message), or null when it can. The actor's right
 * to take it is the policy's question, asked before this one.
 */
export function stateConflict(action: JobAction, state: JobState): string | null {
  const transition = TRANSITIONS[action];
  if (!transition.from.includes(state.status)) return transition.wrongState;
  switch (action) {
    case 'bonus':
      return state.bonusPaidAt ? 'The bonus is paid; mark it unpaid first' : null;
    case 'bonus-remove':
      if (!(state.bonus > 0)) return 'This job has no bonus';
      return state.bonusPaidAt ? 'The bonus is paid; mark it unpaid first' : null;
    case 'paid':
      return state.paidAt ? 'The job is already marked paid' : null;
    case 'unpaid':
      if (state.paidInLedger) return LEDGER_UNDO_REFUSED;
      return state.paidAt ? null : 'The job is not marked paid';
    case 'bonus-paid':
      if (!(state.bonus > 0)) return 'This job has no bonus';
      return state.bonusPaidAt ? 'The bonus is already marked paid' : null;
    case 'bonus-unpaid':
      if (!(state.bonus > 0)) return 'This job has no bonus';
      if (state.bonusPaidInLedger) return LEDGER_UNDO_REFUSED;
      return state.bonusPaidAt ? null : 'The bonus is not marked paid';
    case 'approve':
      return state.status === 'inprogress' && state.revisionRequested ? AWAITING_RESUBMISSION : null;
    case 'delete':
      return state.paidAt || state.bonusPaidAt || state.paidInLedger || state.bonusPaidInLedger
        ? 'A paid job cannot be removed'
        : null;
    default:
      return null;
  }
}

/** Why a PM cannot set the job to `status` directly (409), or null. */
export function statusChangeConflict(state: JobState & { claimedBy: string | null }, status: JobStatus): string | null {
  if (state.status === status) return null;
  const paid = state.paidAt || state.bonusPaidAt || state.paidInLedger || state.bonusPaidInLedger;
  if (state.status === 'completed' && paid) {
    return state.paidInLedger || state.bonusPaidInLedger ? LEDGER_UNDO_REFUSED : 'The job is paid; mark it unpaid first';
  }
  // Only an open job may be without a claimant.
  if (status !== 'open' && !state.claimedBy) return 'Nobody has claimed this job yet';
  return null;
}

/** The columns a job action writes (repositories/jobs.ts `updateJob` stores them). */
export type JobRowChange = Pick<
  Updateable<JobsTable>,
  'status' | 'claimed_by' | 'claimed_at' | 'amount_owed' | 'approved_at' | 'paid_at' | 'bonus' | 'bonus_paid_at'
>;

/** The status `action` leads to: the table's `to`, or for `status` the one the PM picked; undefined when it keeps the status. */
export function targetStatus(action: JobAction, requested?: JobStatus): JobStatus | undefined {
  return action === 'status' ? requested : TRANSITIONS[action].to;
}

/**
 * What entering `status` writes besides it: open drops the claim and the pay, completed fixes the pay (`pay`, the
 * claimant's at their star level) and the approval date, in progress and pending clear both.
 */
export function enteringStatus(status: JobStatus, now: Date, pay: number | null): JobRowChange {
  if (status === 'open') return { status, claimed_by: null, claimed_at: null, amount_owed: null, approved_at: null };
  if (status === 'completed') return { status, amount_owed: pay, approved_at: now };
  return { status, amount_owed: null, approved_at: null };
}

export interface ChangeContext {
  actorId: string;
  now: Date;
  /** The claimant's pay, when the action completes the job. */
  pay: number | null;
  /** `status`: the status the PM picked; `bonus`: the new bonus. */
  status?: JobStatus;
  bonus?: number;
}

/**
 * The row change of `action` on a job in `current` status (asked after `stateConflict`), or null when there is
 * nothing to write: `paid` and `bonus-paid` record a payment in the ledger instead, and setting the status a
 * job already has changes nothing.
 */
export function actionChange(action: JobAction, current: JobStatus, context: ChangeContext): JobRowChange | null {
  switch (action) {
    case 'paid':
    case 'bonus-paid':
    case 'delete':
      return null;
    case 'unpaid':
      return { paid_at: null };
    case 'bonus':
      return { bonus: context.bonus };
    case 'bonus-remove':
      return { bonus: 0, bonus_paid_at: null };
    case 'bonus-unpaid':
      return { bonus_paid_at: null };
  }
  const to = targetStatus(action, context.status);
  if (!to || to === current) return null;
  const change = enteringStatus(to, context.now, context.pay);
  return action === 'claim' ? { ...change, claimed_by: context.actorId, claimed_at: context.now } : change;
}
