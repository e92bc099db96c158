// /api/jobs: jobs and job pricing, one file per task. Each route: validate (schema) → the job executor
// (services/locked-job.ts, which locks the job's row so of two racing requests the second sees the first one's
// result, e.g. 409 "Job already claimed") → present.
import type { FastifyPluginAsync } from 'fastify';
import bonusRoutes from './bonus';
import createRoutes from './create';
import dueRoutes from './due';
import dueDefaultRoutes from './due-defaults';
import listRoutes from './list';
import pricingRoutes from './pricing';
import readRoutes from './read';
import removeRoutes from './remove';
import reviewRoutes from './review';

const jobRoutes: FastifyPluginAsync = async (app) => {
  await app.register(listRoutes);
  await app.register(createRoutes);
  await app.register(pricingRoutes);
  await app.register(readRoutes);
  await app.register(removeRoutes);
  await app.register(reviewRoutes);
  await app.register(bonusRoutes);
  await app.register(dueRoutes);
  await app.register(dueDefaultRoutes);
};

export default jobRoutes;
