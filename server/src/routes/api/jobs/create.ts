// POST /api/jobs: a project's PM posts a job (with its prices, invitees and attached uploads).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { newJobValues } from '../../../domain/new-job';
import { NotFoundError } from '../../../errors';
import { authorize, can } from '../../../policies';
import { presentJob } from '../../../presenters/job';
import { findInvitees, findJob, insertJob, markScriptOrdered } from '../../../repositories/jobs';
import { findProjectFacts, projectTarget } from '../../../repositories/projects';
import { notifyJob } from '../../../services/job-notifications';
import { PROJECT_NOT_FOUND } from '../../../services/locked-project';
import { renderMarkdown } from '../../../services/markdown';
import { uploadedFiles } from '../../../services/uploads';
import { CreateJobSchema } from '../../../schemas/job';
import { currentUser } from '../../current-user';
import { onRegionalSite } from './site';

const createRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
        now: new Date(),
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
};

export default createRoutes;
