// A job as the caller may see it: prices only for the visible tiers, money fields and payment
// info only for those allowed (policies/job.ts decides each).
import type { JobWithRelations } from '../repositories/jobs';
import type { JobJson } from '../routes/api/jobs/schema';
import { can, visiblePriceTiers, type Actor, type JobTarget } from '../policies';
import { iso, isoOrNull } from './dates';

export function jobTarget(job: JobWithRelations): JobTarget {
  return {
    jobType: job.job_type,
    status: job.status,
    staff: job.staff,
    claimedBy: job.claimed_by,
    projectCollaboratorIds: job.project_collaborator_ids,
  };
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
    project: { _id: job.project_id, title: job.project_title, level: job.project_level, starred: job.project_starred },
    jobType: job.job_type,
    title: job.title,
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
    created: iso(job.created_at),
    claimedAt: isoOrNull(job.claimed_at),
    sceneCount: job.scene_count,
    gender: job.gender,
    direction: job.direction,
  };
  if (tiers.length > 0) json.price = job.price;
  if (can(actor, 'seeBonus', 'job', target)) json.bonus = job.bonus;
  if (can(actor, 'seePaymentDates', 'job', target)) {
    json.paidBy = isoOrNull(job.paid_at);
    json.bonusBy = isoOrNull(job.bonus_paid_at);
  }
  return json;
}
