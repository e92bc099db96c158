// Jobs and job pricing. Each route: authenticate → validate (schema) → load → authorise (policies) → act in a
// transaction → present. A state change locks the job's row first, so of two racing requests the second
// sees the first one's result (e.g. 409 "Job already claimed").
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, JobStatus } from '../../../db/types';
import {
  actionChange,
  LEDGER_UNDO_REFUSED,
  stateConflict,
  statusChangeConflict,
  targetStatus,
  TRANSITIONS,
  type JobAction,
} from '../../../domain/job-states';
import { newJobValues } from '../../../domain/new-job';
import { jobPay, prefillPrices, sizeOptions, suggestedSize } from '../../../domain/pricing';
import { JOB_TYPE_LABELS, JOB_TYPES, rateSlots, REGIONAL_SITE_HIDDEN_JOB_TYPE } from '../../../domain/roles';
import { BadRequestError, ConflictError, NotFoundError } from '../../../errors';
import { authorize, can, jobRefusal, JOBS_FOR_CONTRIBUTORS, roleLevel, type Actor } from '../../../policies';
import { presentJob, presentPricing } from '../../../presenters/job';
import {
  deleteJob,
  findInvitees,
  findJob,
  findLedgerPayment,
  insertJob,
  jobInLedger,
  jobState,
  jobTarget,
  listJobs,
  listJobsFloor,
  lockJob,
  markScriptOrdered,
  updateJob,
  type LockedJob,
} from '../../../repositories/jobs';
import { insertPayment } from '../../../repositories/payments';
import { notifyPayment } from '../../../services/payment-notifications';
import { loadPricing, loadRoleRates, saveRoleRates } from '../../../repositories/pricing';
import { findProjectFacts, projectTarget } from '../../../repositories/projects';
import { findActor } from '../../../repositories/users';
import { notifyJob, type JobNotice } from '../../../services/job-notifications';
import { renderMarkdown } from '../../../services/markdown';
import { cachedJson, queryKey } from '../../../plugins/read-cache';
import { uploadedFiles } from '../../../services/uploads';
import { cleanNote, recordReview, recordSubmission, submitterFiles } from '../../../services/deliverables';
import { listJobEvents } from '../../../repositories/job-events';
import { presentJobEvent } from '../../../presenters/deliverable';
import { paging } from '../../../schemas/common';
import { currentUser } from '../../current-user';
import {
  CreateJobSchema,
  DeleteJobSchema,
  GetJobSchema,
  GetPricingSchema,
  JobActionSchema,
  JobBonusActionSchema,
  JobHistorySchema,
  RequestRevisionSchema,
  SubmitJobSchema,
  JobTypesSchema,
  ListJobsSchema,
  PriceSuggestionSchema,
  SavePricingSchema,
  SetJobBonusSchema,
  SetJobStatusSchema,
} from '../../../schemas/job';

const JOB_NOT_FOUND = 'Job not found';
const PROJECT_NOT_FOUND = 'Project not found';

/** The notification each state change sends, if any. */
const NOTICES: Partial<Record<JobAction, JobNotice>> = {
  claim: 'claim',
  release: 'release',
  submit: 'submit',
  'release-user': 'release-user',
  reject: 'reject',
  approve: 'approve',
};

/** Translation jobs are not offered on the regional site (config REGIONAL_SITE_HOST). */
function onRegionalSite(request: FastifyRequest, regionalSiteHost: string | null | undefined): boolean {
  if (!regionalSiteHost) return false;
  return request.hostname.toLowerCase() === regionalSiteHost || request.host.toLowerCase() === regionalSiteHost;
}

/** The claimant's pay for the job, fixed at approval from their star level in the job's role. */
/**
 * "Mark paid" from the job menu records a one-line payment in the ledger (the one record of what was paid, DECISIONS
 * "Payments"), in the action's transaction, and notifies the payee as any payment does.
 */
