// GET /api/accounts/me: the caller's account settings.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { presentAccountSettings } from '../../../presenters/account';
import { presentSessionUser } from '../../../presenters/user';
import { findUserRow, toActor } from '../../../repositories/users';
import { GetAccountSchema } from '../../../schemas/account';
import { currentUser } from '../../current-user';

const accountRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/me', { schema: GetAccountSchema, config: { termsExempt: true } }, async (request) => {
    const actor = currentUser(request);
    const row = await findUserRow(app.db, actor.id);
    return { user: presentSessionUser(toActor(row)), settings: presentAccountSettings(row) };
  });
};

export default accountRoute;
