// DELETE /api/resources/:id: the adder, PMs and admins remove a resource.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../../errors';
import { authorize } from '../../../policies';
import { deleteResource, lockResource } from '../../../repositories/resources';
import { DeleteResourceSchema, RESOURCE_NOT_FOUND, SAMPLE_DELETED } from '../../../schemas/resource';
import { currentUser } from '../../current-user';
import { NOT_ADDER, NOT_CONTRIBUTOR } from './samples';

const removeResourceRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.delete('/:id', { schema: DeleteResourceSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'read', 'resource', { createdBy: null }, NOT_CONTRIBUTOR);
    await app.db.transaction().execute(async (trx) => {
      const row = await lockResource(trx, request.params.id);
      if (!row) throw new NotFoundError(RESOURCE_NOT_FOUND);
      authorize(actor, 'delete', 'resource', { createdBy: row.created_by }, NOT_ADDER.delete);
      await deleteResource(trx, row.id);
    });
    return { message: SAMPLE_DELETED };
  });
};

export default removeResourceRoute;
