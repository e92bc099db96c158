// POST /api/accounts/tokens: a new personal API token of the caller (services/api-tokens.ts), shown in this answer only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { presentApiToken } from '../../../presenters/api-token';
import { API_TOKEN_CREATED, API_TOKEN_DEFAULT_DAYS, CreateApiTokenSchema } from '../../../schemas/api-token';
import { createApiToken } from '../../../services/api-tokens';
import { currentUser } from '../../current-user';

const tokenCreateRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/tokens', { schema: CreateApiTokenSchema, config: { sessionOnly: true } }, async (request) => {
    const { token, row } = await createApiToken(app.db, {
      userId: currentUser(request).id,
      name: request.body.name.trim(),
      readOnly: request.body.scope === 'read',
      days: request.body.days ?? API_TOKEN_DEFAULT_DAYS,
    });
    return { message: API_TOKEN_CREATED, token, apiToken: presentApiToken(row) };
  });
};

export default tokenCreateRoute;
