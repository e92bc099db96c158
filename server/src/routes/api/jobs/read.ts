// GET /api/jobs/:id (one job) and GET /api/jobs/:id/history (its rounds of submissions and reviews).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { can } from '../../../policies';
import { presentJobEvent } from '../../../presenters/deliverable';
import { presentJob } from '../../../presenters/job';
import { listJobEvents } from '../../../repositories/job-events';
import { jobTarget } from '../../../repositories/jobs';
import { readJobFor } from '../../../services/locked-job';
import { GetJobSchema, JobHistorySchema } from '../../../schemas/job';
import { currentUser } from '../../current-user';

const readRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:id', { schema: GetJobSchema }, async (request) => {
    const actor = currentUser(request);
    const job = await readJobFor(app.db, actor, request.params.id);
    return { job: presentJob(job, actor) };
  });

  // A round follows the job's visibility, and a claimant's rounds are theirs and the PMs' (policies/deliverable.ts).
  app.get('/:id/history', { schema: JobHistorySchema }, async (request) => {
    const actor = currentUser(request);
    const job = await readJobFor(app.db, actor, request.params.id);
    const target = jobTarget(job);
    const events = await listJobEvents(app.db, job.id);
    return {
      history: events
        .filter((event) => can(actor, 'read', 'deliverable', { job: target, claimantId: event.claimant_id }))
        .map(presentJobEvent),
    };
  });
};

export default readRoutes;
