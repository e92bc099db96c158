// The project page's calls about people and copies: collaborators, docs, drive, earnings, publishing,
// duplicate / create from a post, and transfer. One registration in the project routes.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import collaboratorRoutes from './collaborators';
import copyRoutes from './copies';
import docRoutes from './docs';
import driveRoutes from './drive';
import earningsRoutes from './earnings';
import publishingRoutes from './publishing';
import transferRoutes from './transfer';

const projectPeopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const routes of [
    collaboratorRoutes,
    docRoutes,
    driveRoutes,
    earningsRoutes,
    publishingRoutes,
    copyRoutes,
    transferRoutes,
  ]) {
    await app.register(routes);
  }
};

export default projectPeopleRoutes;
