// GET /api/projects/:id/quote: the project's expected cost before its jobs open (its PMs and admins; services/project-quote.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../../errors';
import { authorize, can } from '../../../policies';
import { findProjectFacts, projectTarget } from '../../../repositories/projects';
import { ProjectQuoteSchema, QUOTE_FOR_PMS } from '../../../schemas/project-quote';
import { PROJECT_NOT_FOUND } from '../../../services/locked-project';
import { quoteProject } from '../../../services/project-quote';
import { currentUser } from '../../current-user';

const projectQuoteRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:id/quote', { schema: ProjectQuoteSchema }, async (request) => {
    const actor = currentUser(request);
    const project = await findProjectFacts(app.db, request.params.id);
    if (!project || !can(actor, 'read', 'project', projectTarget(project))) throw new NotFoundError(PROJECT_NOT_FOUND);
    // Who may create the project's jobs sees what they will cost: the same people as the create-job form's prices.
    authorize(actor, 'createJob', 'project', projectTarget(project), QUOTE_FOR_PMS);
    return quoteProject(app.db, actor, project);
  });
};

export default projectQuoteRoute;
