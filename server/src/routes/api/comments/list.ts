// GET /api/comments: a page of an item's comments in one tab, with the tabs the caller sees and whether they may post.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CommentTag } from '../../../db/types';
import { ForbiddenError } from '../../../errors';
import { can, readableCommentTags, readsCommentItem } from '../../../policies';
import { presentComment, presentCommentCounts, visibleTabs } from '../../../presenters/comment';
import { countComments, listReplies, listTopComments } from '../../../repositories/comments';
import { ListCommentsSchema } from '../../../schemas/comment';
import { currentCaller } from '../../current-user';
import { loadItem, TAB_FORBIDDEN } from './load';

const listCommentsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: ListCommentsSchema, config: { anonymousReadable: true } }, async (request) => {
    const caller = currentCaller(request);
    const { itemId, skip, limit } = request.query;
    const tag: CommentTag = request.query.tag ?? '';
    const item = await loadItem(app.db, caller, itemId);
    const raw = await countComments(app.db, [item.id], caller.id);
    const counts = presentCommentCounts(raw, item.id, item, caller);
    const tabs = visibleTabs(caller, item, counts);
    const readable = readableCommentTags(caller, item);
    let onlyBy: string | undefined;
    if (!readable.includes(tag)) {
      // Someone who wrote in #private and is not (or no longer) the item's PM reads their own there.
      if (tag === 'private' && caller.id !== null && readsCommentItem(caller, item)) onlyBy = caller.id;
      else throw new ForbiddenError(TAB_FORBIDDEN);
    }
    const top = await listTopComments(app.db, item.id, tag, { skip, limit, onlyBy });
    const page = top.slice(0, limit);
    const replies = await listReplies(
      app.db,
      page.map((row) => row.id),
    );
    const comments = page.map((row) =>
      presentComment(
        row,
        replies.filter((reply) => reply.reply_to === row.id),
        item,
        caller,
      ),
    );
    return {
      comments,
      tag,
      tabs: tabs.map((tab) => ({ tag: tab, count: counts.byTag[tab] ?? 0 })),
      counts,
      canPost: can(caller, 'create', 'comment', { item, tag, authorId: caller.id }),
      canMention: can(caller, 'mention', 'studio', null),
      reviewFeedback:
        item.kind === 'project' && readsCommentItem(caller, item) && can(caller, 'readFeedback', 'review', item.project),
      skip: skip + comments.length,
      hasMore: top.length > limit,
    };
  });
};

export default listCommentsRoute;
