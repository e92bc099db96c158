// POST /api/projects: create a project (a client's order tells the studio).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { newChecklist } from '../../../domain/checklist';
import { BadRequestError } from '../../../errors';
import { authorize, can } from '../../../policies';
import { presentProjectListItem } from '../../../presenters/project';
import { findVisibleProject, insertProject } from '../../../repositories/projects';
import { CreateProjectSchema } from '../../../schemas/project-endpoints';
import { notifyClientOrder } from '../../../services/project-notifications';
import { currentUser } from '../../current-user';

const createProjectRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('', { schema: CreateProjectSchema }, async (request, reply) => {
    const actor = currentUser(request);
    authorize(actor, 'createProject', 'studio', null);
    const title = request.body.title.trim();
    if (!title) throw new BadRequestError('title must not be blank');
    const addToMyProjects = Boolean(request.body.addToMyProjects) && can(actor, 'addToMyProjects', 'studio', null);
    const project = await app.db.transaction().execute(async (trx) => {
      const values = { title, created_by: actor.id, checklist: JSON.stringify(newChecklist()) };
      const id = await insertProject(trx, values, actor.id, { listedBy: addToMyProjects });
      if (actor.level === 'client') await notifyClientOrder(trx, { id, title }, actor);
      return findVisibleProject(trx, actor, id);
    });
    if (!project) throw new Error('created project is not visible to its creator');
    reply.code(201);
    return { message: 'Project created', project: presentProjectListItem(project, actor) };
  });
};

export default createProjectRoute;
