// Routes declaring `config: { userLimit: '<action>' }` count each signed-in caller's request against their
// per-user limit before the handler runs (services/user-limits.ts); past it they answer 429 with Retry-After.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

import { consumeUserLimit } from '../services/user-limits';

async function userLimitsPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', async (request) => {
    const action = request.routeOptions.config?.userLimit;
    if (!action || !request.user) return;
    await consumeUserLimit(app.db, app.config.userLimits, request.user.id, action);
  });
}

export default fp(userLimitsPlugin, { name: 'user-limits', dependencies: ['session'] });
