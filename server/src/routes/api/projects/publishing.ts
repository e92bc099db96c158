// Publishing: a published project is readable, read-only, by anonymous visitors (DECISIONS "Who may see and
// do what"); allow-portfolio records whether the studio may show it. Who: the project's PMs (publish).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { logProjectEvent } from '../../../repositories/project-logs';
import { currentUser } from '../../current-user';
import { changeProject } from './project-change';
import { AllowPortfolioSchema, PORTFOLIO_SAVED, PUBLISHED, PublishProjectSchema, UNPUBLISHED } from './publishing-schema';

const FORBIDDEN = "Only the project's managers publish it";

const publishingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/publish', { schema: PublishProjectSchema }, async (request) => {
    const actor = currentUser(request);
    const projectId = request.params.id;
    const { published } = request.body;
    const check = { action: 'publish', forbidden: FORBIDDEN } as const;
    const { project } = await changeProject(app.db, actor, projectId, check, async (trx, before) => {
      if (before.published === published) return;
      await trx
        .updateTable('projects')
        .set({ published, updated_at: sql<Date>`now()` })
        .where('id', '=', projectId)
        .execute();
      await logProjectEvent(trx, { projectId, userId: actor.id, action: published ? 'published' : 'unpublished' });
    });
    return { message: published ? PUBLISHED : UNPUBLISHED, project };
  });

  app.post('/:id/allow-portfolio', { schema: AllowPortfolioSchema }, async (request) => {
    const actor = currentUser(request);
    const projectId = request.params.id;
    const { allow } = request.body;
    const check = { action: 'publish', forbidden: FORBIDDEN } as const;
    const { project } = await changeProject(app.db, actor, projectId, check, async (trx, before) => {
      if (before.allow_portfolio === allow) return;
      await trx
        .updateTable('projects')
        .set({ allow_portfolio: allow, updated_at: sql<Date>`now()` })
        .where('id', '=', projectId)
        .execute();
      await logProjectEvent(trx, { projectId, userId: actor.id, action: 'portfolio', details: { allow } });
    });
    return { message: PORTFOLIO_SAVED, project };
  });
};

export default publishingRoutes;
