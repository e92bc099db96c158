// /api/payments: the history and what is owed (list.ts), paying a freelancer (pay.ts), and the PB breakdown
// and PB payouts (pb.ts), and the earnings statement (statement.ts).
import type { FastifyPluginAsync } from 'fastify';
import listRoutes from './list';
import payRoutes from './pay';
import pbRoutes from './pb';
import statementRoutes from './statement';

const paymentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(listRoutes);
  await app.register(payRoutes);
  await app.register(pbRoutes);
  await app.register(statementRoutes);
};

export default paymentRoutes;
