// My List (issue 8): a PM adds the project to their own list, or takes it off. Each change: authenticate → validate
// (schema) → the one executor (services/locked-project.ts: lock the project's row → may the caller read it (404) and
// take the action (403, policies) → does its state allow it now (409, domain/project-states on the locked row)) →
// write, log, notify → present. Two PMs changing status at once therefore happen one after the other, and the second
// is judged on what the first left.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { presentProjectView } from '../../../presenters/project';
import { logProjectEvent } from '../../../repositories/project-logs';
import { setListedBy } from '../../../repositories/project-workflow';
import { updateProject } from '../../../repositories/projects';
import { withLockedProject } from '../../../services/locked-project';
import { currentUser } from '../../current-user';
import { ToggleListedBySchema } from '../../../schemas/project-workflow';

const myListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:id/listedby',
    {
      schema: ToggleListedBySchema,
      // The spec's call has no body (it flips); a body without `value` flips too.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const { result, after } = await withLockedProject(
        app.db,
        actor,
        request.params.id,
        { action: 'listedBy' },
        async (trx, project) => {
          const wanted = request.body.value ?? !project.listed_by_me;
          if (wanted !== project.listed_by_me) {
            await setListedBy(trx, project.id, actor.id, wanted);
            await updateProject(trx, project.id, {});
            await logProjectEvent(trx, {
              projectId: project.id,
              userId: actor.id,
              action: 'listedBy',
              details: { added: wanted },
            });
          }
          return { message: wanted ? 'Project added to My List' : 'Project removed from My List', added: wanted };
        },
      );
      return { ...result, project: presentProjectView(after) };
    },
  );
};

export default myListRoutes;
