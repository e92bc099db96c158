// Publishing: a published project is readable, read-only, by anonymous visitors (DECISIONS "Who may see and
// do what"); allow-portfolio records whether the studio may show it. Who: the project's PMs (publish).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { logProjectEvent } from '../../../repositories/project-logs';
import { updateProject } from '../../../repositories/projects';
import { currentUser } from '../../current-user';
import { presentProjectView } from '../../../presenters/project';
import { withLockedProject } from '../../../services/locked-project';
import {
  AllowPortfolioSchema,
  PORTFOLIO_SAVED,
  PUBLISHED,
  PublishProjectSchema,
  UNPUBLISHED,
} from '../../../schemas/project-publishing';

const publishingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/publish', { schema: PublishProjectSchema }, async (request) => {
    const actor = currentUser(request);
    const projectId = request.params.id;
    const { published } = request.body;
    const check = { action: 'publish' } as const;
    const { after } = await withLockedProject(app.db, actor, projectId, check, async (trx, before) => {
      if (before.published === published) return;
      await updateProject(trx, projectId, { published });
      await logProjectEvent(trx, { projectId, userId: actor.id, action: published ? 'published' : 'unpublished' });
    });
    return { message: published ? PUBLISHED : UNPUBLISHED, project: presentProjectView(after) };
  });

  app.post('/:id/allow-portfolio', { schema: AllowPortfolioSchema }, async (request) => {
    const actor = currentUser(request);
    const projectId = request.params.id;
    const { allow } = request.body;
    const check = { action: 'publish' } as const;
    const { after } = await withLockedProject(app.db, actor, projectId, check, async (trx, before) => {
      if (before.allow_portfolio === allow) return;
      await updateProject(trx, projectId, { allow_portfolio: allow });
      await logProjectEvent(trx, { projectId, userId: actor.id, action: 'portfolio', details: { allow } });
    });
    return { message: PORTFOLIO_SAVED, project: presentProjectView(after) };
  });
};

export default publishingRoutes;
