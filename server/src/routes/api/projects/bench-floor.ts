// The benchmark's floor for the projects API (npm run bench, only with BENCH_FLOOR=1): the same queries
// GET /api/projects, GET /api/projects/{id} and GET /api/projects/search run, for the user named by `as`, with no session, policy, presenter
// or response schema work. The user is read once and kept (the floor measures the page query, not the sign-in).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Actor } from '../../../policies';
import { findProjectDetail, listProjects, searchProjects } from '../../../repositories/projects';
import { findActor } from '../../../repositories/users';
import { BenchFloorListSchema, BenchFloorReadSchema, BenchFloorSearchSchema } from '../../../schemas/project-endpoints';
import { NotFoundError } from '../../../errors';

const benchFloorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (!app.config.benchFloor) return;
  const actors = new Map<string, Promise<Actor | undefined>>();
  const actorOf = async (id: string) => {
    if (!actors.has(id)) actors.set(id, findActor(app.db, id));
    const actor = await actors.get(id);
    if (!actor) throw new NotFoundError('No such user');
    return actor;
  };
  const config = { public: true };
  app.get(
    '/bench-floor',
    {
      config,
      schema: BenchFloorListSchema,
    },
    async (request) => listProjects(app.db, await actorOf(request.query.as), request.query),
  );
  app.get(
    '/bench-floor/search',
    {
      config,
      schema: BenchFloorSearchSchema,
    },
    async (request) => {
      const { as, term, ...page } = request.query;
      return searchProjects(app.db, await actorOf(as), term, page);
    },
  );
  app.get(
    '/bench-floor/:id',
    { config, schema: BenchFloorReadSchema },
    async (request) => (await findProjectDetail(app.db, request.params.id, request.query.as)) ?? null,
  );
};

export default benchFloorRoutes;
