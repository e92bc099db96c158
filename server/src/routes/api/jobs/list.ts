// GET /api/jobs (the job board, a page at a time), GET /api/jobs/types, and the benchmark's floor.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { JOB_TYPES, REGIONAL_SITE_HIDDEN_JOB_TYPE } from '../../../domain/roles';
import { authorize, JOBS_FOR_CONTRIBUTORS } from '../../../policies';
import { presentJob } from '../../../presenters/job';
import { cachedJson, queryKey } from '../../../plugins/read-cache';
import { listJobs, listJobsFloor } from '../../../repositories/jobs';
import { JobsBenchFloorSchema, JobTypesSchema, ListJobsSchema } from '../../../schemas/job';
import { currentUser } from '../../current-user';
import { onRegionalSite } from './site';

const listRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Lists are read far more often than jobs change: a caller's page is kept until the data changes.
  app.get('', { schema: ListJobsSchema }, async (request, reply) => {
    const actor = currentUser(request);
    authorize(actor, 'listJobs', 'studio', null, JOBS_FOR_CONTRIBUTORS);
    return cachedJson(request, reply, `jobs:${actor.id}:${queryKey(request.query)}`, async () => {
      const { jobs, hasMore } = await listJobs(app.db, actor, request.query);
      return { jobs: jobs.map((job) => presentJob(job, actor)), hasMore };
    });
  });

  app.get('/types', { schema: JobTypesSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'useJobs', 'studio', null, JOBS_FOR_CONTRIBUTORS);
    const regional = onRegionalSite(request, app.config.regionalSiteHost);
    return { jobTypes: JOB_TYPES.filter((type) => !(regional && type === REGIONAL_SITE_HIDDEN_JOB_TYPE)) };
  });

  // The benchmark's floor (npm run bench): the same page query with no session, policy or presenter work.
  if (app.config.benchFloor) {
    app.get('/bench-floor', { config: { public: true }, schema: JobsBenchFloorSchema }, async (request) =>
      listJobsFloor(app.db, request.query),
    );
  }
};

export default listRoutes;
