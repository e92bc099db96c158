import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorize } from '../../../policies';
import { presentPayment } from '../../../presenters/payment';
import { listPayments } from '../../../repositories/payments';
import { currentUser } from '../../current-user';
import { ListPaymentsSchema } from './schema';

const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: ListPaymentsSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listPayments', 'studio', null, 'Payments are for contributors');
    const { payments, hasMore } = await listPayments(app.db, actor, request.query);
    return { payments: payments.map(presentPayment), hasMore };
  });
};

export default paymentRoutes;
