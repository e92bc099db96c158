// Approve a job, and the job's other moves through its states (domain/job-states.ts), on the one job executor
// (services/job-actions.ts): POST /api/jobs/:id/:action (claim, release, release-user, approve, paid, unpaid),
// /:id/submit (the claimant hands in a round), /:id/reject (the PM asks for a revision), /:id/status (a PM sets
// the status directly).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { cleanNote, recordReview, recordSubmission, submitterFiles } from '../../../services/deliverables';
import { presentJobChange } from '../../../presenters/job';
import { takeJobAction } from '../../../services/job-actions';
import { JobActionSchema, RequestRevisionSchema, SetJobStatusSchema, SubmitJobSchema } from '../../../schemas/job';
import { currentUser } from '../../current-user';

const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/status', { schema: SetJobStatusSchema }, async (request) => {
    const actor = currentUser(request);
    return presentJobChange(
      await takeJobAction(app.db, actor, request.params.id, 'status', { status: request.body.status }),
      actor,
    );
  });

  app.post('/:id/:action', { schema: JobActionSchema }, async (request) => {
    const actor = currentUser(request);
    return presentJobChange(await takeJobAction(app.db, actor, request.params.id, request.params.action), actor);
  });

  // Deliverables (issue 9): a submission carries a note and the claimant's files, a revision request the PM's
  // note; each is kept as a round of the job's history, which follows the job's visibility.
  // Callers from before deliverables post no body: that is an empty one.
  const noBodyIsEmpty = async (request: FastifyRequest) => {
    request.body ??= {};
  };
  app.post('/:id/submit', { schema: SubmitJobSchema, preValidation: noBodyIsEmpty }, async (request) => {
    const actor = currentUser(request);
    const note = cleanNote(request.body.note);
    const fileIds = await submitterFiles(app.db, request.body.files ?? [], actor);
    const change = await takeJobAction(
      app.db,
      actor,
      request.params.id,
      'submit',
      {},
      {
        note,
        record: (trx, job) => recordSubmission(trx, job, actor, { note, fileIds }),
      },
    );
    return presentJobChange(change, actor);
  });

  app.post('/:id/reject', { schema: RequestRevisionSchema, preValidation: noBodyIsEmpty }, async (request) => {
    const actor = currentUser(request);
    const note = cleanNote(request.body.note);
    const change = await takeJobAction(
      app.db,
      actor,
      request.params.id,
      'reject',
      {},
      {
        note,
        record: (trx, job) => recordReview(trx, job, actor, { kind: 'revision', note }),
      },
    );
    return presentJobChange(change, actor);
  });
};

export default reviewRoutes;
