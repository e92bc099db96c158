import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorize } from '../../../policies';
import { presentFeed } from '../../../presenters/feed';
import { countPostsByFeed, listReadableFeeds } from '../../../repositories/posts';
import { currentUser } from '../../current-user';
import { ListFeedsSchema } from '../../../schemas/feed';

const feedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: ListFeedsSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listFeeds', 'studio', null, 'Feeds are for contributors');
    const feeds = await listReadableFeeds(app.db, actor);
    const counts = await countPostsByFeed(app.db, actor, feeds);
    return { feeds: feeds.map((feed) => presentFeed(feed, counts.get(feed.id) ?? 0)) };
  });
};

export default feedRoutes;
