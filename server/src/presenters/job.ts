// A job as the caller may see it: prices only for the visible tiers, money fields and payment
// info only for those allowed (policies/job.ts decides each), and the actions open to the caller now.
import { jobState, jobTarget, type JobWithRelations } from '../repositories/jobs';
import type { JobJson, PricingJson } from '../schemas/job';
import { availableJobActions, can, pricingRolesHiddenFrom, visiblePriceTiers, type Actor } from '../policies';
import type { PricingTable } from '../domain/pricing';
import { iso, isoOrNull } from './dates';

/** A job action's answer: its message and the job as the caller now sees it. */
export function presentJobChange(change: { message: string; job: JobWithRelations }, actor: Actor) {
  return { message: change.message, job: presentJob(change.job, actor) };
}

export function presentJob(job: JobWithRelations, actor: Actor): JobJson {
  const target = jobTarget(job);
  const tiers = visiblePriceTiers(actor, target);
  const prices: JobJson['prices'] = {};
  for (const tier of tiers) {
    const value = job.prices[tier];
    if (typeof value === 'number') prices[tier] = value;
  }
  const json: JobJson = {
    _id: job.id,
    project: {
      _id: job.project_id,
      title: job.project_title,
      level: job.project_level,
      starred: job.project_starred,
      orderScript: job.project_order_script,
    },
    jobType: job.job_type,
    title: job.title,
    body: job.body,
    bodyHtml: job.body_html,
    files: job.files,
    status: job.status,
    important: job.important,
    prices,
    staff: job.staff_users,
    perfBased: job.perf_based,
    claimedBy: job.claimed_by
      ? {
          _id: job.claimed_by,
          name: job.claimant_name ?? '',
          nameAlias: job.claimant_name_alias ?? '',
          picture: job.claimant_picture,
          ...(can(actor, 'seePaymentInfo', 'job', target) ? { paymentInfo: job.claimant_payment_info ?? '' } : {}),
        }
      : null,
    createdBy: job.created_by ? { _id: job.created_by, name: job.creator_name ?? '' } : null,
    created: iso(job.created_at),
    claimedAt: isoOrNull(job.claimed_at),
    approvedAt: isoOrNull(job.approved_at),
    dueAt: isoOrNull(job.due_at),
    sceneCount: job.scene_count,
    gender: job.gender,
    direction: job.direction,
    actions: availableJobActions(actor, { ...target, ...jobState(job) }),
  };
  if (tiers.length > 0) json.price = job.price;
  if (can(actor, 'seeBonus', 'job', target)) json.bonus = job.bonus;
  if (can(actor, 'seePaymentDates', 'job', target)) {
    json.paidBy = isoOrNull(job.paid_at);
    json.bonusBy = isoOrNull(job.bonus_paid_at);
  }
  return json;
}

/** The rates table without the roles the actor may not see (PMs: project-manager and cross-checking). */
export function presentPricing(table: PricingTable, updated: Date | null, actor: Actor): PricingJson {
  const hidden = pricingRolesHiddenFrom(actor);
  const roles: PricingJson['roles'] = {};
  for (const [role, rates] of Object.entries(table)) {
    if (!hidden.includes(role)) roles[role] = { rates: rates.rates, bonus: rates.bonus };
  }
  return { roles, updated: isoOrNull(updated) };
}
