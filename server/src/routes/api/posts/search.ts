// GET /api/posts/search: search the posts of every feed the caller reads.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorize } from '../../../policies';
import { presentPosts } from '../../../presenters/feed';
import { findFeedsByIds, searchPosts, type FeedRow } from '../../../repositories/posts';
import { SearchPostsSchema } from '../../../schemas/post';
import { currentUser } from '../../current-user';

const searchPostsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/search', { schema: SearchPostsSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listPosts', 'studio', null, 'Feeds are for contributors');
    const term = request.query.term.trim();
    if (!term) return { posts: [] };
    const posts = await searchPosts(app.db, actor, term);
    const feeds = await findFeedsByIds(app.db, [...new Set(posts.map((post) => post.feed_id))]);
    return { posts: await presentPosts(app.db, actor, posts, (post) => feeds.get(post.feed_id) as FeedRow) };
  });
};

export default searchPostsRoute;
