import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { presentSessionUser } from '../../../presenters/user';
import { ref, responses } from '../../../schemas/common';
import { SessionUser } from '../../../schemas/session';
import { currentUser } from '../../current-user';

export const GetSessionSchema = {
  operationId: 'getSession',
  tags: ['session'],
  summary: 'The signed-in user',
  response: responses({ 200: Type.Object({ user: ref(SessionUser) }) }),
};

const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: GetSessionSchema, config: { termsExempt: true } }, async (request) => ({
    user: presentSessionUser(currentUser(request)),
  }));
};

export default sessionRoutes;