async function recordInLedger(trx: Kysely<Database>, job: LockedJob, kind: 'job' | 'bonus', actor: Actor): Promise<void> {
  if (!job.claimed_by) throw new ConflictError('Nobody has claimed this job yet');
  const amount = kind === 'job' ? (job.amount_owed ?? 0) : job.bonus;
  const paymentId = await insertPayment(trx, {
    userId: job.claimed_by,
    createdBy: actor.id,
    total: amount,
    pbCount: job.perf_based ? 1 : 0,
    files: [],
    text: kind === 'job' ? 'Marked paid from the job page' : 'Bonus marked paid from the job page',
    idempotencyKey: null,
    requestHash: null,
    lines: [{ jobId: job.id, kind, amount }],
  });
  await notifyPayment(trx, { id: paymentId, userId: job.claimed_by, total: amount }, actor);
}

/** The 409 for undoing a line of a recorded payment, naming the payment. */
async function ledgerRefusal(db: Kysely<Database>, jobId: string, action: JobAction): Promise<string> {
  const payment = await findLedgerPayment(db, jobId, action === 'bonus-unpaid' ? 'bonus' : 'job');
  if (!payment) return LEDGER_UNDO_REFUSED;
  const when = new Date(payment.created_at).toISOString().slice(0, 10);
  const by = payment.payer_name ? ` by ${payment.payer_name}` : '';
  return `Paid in the payment recorded${by} on ${when}: a recorded payment is never undone`;
}

async function payOnApproval(db: Kysely<Database>, job: LockedJob): Promise<number | null> {
  if (!job.claimed_by) return null;
  const claimant = await findActor(db, job.claimed_by);
  return jobPay(job, claimant ? roleLevel(claimant, job.job_type) : undefined);
}

const jobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * Runs a job action: lock the row, check the caller may see and take the action (404 / 403), check the
   * status allows it (409), write the state machine's row change (or record the payment), notify, and answer
   * with the job as the caller now sees it. `input`: the status a PM picked, or the new bonus.
   */
  async function act(
    actor: Actor,
    id: string,
    action: JobAction,
    input: { status?: JobStatus; bonus?: number } = {},
    deliverable?: { note: string; record(trx: Kysely<Database>, job: LockedJob): Promise<unknown> },
  ) {
    authorize(actor, 'useJobs', 'studio', null, JOBS_FOR_CONTRIBUTORS);
    const transition = TRANSITIONS[action];
    return app.db.transaction().execute(async (trx) => {
      const job = await lockJob(trx, id);
      if (!job) throw new NotFoundError(JOB_NOT_FOUND);
      const target = jobTarget(job);
      if (!can(actor, 'read', 'job', target) && !can(actor, transition.who, 'job', target))
        throw new NotFoundError(JOB_NOT_FOUND);
      authorize(actor, transition.who, 'job', target, jobRefusal(actor, transition.who, target));
      const state = jobState(job);
      const conflict = stateConflict(action, state);
      if (conflict === LEDGER_UNDO_REFUSED) throw new ConflictError(await ledgerRefusal(trx, job.id, action));
      if (conflict) throw new ConflictError(conflict);
      const statusConflict =
        action === 'status' && input.status ? statusChangeConflict({ ...state, claimedBy: job.claimed_by }, input.status) : null;
      if (statusConflict) throw new ConflictError(statusConflict);
      if (action === 'paid' || action === 'bonus-paid')
        await recordInLedger(trx, job, action === 'paid' ? 'job' : 'bonus', actor);
      const pay = targetStatus(action, input.status) === 'completed' ? await payOnApproval(trx, job) : null;
      const change = actionChange(action, job.status, { actorId: actor.id, now: new Date(), pay, ...input });
      if (change) await updateJob(trx, job.id, change);
      // A job's rounds (issue 9): a submission or a review is kept beside the change, in its transaction.
      if (deliverable) await deliverable.record(trx, job);
      else if (action === 'approve' && job.status === 'pending')
        await recordReview(trx, job, actor, { kind: 'approve', note: '' });
      const updated = await findJob(trx, id);
      if (!updated) throw new Error('a changed job vanished inside its transaction');
      const notice = NOTICES[action];
      if (notice) {
        await notifyJob(
          trx,
          notice,
          {
            id: job.id,
            jobType: job.job_type,
            projectId: job.project_id,
            projectTitle: updated.project_title,
            staff: job.staff,
            claimantId: job.claimed_by,
            note: deliverable?.note,
          },
          actor,
        );
      }
      return { message: transition.done, job: presentJob(updated, actor) };
    });
  }

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

  app.post('', { schema: CreateJobSchema }, async (request, reply) => {
    const actor = currentUser(request);
    const input = request.body;
    const project = await findProjectFacts(app.db, input.projectId);
    if (!project || !can(actor, 'read', 'project', projectTarget(project))) throw new NotFoundError(PROJECT_NOT_FOUND);
    authorize(actor, 'createJob', 'project', projectTarget(project), "Only the project's managers can create jobs");
    if (input.orderScript)
      authorize(actor, 'orderScript', 'project', projectTarget(project), 'Only admins can order a script-writing job');
    const invitees = await findInvitees(app.db, input.staff ?? []);
    // Attached files must be uploads this server holds; their stored facts replace what the body claims.
    const files = await uploadedFiles(
      app.db,
      (input.files ?? []).map((file) => file.id),
      actor,
    );
    const values = newJobValues(
      { ...input, files },
      {
        project: { sceneCount: project.scene_count, perfBased: project.perf_based },
        invitees,
        regionalSite: onRegionalSite(request, app.config.regionalSiteHost),
      },
    );
    const job = await app.db.transaction().execute(async (trx) => {
      const id = await insertJob(trx, {
        ...values,
        project_id: project.id,
        body_html: values.body ? renderMarkdown(values.body) : '',
        prices: JSON.stringify(values.prices),
        files: JSON.stringify(values.files),
        created_by: actor.id,
      });
      if (input.orderScript) await markScriptOrdered(trx, project.id);
      await notifyJob(
        trx,
        'job/create',
        {
          id,
          jobType: values.job_type,
          projectId: project.id,
          projectTitle: project.title,
          staff: values.staff,
          claimantId: null,
        },
        actor,
      );
      return findJob(trx, id);
    });
    if (!job) throw new Error('a created job is missing');
    reply.code(201);
    return { message: 'Job created', job: presentJob(job, actor) };
  });

  app.get('/pricing', { schema: GetPricingSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'readPricing', 'studio', null, 'The pricing table is for admins and project managers');
    const { table, updated } = await loadPricing(app.db);
    return { pricing: presentPricing(table, updated, actor) };
  });

  app.post('/pricing', { schema: SavePricingSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'editPricing', 'studio', null, 'Only admins can change the pricing');
    const roles = request.body.roles;
    for (const [role, { rates }] of Object.entries(roles)) {
      const slots = rateSlots(role).map(String);
      const stray = Object.keys(rates).find((slot) => !slots.includes(slot));
      if (stray) throw new BadRequestError(`roles/${role}/rates: slot ${stray} is not a rate slot of this role`);
      const missing = slots.find((slot) => rates[slot] === undefined);
      if (missing) throw new BadRequestError(`roles/${role}/rates: slot ${missing} is missing`);
    }
    await saveRoleRates(app.db, roles, actor.id);
    const { table, updated } = await loadPricing(app.db);
    return { pricing: presentPricing(table, updated, actor), message: 'Pricing saved' };
  });

  app.get('/price-suggestion', { schema: PriceSuggestionSchema }, async (request) => {
    const actor = currentUser(request);
    const { projectId, jobType, perfBased } = request.query;
    const project = await findProjectFacts(app.db, projectId);
    if (!project || !can(actor, 'read', 'project', projectTarget(project))) throw new NotFoundError(PROJECT_NOT_FOUND);
    authorize(actor, 'createJob', 'project', projectTarget(project), "Only the project's managers can create jobs");
    const suggested = suggestedSize(jobType, project.character_count);
    const options = sizeOptions(jobType);
    const size = request.query.projectSize ?? suggested;
    if (!options.includes(size))
      throw new BadRequestError(`projectSize ${size} does not apply to ${JOB_TYPE_LABELS[jobType]} jobs`);
    const rates = jobType === 'other' ? undefined : await loadRoleRates(app.db, jobType);
    const sceneCount = request.query.sceneCount ?? project.scene_count;
    const prices = rates ? prefillPrices({ [jobType]: rates }, { jobType, size, perfBased, sceneCount }) : null;
    return {
      prices,
      suggestedSize: suggested,
      sizeOptions: options,
      sceneCount: project.scene_count,
      characterCount: project.character_count,
      projectPerfBased: project.perf_based,
    };
  });

  app.get('/:id', { schema: GetJobSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'useJobs', 'studio', null, JOBS_FOR_CONTRIBUTORS);
    const job = await findJob(app.db, request.params.id);
    if (!job || !can(actor, 'read', 'job', jobTarget(job))) throw new NotFoundError(JOB_NOT_FOUND);
    return { job: presentJob(job, actor) };
  });

  app.delete('/:id', { schema: DeleteJobSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'useJobs', 'studio', null, JOBS_FOR_CONTRIBUTORS);
    await app.db.transaction().execute(async (trx) => {
      const job = await lockJob(trx, request.params.id);
      if (!job || !can(actor, 'read', 'job', jobTarget(job))) throw new NotFoundError(JOB_NOT_FOUND);
      const target = jobTarget(job);
      authorize(actor, 'moderate', 'job', target, jobRefusal(actor, 'moderate', target));
      const conflict = stateConflict('delete', jobState(job));
      if (conflict) throw new ConflictError(conflict);
      if (await jobInLedger(trx, job.id)) throw new ConflictError('A paid job cannot be removed');
      await deleteJob(trx, job.id);
    });
    return { message: TRANSITIONS.delete.done };
  });

  app.post('/:id/status', { schema: SetJobStatusSchema }, async (request) =>
    act(currentUser(request), request.params.id, 'status', { status: request.body.status }),
  );

  app.post('/:id/bonus', { schema: SetJobBonusSchema }, async (request) =>
    act(currentUser(request), request.params.id, 'bonus', { bonus: request.body.bonus }),
  );

  app.post('/:id/bonus/:action', { schema: JobBonusActionSchema }, async (request) =>
    act(currentUser(request), request.params.id, `bonus-${request.params.action}`),
  );

  app.post('/:id/:action', { schema: JobActionSchema }, async (request) =>
    act(currentUser(request), request.params.id, request.params.action),
  );

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
    return act(
      actor,
      request.params.id,
      'submit',
      {},
      {
        note,
        record: (trx, job) => recordSubmission(trx, job, actor, { note, fileIds }),
      },
    );
  });

  app.post('/:id/reject', { schema: RequestRevisionSchema, preValidation: noBodyIsEmpty }, async (request) => {
    const actor = currentUser(request);
    const note = cleanNote(request.body.note);
    return act(
      actor,
      request.params.id,
      'reject',
      {},
      {
        note,
        record: (trx, job) => recordReview(trx, job, actor, { kind: 'revision', note }),
      },
    );
  });

  app.get('/:id/history', { schema: JobHistorySchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'useJobs', 'studio', null, JOBS_FOR_CONTRIBUTORS);
    const job = await findJob(app.db, request.params.id);
    if (!job || !can(actor, 'read', 'job', jobTarget(job))) throw new NotFoundError(JOB_NOT_FOUND);
    const target = jobTarget(job);
    const events = await listJobEvents(app.db, job.id);
    return {
      history: events
        .filter((event) => can(actor, 'read', 'deliverable', { job: target, claimantId: event.claimant_id }))
        .map(presentJobEvent),
    };
  });

  // The benchmark's floor (npm run bench): the same page query with no session, policy or presenter work.
  if (app.config.benchFloor) {
    app.get(
      '/bench-floor',
      { config: { public: true }, schema: { hide: true, querystring: Type.Object(paging(20, 100)) } },
      async (request) => listJobsFloor(app.db, request.query),
    );
  }
};

export default jobRoutes;
