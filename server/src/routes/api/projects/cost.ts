// GET /api/projects/:id/cost: what a project's jobs cost.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { projectCost } from '../../../domain/pricing';
import { NotFoundError } from '../../../errors';
import { authorize, can, PROJECT_FORBIDDEN } from '../../../policies';
import { projectJobCosts } from '../../../repositories/jobs';
import { findProjectFacts, projectTarget } from '../../../repositories/projects';
import { ProjectCostSchema } from '../../../schemas/project-endpoints';
import { PROJECT_NOT_FOUND } from '../../../services/locked-project';
import { currentUser } from '../../current-user';

const projectCostRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:id/cost', { schema: ProjectCostSchema }, async (request) => {
    const actor = currentUser(request);
    const project = await findProjectFacts(app.db, request.params.id);
    if (!project || !can(actor, 'read', 'project', projectTarget(project))) throw new NotFoundError(PROJECT_NOT_FOUND);
    authorize(actor, 'seeCost', 'project', projectTarget(project), PROJECT_FORBIDDEN.seeCost);
    const jobs = await projectJobCosts(app.db, project.id);
    return projectCost(
      jobs.map((job) => ({ price: job.price, prices: job.prices, bonus: job.bonus, amountOwed: job.amount_owed })),
    );
  });
};

export default projectCostRoute;
