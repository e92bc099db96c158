// /api/payments: the history and what is owed (list.ts), paying a freelancer (pay.ts), and the PB breakdown
// and PB payouts (pb.ts), the earnings statement (statement.ts), and the payout export and batches (batches.ts).
import type { FastifyPluginAsync } from 'fastify';
import batchRoutes from './batches';
import listRoutes from './list';
import payRoutes from './pay';
import pbRoutes from './pb';
import statementRoutes from './statement';

const paymentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(listRoutes);
  await app.register(payRoutes);
  await app.register(pbRoutes);
  await app.register(statementRoutes);
  await app.register(batchRoutes);
};

export default paymentRoutes;
