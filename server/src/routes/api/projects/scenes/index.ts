// A project's scenes, under /api/projects/{id}/scenes (spec doc 2 section 7), one file per thing a person does:
// list, add, sort (reorder), text (save, remove), image (upload, remove, download, numbers), sketch, status, like,
// board; and the project's credits (`/api/projects/{id}/credits`, edited beside the scenes). Each change: validate
// → the one project executor with the scene check (services/scenes.ts) → answer as the caller sees it.
import type { FastifyPluginAsync } from 'fastify';
import addSceneRoute from './add';
import sceneBoardRoute from './board';
import creditsRoutes from './credits';
import sceneImageRoutes from './image';
import sceneLikeRoutes from './like';
import listScenesRoute from './list';
import sceneSketchRoutes from './sketch';
import sortScenesRoute from './sort';
import sceneStatusRoute from './status';
import sceneTextRoutes from './text';

const projectSceneRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [
    listScenesRoute,
    addSceneRoute,
    sortScenesRoute,
    sceneTextRoutes,
    sceneImageRoutes,
    sceneSketchRoutes,
    sceneStatusRoute,
    sceneLikeRoutes,
    sceneBoardRoute,
    creditsRoutes,
  ]) {
    await app.register(routes);
  }
};

export default projectSceneRoutes;
