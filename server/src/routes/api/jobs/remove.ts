// DELETE /api/jobs/:id: the project's PMs remove a job that was never paid.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { stateConflict, TRANSITIONS } from '../../../domain/job-states';
import { ConflictError } from '../../../errors';
import { deleteJob, jobInLedger, jobState } from '../../../repositories/jobs';
import { withLockedJob } from '../../../services/locked-job';
import { DeleteJobSchema } from '../../../schemas/job';
import { currentUser } from '../../current-user';

const removeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.delete('/:id', { schema: DeleteJobSchema }, async (request) => {
    await withLockedJob(app.db, currentUser(request), request.params.id, { who: 'moderate' }, async (trx, job) => {
      const conflict = stateConflict('delete', jobState(job));
      if (conflict) throw new ConflictError(conflict);
      if (await jobInLedger(trx, job.id)) throw new ConflictError('A paid job cannot be removed');
      await deleteJob(trx, job.id);
    });
    return { message: TRANSITIONS.delete.done };
  });
};

export default removeRoutes;
