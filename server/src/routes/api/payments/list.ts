// GET /api/payments (the payment history) and GET /api/payments/outstanding (what is owed).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { roundMoney } from '../../../domain/pricing';
import { authorize, PAYMENTS_FOR_CONTRIBUTORS } from '../../../policies';
import { presentOutstandingEntry, presentPayment } from '../../../presenters/payment';
import { listOutstanding, listPayments, outstandingTotal } from '../../../repositories/payments';
import { ListOutstandingSchema, ListPaymentsSchema } from '../../../schemas/payment';
import { currentUser } from '../../current-user';

const listRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
      outstandingTotal(app.db, actor, request.query.user),
    ]);
    return { entries: rows.map((row) => presentOutstandingEntry(row, actor)), total: roundMoney(total), hasMore };
  });
};

export default listRoutes;
