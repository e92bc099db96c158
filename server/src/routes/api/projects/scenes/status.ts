// Set or clear a scene's status: `POST /api/projects/{id}/scenes/{sceneId}/status` (each role its own statuses).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SCENE_STATUSES } from '../../../../db/types';
import { ForbiddenError } from '../../../../errors';
import { settableSceneStatuses } from '../../../../policies';
import { logProjectEvent } from '../../../../repositories/project-logs';
import { projectTarget, updateProject } from '../../../../repositories/projects';
import { updateScene } from '../../../../repositories/scenes';
import { currentUser } from '../../../current-user';
import { SetSceneStatusSchema } from '../../../../schemas/scene';
import { withLockedSection } from '../../../../services/locked-project';
import { sceneCheck, sceneOf } from '../../../../services/scenes';
import { sceneAnswer } from './scene-answer';

const sceneStatusRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/scenes/:sceneId/status', { schema: SetSceneStatusSchema }, async (request) => {
    const actor = currentUser(request);
    const { status } = request.body;
    return withLockedSection(app.db, actor, request.params.id, sceneCheck('setStatus'), async (trx, project) => {
      const scene = await sceneOf(trx, project.id, request.params.sceneId);
      const settable = settableSceneStatuses(actor, projectTarget(project));
      // Clearing a status is the PMs' (they set every status); others set only the ones their role owns.
      const allowed = status === null ? settable.length === SCENE_STATUSES.length : settable.includes(status);
      if (!allowed) {
        throw new ForbiddenError(
          status === null
            ? "Only the project's PMs may clear a scene status"
            : `You may set ${settable.map((s) => `'${s}'`).join(', ')} only; '${status}' is for the project's PMs or another role`,
        );
      }
      if (scene.status !== status) {
        await updateScene(trx, scene.id, { status });
        await logProjectEvent(trx, {
          projectId: project.id,
          userId: actor.id,
          action: 'scene-status',
          details: { sceneId: scene.id, scene: scene.position + 1, from: scene.status, to: status },
        });
        await updateProject(trx, project.id);
      }
      return sceneAnswer(trx, actor, project, scene.id, 'Scene status updated');
    });
  });
};

export default sceneStatusRoute;
