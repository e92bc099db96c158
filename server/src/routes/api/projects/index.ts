// /api/projects: one file per thing a project page does, named by it (list, search, counts, create, read, cost, quote,
// checklist, specs, …), each registered here; the scene and Media routes under /api/projects/{id} are in scenes/ and
// social-media/ (registered by routes/api/index.ts). docs/routes.md maps every path to its file.
import type { FastifyPluginAsync } from 'fastify';
import benchFloorRoutes from './bench-floor';
import checklistRoutes from './checklist';
import collaboratorRoutes from './collaborators';
import projectCostRoute from './cost';
import projectCountsRoute from './counts';
import createProjectRoute from './create';
import createFromPostRoutes from './create-from-post';
import docRoutes from './docs';
import driveRoutes from './drive';
import duplicateRoutes from './duplicate';
import earningsRoutes from './earnings';
import flagRoutes from './flags';
import listProjectsRoute from './list';
import logRoutes from './logs';
import myListRoutes from './my-list';
import overviewRoutes from './overview';
import publicViewRoutes from './public';
import publishingRoutes from './publishing';
import projectQuoteRoute from './quote';
import rawScriptRoutes from './raw-script';
import readProjectRoute from './read';
import renameRoutes from './rename';
import reviewFeedbackRoutes from './review-feedback';
import reviewLinkRoutes from './review-links';
import scriptSplitRoutes from './script-split';
import searchProjectsRoute from './search';
import specsRoutes from './specs';
import statusRoutes from './status';
import storyboardBriefRoutes from './storyboard-brief';
import transferRoutes from './transfer';

const projectRoutes: FastifyPluginAsync = async (app) => {
  // One file per thing a project page does, named by it.
  for (const routes of [
    listProjectsRoute,
    searchProjectsRoute,
    projectCountsRoute,
    createProjectRoute,
    readProjectRoute,
    projectCostRoute,
    projectQuoteRoute,
    checklistRoutes,
    specsRoutes,
    rawScriptRoutes,
    storyboardBriefRoutes,
    collaboratorRoutes,
    docRoutes,
    driveRoutes,
    earningsRoutes,
    publishingRoutes,
    duplicateRoutes,
    createFromPostRoutes,
    transferRoutes,
    renameRoutes,
    statusRoutes,
    flagRoutes,
    myListRoutes,
    logRoutes,
    reviewLinkRoutes,
    reviewFeedbackRoutes,
  ]) {
    await app.register(routes);
  }
  await app.register(publicViewRoutes);
  await app.register(scriptSplitRoutes);
  await app.register(overviewRoutes);
  await app.register(benchFloorRoutes);
};

export default projectRoutes;
