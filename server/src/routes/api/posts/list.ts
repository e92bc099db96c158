// GET /api/posts: a feed's page of posts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ForbiddenError, NotFoundError } from '../../../errors';
import { authorize, can } from '../../../policies';
import { presentPosts } from '../../../presenters/feed';
import { feedTargetOf, findFeedByName, listPosts } from '../../../repositories/posts';
import { ListPostsSchema } from '../../../schemas/post';
import { currentUser } from '../../current-user';

const listPostsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: ListPostsSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listPosts', 'studio', null, 'Feeds are for contributors');
    const feed = await findFeedByName(app.db, request.query.feed);
    if (!feed) throw new NotFoundError(`Feed not found: ${request.query.feed}`);
    if (!can(actor, 'read', 'feed', feedTargetOf(feed))) throw new ForbiddenError('You may not read this feed');
    const { posts, hasMore } = await listPosts(app.db, actor, feed, request.query);
    // The listed posts are ones the caller reads; the page's comment counts come in one statement.
    return { posts: await presentPosts(app.db, actor, posts, () => feed), hasMore };
  });
};

export default listPostsRoute;
