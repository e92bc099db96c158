// What the post routes share: loading a post the caller reads (404 otherwise), the feed a post may go to, the
// title and tag checks, and the answer (the post as the caller now sees it).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { BadRequestError, NotFoundError } from '../../../errors';
import { authorize, can, type Actor } from '../../../policies';
import { postTarget, presentPosts } from '../../../presenters/feed';
import {
  existingUserIds,
  feedTargetOf,
  findFeedById,
  findReadablePost,
  lockPost,
  type FeedRow,
} from '../../../repositories/posts';

export const POST_NOT_FOUND = 'Post not found';
export const TITLE_REQUIRED = 'title: a post needs a title';
export const FEED_NOT_FOUND = 'feed: no such feed';
export const MAY_NOT_POST = 'feed: you may not post to this feed';
export const MEMOS_FOR_ADMINS = 'type: only admins post memos';

/** The post and its feed, or 404 when the caller may not read it (nothing says it exists). */
export async function loadPost(db: Kysely<Database>, actor: Actor, id: string, lock = false) {
  if (lock) await lockPost(db, id);
  const post = await findReadablePost(db, actor, id);
  if (!post) throw new NotFoundError(POST_NOT_FOUND);
  const feed = (await findFeedById(db, post.feed_id)) as FeedRow;
  return { post, feed, target: postTarget(post, feed) };
}

/** The feed a post goes to: it exists, and the caller may post there (not read-only, not aggregate, readable). */
export async function postableFeed(db: Kysely<Database>, actor: Actor, feedId: string): Promise<FeedRow> {
  const feed = await findFeedById(db, feedId);
  if (!feed || !can(actor, 'read', 'feed', feedTargetOf(feed))) throw new BadRequestError(FEED_NOT_FOUND);
  authorize(actor, 'post', 'feed', feedTargetOf(feed), MAY_NOT_POST);
  return feed;
}

export function checkTitle(title: string): string {
  const trimmed = title.trim();
  if (!trimmed) throw new BadRequestError(TITLE_REQUIRED);
  return trimmed;
}

/** Tagged users must exist; a private post tags nobody. */
export async function checkTags(db: Kysely<Database>, ids: readonly string[]): Promise<string[]> {
  const known = await existingUserIds(db, ids);
  const unknown = ids.find((id) => !known.has(id));
  if (unknown) throw new BadRequestError(`users: ${unknown} is not a user`);
  return [...ids];
}

/** The post as the caller now sees it, comment counts included (a post swapped into a list keeps its count). */
export async function answerPost(db: Kysely<Database>, actor: Actor, id: string, message: string) {
  const { post, feed } = await loadPost(db, actor, id);
  const [presented] = await presentPosts(db, actor, [post], () => feed);
  return { message, post: presented };
}
