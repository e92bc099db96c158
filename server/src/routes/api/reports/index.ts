// /api/reports: studio-wide figures for admins — turnaround (turnaround.ts; issue 24).
import type { FastifyPluginAsync } from 'fastify';
import turnaroundRoutes from './turnaround';

const reportRoutes: FastifyPluginAsync = async (app) => {
  await app.register(turnaroundRoutes);
};

export default reportRoutes;
