import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorize } from '../../../policies';
import { presentJob } from '../../../presenters/job';
import { listJobs } from '../../../repositories/jobs';
import { currentUser } from '../../current-user';
import { ListJobsSchema } from './schema';

const jobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: ListJobsSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listJobs', 'studio', null, 'Jobs are for contributors');
    const { jobs, hasMore } = await listJobs(app.db, actor, request.query);
    return { jobs: jobs.map((job) => presentJob(job, actor)), hasMore };
  });
};

export default jobRoutes;
