// GET /api/projects/counts: how many projects each of the list screen's tabs holds.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cachedJson } from '../../../plugins/read-cache';
import { authorize } from '../../../policies';
import { countProjects } from '../../../repositories/projects';
import { ProjectCountsSchema } from '../../../schemas/project-endpoints';
import { currentUser } from '../../current-user';

const projectCountsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/counts', { schema: ProjectCountsSchema }, async (request, reply) => {
    const actor = currentUser(request);
    authorize(actor, 'listProjects', 'studio', null);
    // An admin's counts pass over every project's status: kept until the data changes ("Reads kept in memory").
    return cachedJson(request, reply, `project-counts:${actor.id}`, async () => ({
      counts: await countProjects(app.db, actor),
    }));
  });
};

export default projectCountsRoute;
