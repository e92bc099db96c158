// GET /api/projects: the caller's page of projects (the list screen's tabs and filters).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorize } from '../../../policies';
import { presentProjectListItem } from '../../../presenters/project';
import { listProjects } from '../../../repositories/projects';
import { ListProjectsSchema } from '../../../schemas/project-endpoints';
import { currentUser } from '../../current-user';

const listProjectsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: ListProjectsSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listProjects', 'studio', null);
    const { projects, hasMore } = await listProjects(app.db, actor, request.query);
    return {
      projects: projects.map((project) => presentProjectListItem(project, actor)),
      skip: request.query.skip + projects.length,
      hasMore,
    };
  });
};

export default listProjectsRoute;
