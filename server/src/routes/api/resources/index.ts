// Resources (issue 10): typed shared material; `cover-title-sample` is the Tools library. Contributors list and add
// samples; the adder, PMs and admins change (PUT /{type}) and delete them (policies/resource.ts). A sample's image is
// the adder's own upload of an image (its variants serve the grid); its title is trimmed and must not be blank.
// One file per thing a person does: list, create, change, remove (samples.ts: what they share).
import type { FastifyPluginAsync } from 'fastify';
import changeResourceRoute from './change';
import createResourceRoute from './create';
import listResourcesRoute from './list';
import removeResourceRoute from './remove';

const resourceRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [listResourcesRoute, createResourceRoute, changeResourceRoute, removeResourceRoute]) {
    await app.register(routes);
  }
};

export default resourceRoutes;
