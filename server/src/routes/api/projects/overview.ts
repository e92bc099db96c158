// GET /api/projects/overview: the overview board (spec doc 2 "Project overview board"), for admins. Each of the
// five columns asks for its own pages, so the board stays quick however many projects there are.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorize } from '../../../policies';
import { countOverviewColumn, listOverviewColumn, type OverviewCardRow } from '../../../repositories/project-overview';
import { iso } from '../../../presenters/dates';
import type { OverviewCardJson } from '../../../schemas/project';
import { currentUser } from '../../current-user';
import { ProjectOverviewSchema } from '../../../schemas/project-overview';

export const OVERVIEW_FOR_ADMINS = 'The overview board is for admins';

function presentCard(card: OverviewCardRow): OverviewCardJson {
  return {
    _id: card.id,
    title: card.title,
    updated: iso(card.updated_at),
    // Projects have no cover image yet (the covers issue adds them); the card shows none until then.
    thumbnail: null,
    collabs: card.collabs,
    level: card.level,
  };
}

const overviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/overview', { schema: ProjectOverviewSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'projectOverview', 'studio', null, OVERVIEW_FOR_ADMINS);
    const [{ cards, hasMore }, count] = await Promise.all([
      listOverviewColumn(app.db, request.query),
      countOverviewColumn(app.db, request.query.status),
    ]);
    return { projects: cards.map(presentCard), count, hasMore };
  });
};

export default overviewRoutes;
