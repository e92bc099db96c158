// A scene's text: save it (`POST /api/projects/{id}/scenes/{sceneId}`, a version kept) or remove the empty scene
// (`DELETE` the same path); the script is recounted.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConflictError } from '../../../../errors';
import { deleteScene, updateScene } from '../../../../repositories/scenes';
import { currentUser } from '../../../current-user';
import { RemoveSceneSchema, SaveSceneSchema } from '../../../../schemas/scene';
import { withLockedSection } from '../../../../services/locked-project';
import { keepVersion } from '../../../../services/scene-versions';
import { sceneCheck, sceneOf } from '../../../../services/scenes';
import { sceneAnswer } from './scene-answer';
import { recountScript } from '../../../../services/script-counts';

const sceneTextRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/scenes/:sceneId', { schema: SaveSceneSchema }, async (request) => {
    const actor = currentUser(request);
    const text = request.body.text.trim();
    return withLockedSection(app.db, actor, request.params.id, sceneCheck('editText'), async (trx, project) => {
      const scene = await sceneOf(trx, project.id, request.params.sceneId);
      if (scene.text !== text) {
        await updateScene(trx, scene.id, { text });
        await keepVersion(trx, actor, scene, 'text', 'Text edited');
      }
      const counts = await recountScript(trx, actor, project.id);
      return { ...(await sceneAnswer(trx, actor, project, scene.id, 'Changes have been saved')), ...counts };
    });
  });

  app.delete('/:id/scenes/:sceneId', { schema: RemoveSceneSchema }, async (request) => {
    const actor = currentUser(request);
    return withLockedSection(app.db, actor, request.params.id, sceneCheck('removeScene'), async (trx, project) => {
      const scene = await sceneOf(trx, project.id, request.params.sceneId);
      if (scene.text.trim()) throw new ConflictError('Can not remove scene with text');
      await deleteScene(trx, project.id, scene.id, scene.position);
      const counts = await recountScript(trx, actor, project.id);
      return { message: 'Scene removed', ...counts };
    });
  });
};

export default sceneTextRoutes;
