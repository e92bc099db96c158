// The benchmark's floor for the message search (npm run bench, only with BENCH_FLOOR=1): the query
// GET /api/messages/search runs, for the user named by `as`, with no session, policy, presenter or response schema
// work. The user is read once.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../../errors';
import type { Actor } from '../../../policies';
import { searchMessages } from '../../../repositories/messages';
import { findActor } from '../../../repositories/users';
import { MessageSearchBenchFloorSchema } from '../../../schemas/message';

const benchFloorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (!app.config.benchFloor) return;
  const actors = new Map<string, Promise<Actor | undefined>>();
  app.get('/search/bench-floor', { config: { public: true }, schema: MessageSearchBenchFloorSchema }, async (request) => {
    const { as, term } = request.query;
    if (!actors.has(as)) actors.set(as, findActor(app.db, as));
    const actor = await actors.get(as);
    if (!actor) throw new NotFoundError('No such user');
    return { conversations: await searchMessages(app.db, actor, term.trim()) };
  });
};

export default benchFloorRoutes;
