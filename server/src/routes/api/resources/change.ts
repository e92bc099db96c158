// PUT /api/resources/{type}: the adder, PMs and admins change a resource's props.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../../errors';
import { authorize } from '../../../policies';
import { presentResource } from '../../../presenters/resource';
import { findResource, lockResource, updateResource } from '../../../repositories/resources';
import { RESOURCE_NOT_FOUND, SAMPLE_UPDATED, UpdateResourceSchema } from '../../../schemas/resource';
import { currentUser } from '../../current-user';
import { NOT_ADDER, NOT_CONTRIBUTOR, ownImage, sampleTitle, sampleValues } from './samples';

const changeResourceRoute: FastifyPluginAsyncTypebox = async (app) => {
  // PUT /{type} {_id, props}: the resource of that type, its props replaced whole. Its image stays when `fileId`
  // names it; a new one must be the caller's own upload of an image.
  app.put('/:type', { schema: UpdateResourceSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'read', 'resource', { createdBy: null }, NOT_CONTRIBUTOR);
    const { _id: id, props } = request.body;
    const title = sampleTitle(props);
    const resource = await app.db.transaction().execute(async (trx) => {
      const row = await lockResource(trx, id);
      if (!row || row.type !== request.params.type) throw new NotFoundError(RESOURCE_NOT_FOUND);
      authorize(actor, 'update', 'resource', { createdBy: row.created_by }, NOT_ADDER.update);
      const fileId = props.fileId === row.file_id ? row.file_id : await ownImage(trx, actor, props.fileId);
      await updateResource(trx, row.id, sampleValues(props, title, fileId));
      return findResource(trx, row.id);
    });
    return { message: SAMPLE_UPDATED, resource: presentResource(resource!, actor) };
  });
};

export default changeResourceRoute;
