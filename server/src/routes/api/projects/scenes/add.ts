// Add a scene: `POST /api/projects/{id}/scenes` (at the end or at a position; the script recounted).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_SCENES } from '../../../../domain/scene-rules';
import { ConflictError } from '../../../../errors';
import { insertScene, sceneOrder } from '../../../../repositories/scenes';
import { currentUser } from '../../../current-user';
import { CreateSceneSchema } from '../../../../schemas/scene';
import { withLockedSection } from '../../../../services/locked-project';
import { keepVersion } from '../../../../services/scene-versions';
import { sceneCheck, sceneOf } from '../../../../services/scenes';
import { sceneAnswer } from './scene-answer';
import { recountScript } from '../../../../services/script-counts';

const addSceneRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/scenes', { schema: CreateSceneSchema }, async (request, reply) => {
    const actor = currentUser(request);
    const text = (request.body.text ?? '').trim();
    const answer = await withLockedSection(app.db, actor, request.params.id, sceneCheck('addScene'), async (trx, project) => {
      const count = (await sceneOrder(trx, project.id)).length;
      if (count >= MAX_SCENES) throw new ConflictError(`A project holds at most ${MAX_SCENES} scenes`);
      const position = Math.min(request.body.position ?? count, count);
      const sceneId = await insertScene(trx, { projectId: project.id, position, text, userId: actor.id });
      if (text) await keepVersion(trx, actor, await sceneOf(trx, project.id, sceneId), 'text', 'Text edited');
      const counts = await recountScript(trx, actor, project.id);
      return { ...(await sceneAnswer(trx, actor, project, sceneId, 'Scene added')), ...counts };
    });
    reply.code(201);
    return answer;
  });
};

export default addSceneRoute;
