// The benchmark's floor for the feed list (npm run bench, only with BENCH_FLOOR=1): the queries GET /api/feeds runs
// (the feeds, their counts, their people) for the user named by `as`, with no session, policy, presenter or response
// schema work. The user is read once.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../../errors';
import type { Actor } from '../../../policies';
import { countPostsByFeed, feedPeople, listReadableFeeds } from '../../../repositories/posts';
import { findActor } from '../../../repositories/users';
import { FeedsBenchFloorSchema } from '../../../schemas/feed';

const benchFloorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (!app.config.benchFloor) return;
  const actors = new Map<string, Promise<Actor | undefined>>();
  app.get('/bench-floor', { config: { public: true }, schema: FeedsBenchFloorSchema }, async (request) => {
    const { as } = request.query;
    if (!actors.has(as)) actors.set(as, findActor(app.db, as));
    const actor = await actors.get(as);
    if (!actor) throw new NotFoundError('No such user');
    const feeds = await listReadableFeeds(app.db, actor);
    const [counts, people] = await Promise.all([countPostsByFeed(app.db, actor, feeds), feedPeople(app.db, feeds)]);
    return {
      feeds: feeds.map((feed) => ({ id: feed.id, postCount: counts.get(feed.id) ?? 0, people: feed.users.length })),
      people: people.size,
    };
  });
};

export default benchFloorRoutes;
