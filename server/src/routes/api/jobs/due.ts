// POST /api/jobs/:id/due: the project's PMs change or clear a job's due date (issue 24); logged in the PM logs.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { dueDate } from '../../../domain/new-job';
import { ConflictError } from '../../../errors';
import { presentJob } from '../../../presenters/job';
import { findJob, setJobDue } from '../../../repositories/jobs';
import { logProjectEvent } from '../../../repositories/project-logs';
import { withLockedJob } from '../../../services/locked-job';
import { SetJobDueSchema } from '../../../schemas/job';
import { currentUser } from '../../current-user';

export const COMPLETED_JOB_DUE = "A completed job's due date cannot change";

const dueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/due', { schema: SetJobDueSchema }, async (request) => {
    const actor = currentUser(request);
    const job = await withLockedJob(app.db, actor, request.params.id, { who: 'moderate' }, async (trx, locked) => {
      if (locked.status === 'completed') throw new ConflictError(COMPLETED_JOB_DUE);
      const due = dueDate(request.body.dueAt, new Date());
      const before = locked.due_at ? locked.due_at.toISOString() : null;
      const after = due ? due.toISOString() : null;
      if (before !== after) {
        await setJobDue(trx, locked.id, due);
        await logProjectEvent(trx, {
          projectId: locked.project_id,
          userId: actor.id,
          action: 'job-due',
          details: { jobId: locked.id, jobType: locked.job_type, dueAt: { from: before, to: after } },
        });
      }
      return findJob(trx, locked.id);
    });
    if (!job) throw new Error('a changed job is missing');
    return { message: 'Due date saved', job: presentJob(job, actor) };
  });
};

export default dueRoutes;
