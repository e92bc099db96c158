// Post notifications (DECISIONS "Notifications"): a new post goes to its feed's people and the users it tags who may
// read it; a post marked done goes to its author. Never the actor (notify drops them); each reader gets the text in
// their language (users.locale). Sent inside the transaction of the change, so a rolled-back change notifies nobody.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { feedPeopleIds, type FeedRow } from '../repositories/posts';
import { loadActors, thaiReaders } from '../repositories/users';
import { can, type Actor, type PostTarget } from '../policies';
import { escapeMarkdown } from './job-notifications';
import { notify } from './notifications';

export type PostNotice = 'post/create' | 'post/done';
type NoticeLocale = 'en' | 'th';

export const postUrl = (feedName: string, postId: string): string => `/app/feed/${encodeURIComponent(feedName)}/post/${postId}`;

const TEXTS: Record<PostNotice, Record<NoticeLocale, (actor: string, title: string, feed: string) => string>> = {
  'post/create': {
    en: (actor, title, feed) => `${actor} posted ${title} in ${feed}`,
    th: (actor, title, feed) => `${actor} โพสต์ ${title} ในฟีด ${feed}`,
  },
  'post/done': {
    en: (actor, title) => `${actor} marked ${title} as done`,
    th: (actor, title) => `${actor} ทำเครื่องหมายว่า ${title} เสร็จแล้ว`,
  },
};

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
  const everyone = await recipients(db, notice, post, feed);
  const thai = new Set(await thaiReaders(db, everyone));
  const notified: string[] = [];
  for (const locale of ['en', 'th'] as const) {
    const group = everyone.filter((id) => thai.has(id) === (locale === 'th'));
    if (group.length === 0) continue;
    notified.push(
      ...(await notify(db, {
        recipients: group,
        actorId: actor.id,
        actionType: notice,
        itemId: post.id,
        url: postUrl(feed.name, post.id),
        text: TEXTS[notice][locale](
          `**${escapeMarkdown(actor.name)}**`,
          `**${escapeMarkdown(post.title)}**`,
          `**${escapeMarkdown(feed.name)}**`,
        ),
      })),
    );
  }
  return notified;
}
