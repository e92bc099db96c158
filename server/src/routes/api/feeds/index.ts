// Calls under /api/feeds (spec doc 2 section 7): the feeds the caller reads, and creating, editing (name,
// description, icon, people) and removing user feeds (section 6: admins create; the creator and admins edit and
// remove; system, aggregate, level and role feeds are not edited here).
// One file per thing a person does: list, create, edit, remove (load.ts: what they share; bench-floor.ts: the
// benchmark's floor).
import type { FastifyPluginAsync } from 'fastify';
import benchFloorRoutes from './bench-floor';
import createFeedRoute from './create';
import editFeedRoute from './edit';
import listFeedsRoute from './list';
import removeFeedRoute from './remove';

const feedRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [benchFloorRoutes, listFeedsRoute, createFeedRoute, editFeedRoute, removeFeedRoute]) {
    await app.register(routes);
  }
};

export default feedRoutes;
