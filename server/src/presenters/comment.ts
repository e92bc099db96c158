// Comments as the caller sees them: only tabs they read (the route lists one tab), what they may do to each,
// and counts per visibility key (the tag; '' is public) limited to the keys they read.
import type { CommentTag } from '../db/types';
import { can, commentAbilities, isGuest, readableCommentTags, type Caller } from '../policies';
import type { CommentItemTarget } from '../policies/models';
import { commentTarget, countComments, type CommentWithUser, type RawCommentCounts } from '../repositories/comments';
import type { CommentCountsJson, CommentJson, CommentReplyJson } from '../schemas/comment';
import { isItemPm } from '../policies/comment';
import { iso } from './dates';

export function presentCommentReply(row: CommentWithUser, item: CommentItemTarget, caller: Caller): CommentReplyJson {
  // Replies go one level deep: only a top-level comment offers Reply.
  const target = commentTarget(item, row);
  const abilities = commentAbilities(caller, target);
  // A hidden comment keeps its place in the thread (author, time, replies, counts) but not its words, files or
  // mentions, unless the caller may see hidden comments (policies/comment.ts `readHidden`).
  const words = !row.hidden || can(caller, 'readHidden', 'comment', target);
  return {
    _id: row.id,
    itemId: row.item_id,
    itemType: row.item_type,
    tag: row.tag,
    text: words ? row.text : '',
    html: words ? row.html : '',
    isReply: row.reply_to !== null,
    replyTo: row.reply_to,
    files: words ? row.files : [],
    mentions: words ? row.mentions : [],
    isHidden: row.hidden,
    created: iso(row.created_at),
    edited: row.edited_at ? iso(row.edited_at) : null,
    user: row.user_id ? { _id: row.user_id, name: row.user_name ?? '', picture: row.user_picture } : null,
    anonymous: row.anonymous,
    can: { ...abilities, reply: row.reply_to === null && abilities.reply },
  };
}

export function presentComment(
  row: CommentWithUser,
  replies: readonly CommentWithUser[],
  item: CommentItemTarget,
  caller: Caller,
): CommentJson {
  return { ...presentCommentReply(row, item, caller), replies: replies.map((reply) => presentCommentReply(reply, item, caller)) };
}

/**
 * An item's counts as `caller` may see them: the tags they read; in #private, for someone who is not the item's
 * PM, only their own comments. Contributors thus see totals over every tab they read; clients the public count.
 */
export function presentCommentCounts(
  raw: RawCommentCounts,
  itemId: string,
  item: CommentItemTarget,
  caller: Caller,
): CommentCountsJson {
  const tags = readableCommentTags(caller, item);
  const counts = raw.get(itemId);
  const byTag: Record<string, number> = {};
  let total = 0;
  const ownPrivate = !isGuest(caller) && !tags.includes('private') ? (counts?.get('private')?.own ?? 0) : 0;
  for (const tag of tags) {
    const n = counts?.get(tag)?.total ?? 0;
    byTag[tag] = n;
    total += n;
  }
  if (ownPrivate > 0 && !isGuest(caller) && !isItemPm(caller, item)) {
    byTag.private = ownPrivate;
    total += ownPrivate;
  }
  return { total, byTag };
}

/** The tabs a caller sees: those they read, plus #private when they wrote there. */
export function visibleTabs(caller: Caller, item: CommentItemTarget, counts: CommentCountsJson): CommentTag[] {
  const tags = readableCommentTags(caller, item);
  if (counts.byTag.private !== undefined && !tags.includes('private')) tags.push('private');
  return tags;
}

/**
 * `commentCounts` for every item of a list, in one grouped statement (no query per row): `items` maps each
 * item id to its policy target.
 */
export async function commentCountsFor(
  db: Parameters<typeof countComments>[0],
  items: ReadonlyArray<CommentItemTarget>,
  caller: Caller,
): Promise<Map<string, CommentCountsJson>> {
  const raw = await countComments(
    db,
    items.map((item) => item.id),
    caller.id,
  );
  return new Map(items.map((item) => [item.id, presentCommentCounts(raw, item.id, item, caller)]));
}
