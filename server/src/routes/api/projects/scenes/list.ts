// A project's scenes in order, with the script's counts and what the caller may do: `GET /api/projects/{id}/scenes`.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { availableSceneActions, can, settableSceneStatuses } from '../../../../policies';
import { commentCountsFor } from '../../../../presenters/comment';
import { presentScene } from '../../../../presenters/scene';
import { projectTarget } from '../../../../repositories/projects';
import { countScenes, listScenes } from '../../../../repositories/scenes';
import { currentUser } from '../../../current-user';
import { ListScenesSchema } from '../../../../schemas/scene';
import { loadSectionFor } from '../../../../services/locked-project';
import { sceneCheck } from '../../../../services/scenes';

const listScenesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:id/scenes', { schema: ListScenesSchema }, async (request) => {
    const actor = currentUser(request);
    const project = await loadSectionFor(app.db, actor, request.params.id, sceneCheck('readVersions'));
    const target = projectTarget(project);
    const { sceneStatus } = request.query;
    const scenes = await listScenes(app.db, project.id, sceneStatus);
    const counts = await commentCountsFor(
      app.db,
      scenes.map((scene) => ({ kind: 'scene' as const, id: scene.id, project: target, projectId: project.id })),
      actor,
    );
    return {
      scenes: scenes.map((scene) => ({ ...presentScene(scene, actor, target), commentCounts: counts.get(scene.id) })),
      wordCount: project.word_count,
      characterCount: project.character_count,
      sceneCount: sceneStatus ? await countScenes(app.db, project.id) : scenes.length,
      ...(can(actor, 'seeInternals', 'project', target) ? { demonProof: project.demon_proof } : {}),
      actions: availableSceneActions(actor, target, project.status),
      settableStatuses: project.status === 'onhold' || project.status === 'trash' ? [] : settableSceneStatuses(actor, target),
    };
  });
};

export default listScenesRoute;
