// Reorder scenes: `POST /api/projects/{id}/scenes/sort` moves one scene from a position to another.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConflictError } from '../../../../errors';
import { updateProject } from '../../../../repositories/projects';
import { moveScene, sceneOrder } from '../../../../repositories/scenes';
import { currentUser } from '../../../current-user';
import { SortScenesSchema } from '../../../../schemas/scene';
import { withLockedSection } from '../../../../services/locked-project';
import { sceneCheck } from '../../../../services/scenes';

const sortScenesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/scenes/sort', { schema: SortScenesSchema }, async (request) => {
    const actor = currentUser(request);
    const { from, to, sceneId } = request.body;
    return withLockedSection(app.db, actor, request.params.id, sceneCheck('sortScenes'), async (trx, project) => {
      const order = await sceneOrder(trx, project.id);
      if (from >= order.length)
        throw new ConflictError(`from: there is no scene at position ${from} (the project has ${order.length})`);
      if (to >= order.length) throw new ConflictError(`to: there is no position ${to} (the project has ${order.length} scenes)`);
      if (sceneId && order[from] !== sceneId) {
        throw new ConflictError('The scene order changed meanwhile: reload the scenes and move the scene again');
      }
      await moveScene(trx, project.id, from, to);
      await updateProject(trx, project.id);
      return { message: 'Updated scene order', order: await sceneOrder(trx, project.id) };
    });
  });
};

export default sortScenesRoute;
