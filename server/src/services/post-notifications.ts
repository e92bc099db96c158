// Post notifications (DECISIONS "Notifications"): a new post goes to its feed's people and the users it tags who may
// read it; a post marked done goes to its author. Never the actor (notify drops them); each reader reads it in their
// language (a message key and parameters, notification-texts.ts). Sent inside the transaction of the change, so a
// rolled-back change notifies nobody.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { feedPeopleIds, type FeedRow } from '../repositories/posts';
import { loadActors } from '../repositories/users';
import { can, type Actor, type PostTarget } from '../policies';
import { notify } from './notifications';

export type PostNotice = 'post/create' | 'post/done';

export const postUrl = (feedName: string, postId: string): string => `/app/feed/${encodeURIComponent(feedName)}/post/${postId}`;

export interface NoticePost {
  id: string;
  title: string;
  authorId: string | null;
  taggedIds: readonly string[];
  target: PostTarget;
}

async function recipients(db: Kysely<Database>, notice: PostNotice, post: NoticePost, feed: FeedRow): Promise<string[]> {
  if (notice === 'post/done') return post.authorId ? [post.authorId] : [];
  if (post.target.private) return [];
  const people = await feedPeopleIds(db, feed);
  const candidates = [...new Set([...people, ...post.taggedIds])];
  // Only who may read the post hears of it (a tagged user outside a closed feed does not).
  const actors = await loadActors(db, candidates);
  return actors.filter((reader) => can(reader, 'read', 'post', post.target)).map((reader) => reader.id);
}

export async function notifyPost(
  db: Kysely<Database>,
  notice: PostNotice,
  post: NoticePost,
  feed: FeedRow,
  actor: Actor,
): Promise<string[]> {
  const feedKind = feed.is_level_based ? 'level' : feed.is_role_based ? 'role' : undefined;
  return notify(db, {
    recipients: await recipients(db, notice, post, feed),
    actorId: actor.id,
    actionType: notice,
    itemId: post.id,
    url: postUrl(feed.name, post.id),
    message: { key: notice, params: { actor: actor.name, title: post.title, feed: feed.name, feedKind } },
  });
}
