// DELETE /api/feeds/:name: its creator or an admin removes a user feed.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ForbiddenError } from '../../../errors';
import { authorize, can } from '../../../policies';
import { deleteFeed, feedTargetOf, findFeedByName } from '../../../repositories/posts';
import { DeleteFeedSchema } from '../../../schemas/feed';
import { currentUser } from '../../current-user';
import { MAY_NOT_MANAGE, readable } from './load';

const removeFeedRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.delete('/:name', { schema: DeleteFeedSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listFeeds', 'studio', null, 'Feeds are for contributors');
    await app.db.transaction().execute(async (trx) => {
      const feed = readable(actor, await findFeedByName(trx, request.params.name));
      if (!can(actor, 'manage', 'feed', feedTargetOf(feed))) throw new ForbiddenError(MAY_NOT_MANAGE);
      await deleteFeed(trx, feed.id);
    });
    return { message: 'Feed removed' };
  });
};

export default removeFeedRoute;
