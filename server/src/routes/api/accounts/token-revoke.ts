// DELETE /api/accounts/tokens/:id: revokes one of the caller's tokens; every later call with it is refused (401).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../../errors';
import { revokeUserApiToken } from '../../../repositories/api-tokens';
import { API_TOKEN_REVOKED, RevokeApiTokenSchema } from '../../../schemas/api-token';
import { currentUser } from '../../current-user';

export const API_TOKEN_NOT_FOUND = 'No such API token';

const tokenRevokeRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.delete('/tokens/:id', { schema: RevokeApiTokenSchema, config: { sessionOnly: true } }, async (request) => {
    const row = await revokeUserApiToken(app.db, currentUser(request).id, request.params.id);
    if (!row) throw new NotFoundError(API_TOKEN_NOT_FOUND);
    return { message: API_TOKEN_REVOKED };
  });
};

export default tokenRevokeRoute;
