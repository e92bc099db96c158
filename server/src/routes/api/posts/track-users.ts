// POST /api/posts/:id/track-users: the caller acknowledges a memo, or marks a post read or unread.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequestError, NotFoundError } from '../../../errors';
import { authorize } from '../../../policies';
import { findReadablePost, trackPost } from '../../../repositories/posts';
import { TrackUsersSchema } from '../../../schemas/post';
import { currentUser } from '../../current-user';
import { POST_NOT_FOUND } from './load';

const trackPostRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/track-users', { schema: TrackUsersSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listPosts', 'studio', null, 'Feeds are for contributors');
    const { okBy, readBy, markAsRead } = request.body;
    const read = readBy ?? markAsRead;
    if (okBy === undefined && read === undefined) throw new BadRequestError('body must have okBy, readBy or markAsRead');
    await app.db.transaction().execute(async (trx) => {
      // findReadablePost applies the post `read` rule in SQL: an unreadable post is "not found".
      const post = await findReadablePost(trx, actor, request.params.id);
      if (!post) throw new NotFoundError(POST_NOT_FOUND);
      await trackPost(trx, actor, post.id, { ok: okBy, read });
    });
    return { message: okBy ? 'Memo acknowledged' : read === false ? 'Marked as unread' : 'Marked as read' };
  });
};

export default trackPostRoute;
