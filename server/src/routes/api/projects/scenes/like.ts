// Like a scene or take the like back: `POST /api/projects/{id}/scenes/{sceneId}/like`, `…/unlike`.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { likeScene, unlikeScene } from '../../../../repositories/scenes';
import { currentUser } from '../../../current-user';
import { LikeSceneSchema, UnlikeSceneSchema } from '../../../../schemas/scene';
import { withLockedSection } from '../../../../services/locked-project';
import { sceneCheck, sceneOf } from '../../../../services/scenes';
import { sceneAnswer } from './scene-answer';

const sceneLikeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/scenes/:sceneId/like', { schema: LikeSceneSchema }, async (request) => {
    const actor = currentUser(request);
    return withLockedSection(app.db, actor, request.params.id, sceneCheck('likeScene'), async (trx, project) => {
      const scene = await sceneOf(trx, project.id, request.params.sceneId);
      await likeScene(trx, scene.id, actor.id);
      return sceneAnswer(trx, actor, project, scene.id, 'Scene liked');
    });
  });

  app.post('/:id/scenes/:sceneId/unlike', { schema: UnlikeSceneSchema }, async (request) => {
    const actor = currentUser(request);
    return withLockedSection(app.db, actor, request.params.id, sceneCheck('likeScene'), async (trx, project) => {
      const scene = await sceneOf(trx, project.id, request.params.sceneId);
      await unlikeScene(trx, scene.id, actor.id);
      return sceneAnswer(trx, actor, project, scene.id, 'Like removed');
    });
  });
};

export default sceneLikeRoutes;
