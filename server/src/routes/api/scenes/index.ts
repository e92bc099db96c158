// Calls under /api/scenes: a scene's versions (spec doc 2 section 7 `GET /api/scenes/{id}/versions?type=`) and
// the Bravo board (my drawings other people liked). The project's own scene calls are in projects/scenes/.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../../errors';
import { authorize } from '../../../policies';
import { presentBravoDrawing, presentSceneVersion } from '../../../presenters/scene';
import { listBravo, listSceneVersions, sceneProjectId } from '../../../repositories/scenes';
import { currentUser } from '../../current-user';
import { BravoSchema, SceneVersionsSchema } from '../../../schemas/scene';
import { loadSectionFor } from '../../../services/locked-project';
import { SCENE_NOT_FOUND, sceneCheck } from '../../../services/scenes';

const sceneRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/bravo', { schema: BravoSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'readBravo', 'studio', null, 'The Bravo board is for contributors');
    const { skip, limit } = request.query;
    const rows = await listBravo(app.db, actor, { skip, limit });
    const drawings = rows.slice(0, limit).map(presentBravoDrawing);
    return { drawings, skip: skip + drawings.length, hasMore: rows.length > limit };
  });

  app.get('/:id/versions', { schema: SceneVersionsSchema }, async (request) => {
    const actor = currentUser(request);
    const projectId = await sceneProjectId(app.db, request.params.id);
    if (!projectId) throw new NotFoundError(SCENE_NOT_FOUND);
    try {
      await loadSectionFor(app.db, actor, projectId, sceneCheck('readVersions'));
    } catch (error) {
      // Whoever may not read the project learns nothing of its scenes.
      if (error instanceof NotFoundError) throw new NotFoundError(SCENE_NOT_FOUND);
      throw error;
    }
    const { type, skip, limit } = request.query;
    const rows = await listSceneVersions(app.db, request.params.id, { type, skip, limit });
    const versions = rows.slice(0, limit).map(presentSceneVersion);
    return { versions, skip: skip + versions.length, hasMore: rows.length > limit };
  });
};

export default sceneRoutes;
