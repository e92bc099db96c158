// Payments: the history, what is owed, and recording a payment. Each route: authenticate → validate (schema) → load
// → authorise (policies) → act in a transaction → present. Recording locks the named jobs (in id order) and judges
// them on the locked rows, so of two requests paying one job the second sees it paid (409): nothing is paid twice.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { paymentLines, paymentRequestHash, repeatedItem } from '../../../domain/payment-lines';
import { roundMoney } from '../../../domain/pricing';
import { BadRequestError, UnprocessableError } from '../../../errors';
import { authorize } from '../../../policies';
import { presentOutstandingEntry, presentPayment } from '../../../presenters/payment';
import {
  findPayment,
  findPaymentByKey,
  insertPayment,
  listOutstanding,
  listPayments,
  lockIdempotencyKey,
  lockJobsToPay,
  outstandingTotal,
} from '../../../repositories/payments';
import { notifyPayment } from '../../../services/payment-notifications';
import { uploadedFiles } from '../../../services/uploads';
import { currentUser } from '../../current-user';
import { CreatePaymentSchema, ListOutstandingSchema, ListPaymentsSchema } from '../../../schemas/payment';

const PAYMENTS_FOR_CONTRIBUTORS = 'Payments are for contributors';
export const PAYMENT_CREATED = 'Payment created';

const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: ListPaymentsSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listPayments', 'studio', null, PAYMENTS_FOR_CONTRIBUTORS);
    const { payments, hasMore } = await listPayments(app.db, actor, request.query);
    return { payments: payments.map(presentPayment), hasMore };
  });

  app.get('/outstanding', { schema: ListOutstandingSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listPayments', 'studio', null, PAYMENTS_FOR_CONTRIBUTORS);
    const [{ rows, hasMore }, total] = await Promise.all([
      listOutstanding(app.db, actor, request.query),
      outstandingTotal(app.db, actor),
    ]);
    return { entries: rows.map((row) => presentOutstandingEntry(row, actor)), total: roundMoney(total), hasMore };
  });

  app.post('', { schema: CreatePaymentSchema }, async (request, reply) => {
    const actor = currentUser(request);
    authorize(actor, 'makePayment', 'studio', null, 'Only holders of the payment role can record payments');
    const input = request.body;
    const key = request.headers['idempotency-key'] ?? null;
    const repeated = repeatedItem(input.items);
    if (repeated) throw new BadRequestError(`items: the ${repeated.kind} of job ${repeated.jobId} is listed twice`);
    const files = await uploadedFiles(app.db, input.files ?? [], actor);
    const requestHash = paymentRequestHash(input);

    const paymentId = await app.db.transaction().execute(async (trx) => {
      if (key) {
        // One key at a time: a retry racing its original waits here, then finds the original's payment.
        await lockIdempotencyKey(trx, actor.id, key);
        const earlier = await findPaymentByKey(trx, actor.id, key);
        if (earlier) {
          if (earlier.request_hash !== requestHash) {
            throw new UnprocessableError('This Idempotency-Key was already used for another payment request');
          }
          reply.header('idempotent-replayed', 'true');
          return earlier.id;
        }
      }
      const payee = await trx.selectFrom('users').select(['id', 'name']).where('id', '=', input.userId).executeTakeFirst();
      if (!payee) throw new BadRequestError(`userId: no user has the id ${input.userId}`);
      authorize(actor, 'create', 'payment', { userId: payee.id }, 'You cannot record a payment to yourself');
      const jobs = await lockJobsToPay(trx, [...new Set(input.items.map((item) => item.jobId))].sort());
      const { lines, total, pbCount } = paymentLines(input.items, jobs, payee.id);
      const id = await insertPayment(trx, {
        userId: payee.id,
        createdBy: actor.id,
        total,
        pbCount,
        files,
        text: input.text ?? '',
        idempotencyKey: key,
        requestHash: key ? requestHash : null,
        lines,
      });
      await notifyPayment(trx, { id, userId: payee.id, total }, actor);
      return id;
    });

    const payment = await findPayment(app.db, paymentId);
    if (!payment) throw new Error('a recorded payment is missing');
    reply.code(201);
    return { message: PAYMENT_CREATED, payment: presentPayment(payment) };
  });
};

export default paymentRoutes;
