// GET /api/feeds: the feeds the caller reads, with their post counts and people.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorize } from '../../../policies';
import { presentFeed } from '../../../presenters/feed';
import { countPostsByFeed, feedPeople, listReadableFeeds } from '../../../repositories/posts';
import { ListFeedsSchema } from '../../../schemas/feed';
import { currentUser } from '../../current-user';

const listFeedsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: ListFeedsSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listFeeds', 'studio', null, 'Feeds are for contributors');
    const feeds = await listReadableFeeds(app.db, actor);
    const [counts, people] = await Promise.all([countPostsByFeed(app.db, actor, feeds), feedPeople(app.db, feeds)]);
    return { feeds: feeds.map((feed) => presentFeed(feed, counts.get(feed.id) ?? 0, people)) };
  });
};

export default listFeedsRoute;
