import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ref } from '../../../schemas/common';
import { RemoteRegistry } from '../../../schemas/session';
import remoteVersionsRoute from './versions';

export const GetRemotesSchema = {
  operationId: 'getRemotes',
  tags: ['session'],
  summary: 'The registry of deployed remotes (public)',
  security: [],
  response: { 200: ref(RemoteRegistry) },
};

const remoteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: GetRemotesSchema, config: { public: true, termsExempt: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.remoteRegistry.read();
  });
  await app.register(remoteVersionsRoute);
};

export default remoteRoutes;
