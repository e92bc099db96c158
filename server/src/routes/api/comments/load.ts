// What the comment routes share: loading the item or the comment as the caller may read it (404, or 401 for an
// anonymous visitor), and one comment presented with its replies.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { NotFoundError, UnauthorizedError } from '../../../errors';
import { can, isGuest, readsCommentItem, type Actor, type Caller } from '../../../policies';
import { presentComment } from '../../../presenters/comment';
import {
  commentTarget,
  findComment,
  findCommentItem,
  listReplies,
  type CommentItem,
  type CommentWithUser,
} from '../../../repositories/comments';

export const ITEM_NOT_FOUND = 'No project, scene or post with this id';
export const COMMENT_NOT_FOUND = 'Comment not found';
export const TAB_FORBIDDEN = 'You may not read or write comments in this tab';
export const NOT_BLANK = 'text must not be blank';

export const publishedProject = (item: CommentItem) => item.kind === 'project' && item.published;

/** The item, judged for reading its comments: 404 (401 for a guest) unless readable. */
export async function loadItem(db: Kysely<Database>, caller: Caller, itemId: string): Promise<CommentItem> {
  const item = await findCommentItem(db, itemId);
  if (item && (publishedProject(item) || readsCommentItem(caller, item))) return item;
  if (isGuest(caller)) throw new UnauthorizedError();
  throw new NotFoundError(ITEM_NOT_FOUND);
}

/** The comment and its item, 404 unless the caller reads it. */
export async function loadComment(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
): Promise<{ row: CommentWithUser; item: CommentItem }> {
  const row = await findComment(db, id);
  const item = row ? await findCommentItem(db, row.item_id) : undefined;
  if (!row || !item || !can(actor, 'read', 'comment', commentTarget(item, row))) throw new NotFoundError(COMMENT_NOT_FOUND);
  return { row, item };
}

export async function presentOne(db: Kysely<Database>, id: string, item: CommentItem, caller: Caller) {
  const row = await findComment(db, id);
  if (!row) throw new NotFoundError(COMMENT_NOT_FOUND);
  const replies = row.reply_to === null ? await listReplies(db, [row.id]) : [];
  return presentComment(row, replies, item, caller);
}
