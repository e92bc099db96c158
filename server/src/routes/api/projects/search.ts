// GET /api/projects/search: the global search's projects.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorize } from '../../../policies';
import { presentProjectSearchResult } from '../../../presenters/project';
import { searchProjects } from '../../../repositories/projects';
import { SearchProjectsSchema } from '../../../schemas/project-endpoints';
import { currentUser } from '../../current-user';

const searchProjectsRoute: FastifyPluginAsyncTypebox = async (app) => {
  // The global search (issue 18): a static path, so it wins over /:id.
  app.get('/search', { schema: SearchProjectsSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listProjects', 'studio', null);
    const { term, skip, limit } = request.query;
    if (!term.trim()) return { projects: [], skip, hasMore: false };
    const { projects, hasMore } = await searchProjects(app.db, actor, term.trim(), { skip, limit });
    return { projects: projects.map(presentProjectSearchResult), skip: skip + projects.length, hasMore };
  });
};

export default searchProjectsRoute;
