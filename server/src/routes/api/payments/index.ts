// /api/payments: the history and what is owed (list.ts), and paying a freelancer (pay.ts).
import type { FastifyPluginAsync } from 'fastify';
import listRoutes from './list';
import payRoutes from './pay';

const paymentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(listRoutes);
  await app.register(payRoutes);
};

export default paymentRoutes;
