// DELETE /api/webhooks/:id: deletes an endpoint and its delivery log; nothing more is sent to it (admins).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../../errors';
import { authorize } from '../../../policies';
import { deleteWebhookEndpoint } from '../../../repositories/webhooks';
import { DeleteWebhookSchema, WEBHOOK_DELETED, WEBHOOK_FORBIDDEN, WEBHOOK_NOT_FOUND } from '../../../schemas/webhook';
import { currentUser } from '../../current-user';

const webhookDeleteRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.delete('/:id', { schema: DeleteWebhookSchema }, async (request) => {
    authorize(currentUser(request), 'delete', 'webhook', null, WEBHOOK_FORBIDDEN);
    if (!(await deleteWebhookEndpoint(app.db, request.params.id))) throw new NotFoundError(WEBHOOK_NOT_FOUND);
    return { message: WEBHOOK_DELETED };
  });
};

export default webhookDeleteRoute;
