import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { presentSessionUser } from '../../../presenters/user';
import { GetSessionSchema } from '../../../schemas/session';
import { currentUser } from '../../current-user';

const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: GetSessionSchema, config: { termsExempt: true } }, async (request) => ({
    user: presentSessionUser(currentUser(request)),
  }));
};

export default sessionRoutes;
