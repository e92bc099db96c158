import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../../errors';
import { authorize, can } from '../../../policies';
import { feedTarget, presentPost } from '../../../presenters/feed';
import { findFeedByName, findReadablePost, listPosts, trackPost } from '../../../repositories/posts';
import { currentUser } from '../../current-user';
import { commentCountsFor } from '../../../presenters/comment';
import { ListPostsSchema, TrackUsersSchema } from '../../../schemas/post';

const postRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: ListPostsSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listPosts', 'studio', null, 'Feeds are for contributors');
    const feed = await findFeedByName(app.db, request.query.feed);
    if (!feed) throw new NotFoundError(`Feed not found: ${request.query.feed}`);
    if (!can(actor, 'read', 'feed', feedTarget(feed))) throw new ForbiddenError('You may not read this feed');
    const { posts, hasMore } = await listPosts(app.db, actor, feed, request.query);
    // Comment counts for the page in one statement; the listed posts are ones the caller reads.
    const counts = await commentCountsFor(
      app.db,
      posts.map((post) => ({
        kind: 'post' as const,
        id: post.id,
        post: { feed: feedTarget(feed), userId: post.user_id, private: post.private, type: post.type },
      })),
      actor,
    );
    return { posts: posts.map((post) => ({ ...presentPost(post), commentCounts: counts.get(post.id) })), hasMore };
  });

  app.post('/:id/track-users', { schema: TrackUsersSchema }, async (request) => {
    const actor = currentUser(request);
    const { okBy, readBy, markAsRead } = request.body;
    const read = readBy ?? markAsRead;
    if (okBy === undefined && read === undefined) throw new BadRequestError('body must have okBy, readBy or markAsRead');
    await app.db.transaction().execute(async (trx) => {
      // findReadablePost applies the post `read` rule in SQL: an unreadable post is "not found".
      const post = await findReadablePost(trx, actor, request.params.id);
      if (!post) throw new NotFoundError('Post not found');
      await trackPost(trx, actor, post.id, { ok: okBy, read });
    });
    return { message: okBy ? 'Memo acknowledged' : read === false ? 'Marked as unread' : 'Marked as read' };
  });
};

export default postRoutes;
