// Renaming a project (issue 8). Each change: authenticate → validate (schema) → the one executor (services/locked-
// project.ts: lock the project's row → may the caller read it (404) and take the action (403, policies) → does its
// state allow it now (409, domain/project-states on the locked row)) → write, log, notify → present. Two PMs
// changing status at once therefore happen one after the other, and the second is judged on what the first left.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequestError } from '../../../errors';
import { presentProjectView } from '../../../presenters/project';
import { logProjectEvent } from '../../../repositories/project-logs';
import { updateProject } from '../../../repositories/projects';
import { withLockedProject } from '../../../services/locked-project';
import { currentUser } from '../../current-user';
import { RenameProjectSchema } from '../../../schemas/project-workflow';

const renameRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id', { schema: RenameProjectSchema }, async (request) => {
    const actor = currentUser(request);
    const title = request.body.title.trim();
    if (!title) throw new BadRequestError('title must not be blank');
    const { result, after } = await withLockedProject(
      app.db,
      actor,
      request.params.id,
      { action: 'rename' },
      async (trx, project) => {
        if (project.title !== title) {
          await updateProject(trx, project.id, { title });
          await logProjectEvent(trx, {
            projectId: project.id,
            userId: actor.id,
            action: 'rename',
            details: { title: { from: project.title, to: title } },
          });
        }
        return { message: 'Project renamed' };
      },
    );
    return { ...result, project: presentProjectView(after) };
  });
};

export default renameRoutes;
