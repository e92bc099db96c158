// My List (issue 8): a PM adds the project to their own list, or takes it off. Each change: authenticate → validate
// (schema) → the one executor (services/locked-project.ts: lock the project's row → may the caller read it (404) and
// take the action (403, policies) → does its state allow it now (409, domain/project-states on the locked row)) →
// write, log, notify → present. Two PMs changing status at once therefore happen one after the other, and the second
// is judged on what the first left.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { presentProjectView } from '../../../presenters/project';
import { logProjectEvent } from '../../../repositories/project-logs';
import { toggleListedBy } from '../../../repositories/project-workflow';
import { updateProject } from '../../../repositories/projects';
import { withLockedProject } from '../../../services/locked-project';
import { currentUser } from '../../current-user';
import { ToggleListedBySchema } from '../../../schemas/project-workflow';

const myListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/listedby', { schema: ToggleListedBySchema }, async (request) => {
    const actor = currentUser(request);
    const { result, after } = await withLockedProject(
      app.db,
      actor,
      request.params.id,
      { action: 'listedBy' },
      async (trx, project) => {
        const added = await toggleListedBy(trx, project.id, actor.id);
        await updateProject(trx, project.id, {});
        await logProjectEvent(trx, { projectId: project.id, userId: actor.id, action: 'listedBy', details: { added } });
        return { message: added ? 'Project added to My List' : 'Project removed from My List', added };
      },
    );
    return { ...result, project: presentProjectView(after) };
  });
};

export default myListRoutes;
