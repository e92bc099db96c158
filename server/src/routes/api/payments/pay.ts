// Pay a freelancer: POST /api/payments records a payment (services/record-payment.ts; an Idempotency-Key makes a
// retry find the original instead of paying twice).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { paymentRequestHash, repeatedItem } from '../../../domain/payment-lines';
import { BadRequestError } from '../../../errors';
import { authorize } from '../../../policies';
import { presentPayment } from '../../../presenters/payment';
import { findPayment } from '../../../repositories/payments';
import { recordPayment } from '../../../services/record-payment';
import { uploadedFiles } from '../../../services/uploads';
import { CreatePaymentSchema } from '../../../schemas/payment';
import { currentUser } from '../../current-user';

const payRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('', { schema: CreatePaymentSchema }, async (request, reply) => {
    const actor = currentUser(request);
    authorize(actor, 'makePayment', 'studio', null, 'Only holders of the payment role can record payments');
    const input = request.body;
    const key = request.headers['idempotency-key'] ?? null;
    const repeated = repeatedItem(input.items);
    if (repeated) throw new BadRequestError(`items: the ${repeated.kind} of job ${repeated.jobId} is listed twice`);
    const files = await uploadedFiles(app.db, input.files ?? [], actor);
    const requestHash = paymentRequestHash(input);

    const { id, replayed } = await recordPayment(app.db, actor, { ...input, files, key, requestHash });
    if (replayed) reply.header('idempotent-replayed', 'true');

    const payment = await findPayment(app.db, id);
    if (!payment) throw new Error('a recorded payment is missing');
    reply.code(201);
    return { message: 'Payment created', payment: presentPayment(payment) };
  });
};

export default payRoutes;
