// Paying a freelancer (DECISIONS "Payments"): a payment is recorded once. The named jobs are locked (in id order)
// and judged on the locked rows, so of two requests paying one job the second sees it paid (409): nothing is paid
// twice. A retry with the same Idempotency-Key finds the original's payment instead of paying again.
import type { Kysely } from 'kysely';
import type { Database, StoredFile } from '../db/types';
import { paymentLines } from '../domain/payment-lines';
import { BadRequestError, UnprocessableError } from '../errors';
import { authorize, type Actor } from '../policies';
import { findPaymentByKey, insertPayment, lockIdempotencyKey, lockJobsToPay } from '../repositories/payments';
import { findUserName } from '../repositories/users';
import type { CreatePaymentInput } from '../schemas/payment';
import { notifyPayment } from './payment-notifications';

export interface PaymentRequest extends Omit<CreatePaymentInput, 'files'> {
  /** The uploads attached, as this server holds them. */
  files: StoredFile[];
  /** The Idempotency-Key header, and the hash of the request it names. */
  key: string | null;
  requestHash: string;
}

/** Records the payment (or finds the one its Idempotency-Key recorded): its id, and whether it was a replay. */
export async function recordPayment(
  db: Kysely<Database>,
  actor: Actor,
  input: PaymentRequest,
): Promise<{ id: string; replayed: boolean }> {
  const { key, requestHash } = input;
  return db.transaction().execute(async (trx) => {
    if (key) {
      // One key at a time: a retry racing its original waits here, then finds the original's payment.
      await lockIdempotencyKey(trx, actor.id, key);
      const earlier = await findPaymentByKey(trx, actor.id, key);
      if (earlier) {
        if (earlier.request_hash !== requestHash) {
          throw new UnprocessableError('This Idempotency-Key was already used for another payment request');
        }
        return { id: earlier.id, replayed: true };
      }
    }
    const payee = await findUserName(trx, input.userId);
    if (!payee) throw new BadRequestError(`userId: no user has the id ${input.userId}`);
    authorize(actor, 'create', 'payment', { userId: payee.id }, 'You cannot record a payment to yourself');
    const jobs = await lockJobsToPay(trx, [...new Set(input.items.map((item) => item.jobId))].sort());
    const { lines, total, pbCount } = paymentLines(input.items, jobs, payee.id);
    const id = await insertPayment(trx, {
      userId: payee.id,
      createdBy: actor.id,
      total,
      pbCount,
      files: input.files,
      text: input.text ?? '',
      idempotencyKey: key,
      requestHash: key ? requestHash : null,
      lines,
    });
    await notifyPayment(trx, { id, userId: payee.id, total }, actor);
    return { id, replayed: false };
  });
}
