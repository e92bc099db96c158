// The lines of a payment (DECISIONS "Payments"): each item names a job and what of it is paid, its pay (`job`, the
// amount owed fixed at approval) or its bonus. Judged on the locked rows, in this order: the job exists (400), it is
// the payee's (400), it is completed (400), a bonus exists (400), that part is not paid yet (409).
import { createHash } from 'node:crypto';
import { BadRequestError, ConflictError } from '../errors';
import type { Selectable } from 'kysely';
import type { JobsTable } from '../db/types';
import type { CreatePaymentInput, PaymentItemKind } from '../schemas/payment';
import { roundMoney } from './pricing';
import { JOB_TYPE_LABELS, type JobType } from './roles';

/** A job named in a payment, as locked by repositories/payments `lockJobsToPay`. */
export type JobToPay = Pick<
  Selectable<JobsTable>,
  'id' | 'title' | 'job_type' | 'status' | 'claimed_by' | 'amount_owed' | 'bonus' | 'paid_at' | 'bonus_paid_at' | 'perf_based'
> & {
  project_id: string;
  project_title: string;
  /** The kinds of this job already in a recorded payment. */
  recorded_kinds: PaymentItemKind[];
};

export interface PaymentLine {
  jobId: string;
  kind: PaymentItemKind;
  amount: number;
}

export interface PaymentLines {
  lines: PaymentLine[];
  total: number;
  /** Performance-based jobs among the lines; a job counts once whether its pay, its bonus or both are paid. */
  pbCount: number;
}

/** How a message names a job: its title (jobs of type other) or its type, and its project. */
export function jobName(job: Pick<JobToPay, 'title' | 'job_type' | 'project_title'>): string {
  const label = job.title || JOB_TYPE_LABELS[job.job_type as JobType] || job.job_type;
  return `${label} in ${job.project_title}`;
}

/** The first item named twice, if any: a payment pays each job's pay and bonus at most once. */
export function repeatedItem(items: CreatePaymentInput['items']): CreatePaymentInput['items'][number] | undefined {
  const seen = new Set<string>();
  return items.find((item) => {
    const key = `${item.jobId}:${item.kind}`;
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}

/** Checks every item against its locked job and prices it; throws 400 or 409 naming the job at the first refusal. */
export function paymentLines(items: CreatePaymentInput['items'], jobs: readonly JobToPay[], payeeId: string): PaymentLines {
  const byId = new Map(jobs.map((job) => [job.id, job]));
  const lines = items.map((item): PaymentLine => {
    const job = byId.get(item.jobId);
    if (!job) throw new BadRequestError(`items: no job has the id ${item.jobId}`);
    const name = jobName(job);
    if (job.claimed_by !== payeeId) throw new BadRequestError(`Job is not the payee's: ${name}`);
    if (job.status !== 'completed') throw new BadRequestError(`Job not completed: ${name}`);
    if (item.kind === 'bonus') {
      if (!(job.bonus > 0)) throw new BadRequestError(`Job has no bonus: ${name}`);
      if (job.bonus_paid_at || job.recorded_kinds.includes('bonus')) throw new ConflictError(`Bonus already paid: ${name}`);
      return { jobId: job.id, kind: 'bonus', amount: roundMoney(job.bonus) };
    }
    if (job.paid_at || job.recorded_kinds.includes('job')) throw new ConflictError(`Job already paid: ${name}`);
    return { jobId: job.id, kind: 'job', amount: roundMoney(job.amount_owed ?? 0) };
  });
  const pbJobs = new Set(lines.filter((line) => byId.get(line.jobId)?.perf_based).map((line) => line.jobId));
  return { lines, total: roundMoney(lines.reduce((sum, line) => sum + line.amount, 0)), pbCount: pbJobs.size };
}

/**
 * The fingerprint of what a request asks for, stored with a keyed payment: a retry must ask for the same (the order
 * of the items does not matter; the order of the receipts is kept, it is what the history shows).
 */
export function paymentRequestHash(input: CreatePaymentInput): string {
  const items = input.items.map((item) => `${item.jobId}:${item.kind}`).sort();
  const canonical = JSON.stringify({ userId: input.userId, items, files: input.files ?? [], text: input.text ?? '' });
  return createHash('sha256').update(canonical).digest('hex');
}
