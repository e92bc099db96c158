// GET /api/comments: a page of an item's comments in one tab, with the tabs the caller sees and whether they may post.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CommentTag } from '../../../db/types';
import { ForbiddenError } from '../../../errors';
import { can, readableCommentTags, readsCommentItem } from '../../../policies';
import { presentComment, presentCommentCounts, visibleTabs } from '../../../presenters/comment';
import { countComments, listReplies, listTopComments } from '../../../repositories/comments';
import { ListCommentsSchema } from '../../../schemas/comment';
import { loadItem, publishedProject, TAB_FORBIDDEN } from './load';

const listCommentsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: ListCommentsSchema, config: { anonymousReadable: true } }, async (request) => {
    const actor = request.user ?? null;
    const { itemId, skip, limit } = request.query;
    const tag: CommentTag = request.query.tag ?? '';
    const item = await loadItem(app.db, actor, itemId);
    const raw = await countComments(app.db, [item.id], actor?.id ?? null);
    const counts = presentCommentCounts(raw, item.id, item, actor);
    const tabs = visibleTabs(actor, item, counts);
    const readable = readableCommentTags(actor, item);
    let onlyBy: string | undefined;
    if (!readable.includes(tag)) {
      // Someone who wrote in #private and is not (or no longer) the item's PM reads their own there.
      if (tag === 'private' && actor && readsCommentItem(actor, item)) onlyBy = actor.id;
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
        actor,
      ),
    );
    const canPost = actor
      ? can(actor, 'create', 'comment', { item, tag, authorId: actor.id })
      : publishedProject(item) && tag === '';
    return {
      comments,
      tag,
      tabs: tabs.map((tab) => ({ tag: tab, count: counts.byTag[tab] ?? 0 })),
      counts,
      canPost,
      canMention: Boolean(actor && can(actor, 'mention', 'studio', null)),
      skip: skip + comments.length,
      hasMore: top.length > limit,
    };
  });
};

export default listCommentsRoute;
