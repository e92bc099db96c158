// The performance-based breakdown: GET /api/payments/pb (a user's PB summary) and POST /api/payments/pb (a PB
// payout, recorded as a payment in the one ledger). The numbers come from services/pb-summary.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorize, PAYMENTS_FOR_CONTRIBUTORS } from '../../../policies';
import { presentPayment } from '../../../presenters/payment';
import { findPayment } from '../../../repositories/payments';
import { CreatePbPayoutSchema, GetPbSummarySchema, PB_PAYOUT_RECORDED, PB_SUMMARY_OWN_ONLY } from '../../../schemas/payment';
import { pbSummary, recordPbPayout } from '../../../services/pb-summary';
import { currentUser } from '../../current-user';

const pbRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/pb', { schema: GetPbSummarySchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listPayments', 'studio', null, PAYMENTS_FOR_CONTRIBUTORS);
    const userId = request.query.user ?? actor.id;
    authorize(actor, 'readPbSummary', 'payment', { userId }, PB_SUMMARY_OWN_ONLY);
    return pbSummary(app.db, userId);
  });

  app.post('/pb', { schema: CreatePbPayoutSchema }, async (request, reply) => {
    const actor = currentUser(request);
    authorize(actor, 'makePayment', 'studio', null, 'Only holders of the payment role can record payments');
    const id = await recordPbPayout(app.db, actor, request.body);
    const payment = await findPayment(app.db, id);
    if (!payment) throw new Error('a recorded payment is missing');
    reply.code(201);
    return { message: PB_PAYOUT_RECORDED, payment: presentPayment(payment) };
  });
};

export default pbRoutes;
