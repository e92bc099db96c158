// A job's money in the ledger (DECISIONS "Payments"): "Mark paid" from the job menu records a one-line payment
// (the one record of what was paid) in the action's transaction and notifies the payee as any payment does; a
// recorded payment is never undone, and the refusal names it.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { LEDGER_UNDO_REFUSED, type JobAction } from '../domain/job-states';
import { ConflictError } from '../errors';
import type { Actor } from '../policies';
import { findLedgerPayment, type LockedJob } from '../repositories/jobs';
import { insertPayment } from '../repositories/payments';
import { notifyPayment } from './payment-notifications';

/** Records the job's pay (`job`) or bonus as a one-line payment by `actor`, and notifies the payee. */
export async function recordJobInLedger(
  trx: Kysely<Database>,
  job: LockedJob,
  kind: 'job' | 'bonus',
  actor: Actor,
): Promise<void> {
  if (!job.claimed_by) throw new ConflictError('Nobody has claimed this job yet');
  const amount = kind === 'job' ? (job.amount_owed ?? 0) : job.bonus;
  const paymentId = await insertPayment(trx, {
    userId: job.claimed_by,
    createdBy: actor.id,
    total: amount,
    pbCount: job.perf_based ? 1 : 0,
    files: [],
    text: kind === 'job' ? 'Marked paid from the job page' : 'Bonus marked paid from the job page',
    idempotencyKey: null,
    requestHash: null,
    lines: [{ jobId: job.id, kind, amount }],
  });
  await notifyPayment(trx, { id: paymentId, userId: job.claimed_by, total: amount }, actor);
}

/** The 409 for undoing a line of a recorded payment, naming the payment. */
export async function ledgerRefusal(db: Kysely<Database>, jobId: string, action: JobAction): Promise<string> {
  const payment = await findLedgerPayment(db, jobId, action === 'bonus-unpaid' ? 'bonus' : 'job');
  if (!payment) return LEDGER_UNDO_REFUSED;
  const when = new Date(payment.created_at).toISOString().slice(0, 10);
  const by = payment.payer_name ? ` by ${payment.payer_name}` : '';
  return `Paid in the payment recorded${by} on ${when}: a recorded payment is never undone`;
}
