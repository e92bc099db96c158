// GET /api/resources: resources of a type (the Tools library's samples).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorize } from '../../../policies';
import { presentResource } from '../../../presenters/resource';
import { listResources } from '../../../repositories/resources';
import { ListResourcesSchema } from '../../../schemas/resource';
import { currentUser } from '../../current-user';
import { NOT_CONTRIBUTOR } from './samples';

const listResourcesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: ListResourcesSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'read', 'resource', { createdBy: null }, NOT_CONTRIBUTOR);
    const { rows, hasMore } = await listResources(app.db, request.query);
    return {
      resources: rows.map((row) => presentResource(row, actor)),
      skip: request.query.skip + rows.length,
      hasMore,
    };
  });
};

export default listResourcesRoute;
