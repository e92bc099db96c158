// The project's end credits, edited beside its scenes (scene policy `editCredits`): `POST` / `DELETE /api/projects/{id}/credits`.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { presentProjectView } from '../../../../presenters/project';
import { updateProject } from '../../../../repositories/projects';
import { currentUser } from '../../../current-user';
import { RemoveCreditsSchema, UpdateCreditsSchema } from '../../../../schemas/scene';
import { readProjectView, withLockedSection } from '../../../../services/locked-project';
import { sceneCheck } from '../../../../services/scenes';

const creditsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/credits', { schema: UpdateCreditsSchema }, async (request) => {
    const actor = currentUser(request);
    return withLockedSection(app.db, actor, request.params.id, sceneCheck('editCredits'), async (trx, project) => {
      await updateProject(trx, project.id, { credits: request.body.credits.trim() });
      return { message: 'Updated credits', project: presentProjectView(await readProjectView(trx, actor, project.id)) };
    });
  });

  app.delete('/:id/credits', { schema: RemoveCreditsSchema }, async (request) => {
    const actor = currentUser(request);
    return withLockedSection(app.db, actor, request.params.id, sceneCheck('editCredits'), async (trx, project) => {
      await updateProject(trx, project.id, { credits: '' });
      return { message: 'Deleted credits', project: presentProjectView(await readProjectView(trx, actor, project.id)) };
    });
  });
};

export default creditsRoutes;
