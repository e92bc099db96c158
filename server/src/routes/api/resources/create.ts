// POST /api/resources: a contributor adds a sample.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorize } from '../../../policies';
import { presentResource } from '../../../presenters/resource';
import { findResource, insertResource } from '../../../repositories/resources';
import { CreateResourceSchema, SAMPLE_ADDED } from '../../../schemas/resource';
import { currentUser } from '../../current-user';
import { NOT_CONTRIBUTOR, ownImage, sampleTitle, sampleValues } from './samples';

const createResourceRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('', { schema: CreateResourceSchema }, async (request, reply) => {
    const actor = currentUser(request);
    authorize(actor, 'create', 'resource', { createdBy: actor.id }, NOT_CONTRIBUTOR);
    const { type, props } = request.body;
    const title = sampleTitle(props);
    const resource = await app.db.transaction().execute(async (trx) => {
      const fileId = await ownImage(trx, actor, props.fileId);
      const id = await insertResource(trx, { type, createdBy: actor.id, ...sampleValues(props, title, fileId) });
      return findResource(trx, id);
    });
    reply.code(201);
    return { message: SAMPLE_ADDED, resource: presentResource(resource!, actor) };
  });
};

export default createResourceRoute;
