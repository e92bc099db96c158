// GET /api/accounts/tokens: the caller's personal API tokens, newest first (never the tokens themselves).
// Session-only, like every token route: a token never lists, makes or revokes tokens (docs/decisions/server/0590).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { presentApiToken } from '../../../presenters/api-token';
import { listUserApiTokens } from '../../../repositories/api-tokens';
import { ListApiTokensSchema } from '../../../schemas/api-token';
import { currentUser } from '../../current-user';

const tokenListRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/tokens', { schema: ListApiTokensSchema, config: { sessionOnly: true } }, async (request) => {
    const { rows, total } = await listUserApiTokens(app.db, currentUser(request).id, request.query);
    return { tokens: rows.map(presentApiToken), total };
  });
};

export default tokenListRoute;
