// GET /api/remotes/versions: each remote's deployed versions, for the shell's per-browser override panel.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorize } from '../../../policies';
import { GetRemoteVersionsSchema, REMOTE_OVERRIDE_REFUSED } from '../../../schemas/remote-versions';
import { readRemoteVersions } from '../../../services/remote-versions';
import { currentUser } from '../../current-user';

const remoteVersionsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/versions', { schema: GetRemoteVersionsSchema }, async (request, reply) => {
    const actor = currentUser(request);
    authorize(
      actor,
      'choose',
      'remoteVersion',
      { overridesForAll: app.config.remoteOverridesForAll ?? false },
      REMOTE_OVERRIDE_REFUSED,
    );
    reply.header('cache-control', 'no-cache');
    return { remotes: await readRemoteVersions(app.deployStore) };
  });
};

export default remoteVersionsRoute;
