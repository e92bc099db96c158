// Jobs: who sees a job, who may claim or moderate it, and which prices and money fields they see.
import { sql, type RawBuilder } from 'kysely';
import { allow, can } from './engine';
import {
  actorIsProjectPmSql,
  hasRole,
  isAdmin,
  isContributor,
  isPm,
  isProjectPm,
  PROJECT_MANAGER_ROLE,
  roleLevel,
  type Actor,
} from './actor';
import { JOB_ACTIONS, stateConflict, TRANSITIONS, type JobAction, type JobActor, type JobState } from '../domain/job-states';
import { JOB_TYPE_LABELS, type JobType } from '../domain/roles';
import type { JobFacts, JobTarget } from './models';

/** Jobs of type `other` may be claimed by any contributor. */
export const OTHER_JOB_TYPE = 'other';
/** Jobs whose prices a PM sees only at their own role level, like everyone else (admins see all). */
const PRICES_HIDDEN_FROM_PMS = [PROJECT_MANAGER_ROLE, 'cross-checking'];

export type PriceTier = '1' | '2' | '3';
export const PRICE_TIERS: PriceTier[] = ['1', '2', '3'];

/** A contributor holding the job's role (any contributor for `other`) and invited (or everyone is): may claim it while open. */
export function isEligibleClaimant(actor: Actor, job: Pick<JobFacts, 'jobType' | 'staff'>): boolean {
  return (
    isContributor(actor) &&
    (job.jobType === OTHER_JOB_TYPE || hasRole(actor, job.jobType)) &&
    (job.staff.length === 0 || job.staff.includes(actor.id))
  );
}

/** An open job the actor may claim now. */
export function mayClaim(actor: Actor, job: JobFacts): boolean {
  return job.status === 'open' && isEligibleClaimant(actor, job);
}

/** The jobs area (the list, job types, one job and its actions) is for contributors: clients are refused (403). */
allow('studio', ['listJobs', 'useJobs'], (actor) => isContributor(actor));
export const JOBS_FOR_CONTRIBUTORS = 'Jobs are for contributors';
/** The pricing table: admins, and PMs (who see it without the project-manager and cross-checking rates). */
allow('studio', 'readPricing', (actor) => isPm(actor));
/** Turnaround figures (issue 24): studio-wide, every claimant's pace, for admins only. */
allow('studio', 'readTurnaround', (actor) => isAdmin(actor));
/** Due-date defaults (issue 24): the PMs (admins among them) read them; admins edit them. */
allow('studio', 'readDueDefaults', (actor) => isPm(actor));
allow('studio', 'editDueDefaults', (actor) => isAdmin(actor));
/** Contributors only (as its SQL twin `readableJobsSql`): a claimant later made a client no longer sees the job. */
allow(
  'job',
  'read',
  (actor, job) =>
    isContributor(actor) &&
    (isProjectPm(actor, job.projectCollaboratorIds) || job.claimedBy === actor.id || mayClaim(actor, job)),
);
allow('job', 'claim', (actor, job) => isEligibleClaimant(actor, job));
allow('job', 'work', (actor, job) => job.claimedBy !== null && job.claimedBy === actor.id);
/**
 * Separation of duties (DECISIONS): nobody moderates, prices, gives a bonus to or marks paid a job they claimed
 * — another PM or admin must, admins included.
 */
export const claimedByActor = (actor: Actor, job: Pick<JobFacts, 'claimedBy'>): boolean =>
  job.claimedBy !== null && job.claimedBy === actor.id;
allow('job', 'moderate', (actor, job) => isProjectPm(actor, job.projectCollaboratorIds) && !claimedByActor(actor, job));
allow(
  'job',
  'seeAllPrices',
  (actor, job) =>
    isAdmin(actor) || (isProjectPm(actor, job.projectCollaboratorIds) && !PRICES_HIDDEN_FROM_PMS.includes(job.jobType)),
);
allow('job', 'seeBonus', (actor, job) => isProjectPm(actor, job.projectCollaboratorIds));
allow('job', 'seePaymentInfo', (actor) => isAdmin(actor));
allow('job', 'seePaymentDates', (actor, job) => isProjectPm(actor, job.projectCollaboratorIds) || job.claimedBy === actor.id);
allow('job', 'markPaid', (actor, job) => isAdmin(actor) && !claimedByActor(actor, job));
/** Ordering a script-writing job with a project-manager job sets the project's order-script flag: admins only. */
allow('project', 'orderScript', (actor) => isAdmin(actor));

