// The benchmark's floor for the feed (npm run bench, only with BENCH_FLOOR=1): the query GET /api/posts runs, for the
// user named by `as`, with no session, policy, presenter or response schema work. The user and the feed are read once.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../../errors';
import type { Actor } from '../../../policies';
import { findFeedByName, listPosts, type FeedRow } from '../../../repositories/posts';
import { findActor } from '../../../repositories/users';
import { PostsBenchFloorSchema } from '../../../schemas/post';

const benchFloorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (!app.config.benchFloor) return;
  const actors = new Map<string, Promise<Actor | undefined>>();
  const feeds = new Map<string, Promise<FeedRow | undefined>>();
  app.get(
    '/bench-floor',
    {
      config: { public: true },
      schema: PostsBenchFloorSchema,
    },
    async (request) => {
      const { as, feed: name } = request.query;
      if (!actors.has(as)) actors.set(as, findActor(app.db, as));
      if (!feeds.has(name)) feeds.set(name, findFeedByName(app.db, name));
      const [actor, feed] = await Promise.all([actors.get(as), feeds.get(name)]);
      if (!actor || !feed) throw new NotFoundError('No such user or feed');
      return listPosts(app.db, actor, feed, request.query);
    },
  );
};

export default benchFloorRoutes;