/** Separation of duties: the refusal when the actor claimed the job themself. */
const OWN_JOB = 'You claimed this job: another project manager or admin must approve, price, pay or change it';
const WRONG_ACTOR: Record<Exclude<JobActor, 'claim'>, string> = {
  work: 'Only the user who claimed the job can do that',
  moderate: "Only the project's managers can do that",
  markPaid: 'Only admins can do that',
};

/** Why the claim rule refuses the actor: they lack the job's role, or the job is for invited users only. */
function claimRefusal(actor: Actor, job: Pick<JobFacts, 'jobType'>): string {
  const label = JOB_TYPE_LABELS[job.jobType as JobType] ?? job.jobType;
  if (job.jobType !== OTHER_JOB_TYPE && !hasRole(actor, job.jobType))
    return `Only holders of the ${label} role can claim this job`;
  return 'This job is for invited users only';
}

/** The 403 message when `who` (a job policy action) refuses the actor on this job. */
export function jobRefusal(actor: Actor, who: JobActor, job: JobTarget): string {
  if (who === 'claim') return claimRefusal(actor, job);
  return claimedByActor(actor, job) ? OWN_JOB : WRONG_ACTOR[who];
}

/** Roles whose rates a PM does not see in the pricing table (the same roles whose job prices they see only at their own level). */
export function pricingRolesHiddenFrom(actor: Actor): readonly string[] {
  return isAdmin(actor) ? [] : PRICES_HIDDEN_FROM_PMS;
}

/**
 * The price tiers (star levels) the actor may see on a job: all for admins and the project's PMs
 * (except on project-manager and cross-checking jobs); otherwise only the tier of the actor's own
 * level in the job's role, and only when they hold that role (any contributor for `other`).
 */
export function visiblePriceTiers(actor: Actor, job: JobTarget): PriceTier[] {
  if (can(actor, 'seeAllPrices', 'job', job)) return PRICE_TIERS;
  const holdsRole = job.jobType === OTHER_JOB_TYPE ? isContributor(actor) : hasRole(actor, job.jobType);
  return holdsRole ? [String(roleLevel(actor, job.jobType)) as PriceTier] : [];
}

/** SQL twin of `mayClaim` over the `jobs` table (unaliased). */
export function claimableJobSql(actor: Actor): RawBuilder<boolean> {
  if (!isContributor(actor)) return sql<boolean>`false`;
  return sql<boolean>`(jobs.status = 'open'
    and (jobs.job_type = ${OTHER_JOB_TYPE} or jobs.job_type = any(${actor.roles}::text[]))
    and (cardinality(jobs.staff) = 0 or ${actor.id}::uuid = any(jobs.staff)))`;
}

/**
 * SQL twin of `isEligibleClaimant` over the `users` table (unaliased), for a job of `jobType` inviting `staff`:
 * who job/create notifies.
 */
export function eligibleClaimantUsersSql(job: Pick<JobFacts, 'jobType' | 'staff'>): RawBuilder<boolean> {
  const holdsRole = job.jobType === OTHER_JOB_TYPE ? sql<boolean>`true` : sql<boolean>`${job.jobType} = any(users.roles)`;
  const invited = job.staff.length === 0 ? sql<boolean>`true` : sql<boolean>`users.id = any(${[...job.staff]}::uuid[])`;
  return sql<boolean>`(users.level in ('admin', 'staff', 'freelancer') and ${holdsRole} and ${invited})`;
}

/** SQL twin of the `read` rule over the `jobs` table (unaliased), for list queries. */
export function readableJobsSql(actor: Actor): RawBuilder<boolean> {
  if (isAdmin(actor)) return sql<boolean>`true`;
  if (!isContributor(actor)) return sql<boolean>`false`;
  return sql<boolean>`(jobs.claimed_by = ${actor.id} or ${claimableJobSql(actor)} or ${actorIsProjectPmSql(actor, 'jobs.project_id')})`;
}

/**
 * The actions the actor may take on the job now: the policy says who, the state machine says when. The
 * client shows a button for each; the routes ask the same two questions again under a row lock.
 */
export function availableJobActions(actor: Actor, job: JobTarget & JobState): JobAction[] {
  return JOB_ACTIONS.filter((action) => {
    const transition = TRANSITIONS[action];
    return can(actor, transition.who, 'job', job) && stateConflict(action, job) === null;
  });
}
