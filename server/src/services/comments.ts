// Comment notifications and the anonymous limit (DECISIONS "Notifications"; docs/decisions/ "Comments").
// A comment notifies the item's collaborators (a post's author and tagged people) who may read its tab, and
// everyone it @-mentions who may read it; never the actor; a muted (item, 'comment') pair sends nothing (notify).
// Each reader reads it in their language (a message key and parameters, notification-texts.ts). The same readers'
// open comment panels hear of it (live event 'comments').
import type { Kysely } from 'kysely';
import type { CommentTag, Database } from '../db/types';
import { can, type Actor } from '../policies';
import { recordLiveEvent } from '../repositories/live-events';
import { commentTarget, countAnonymousSince, type CommentItem } from '../repositories/comments';
import { toActor } from '../repositories/users';
import { HttpError } from '../errors';
import { notify } from './notifications';
import { commentWebhookEvent } from './webhook-events';

export const COMMENT_ACTION = 'comment';

/** Anonymous visitors: at most this many comments per address in the window. */
export const ANONYMOUS_LIMIT = 3;
export const ANONYMOUS_WINDOW_MS = 60 * 60 * 1000;
export const ANONYMOUS_LIMITED = 'Too many anonymous comments from here; sign in or try again later';

export class TooManyRequestsError extends HttpError {
  constructor(message: string) {
    super(429, message);
  }
}

/** Refuses (429) an anonymous comment over the address's limit. */
export async function checkAnonymousLimit(db: Kysely<Database>, address: string, now = new Date()): Promise<void> {
  const recent = await countAnonymousSince(db, address, new Date(now.getTime() - ANONYMOUS_WINDOW_MS));
  if (recent >= ANONYMOUS_LIMIT) throw new TooManyRequestsError(ANONYMOUS_LIMITED);
}

const PREVIEW = 80;

export interface CommentNotice {
  /** The new comment (for the webhooks' comment.posted). */
  id?: string;
  item: CommentItem;
  tag: CommentTag;
  authorId: string | null;
  text: string;
  mentions: readonly string[];
}

/** Sends the comment's notifications (in the comment's transaction); returns who was notified. */
export async function notifyComment(
  db: Kysely<Database>,
  notice: CommentNotice,
  actor: Pick<Actor, 'name'> & { id: string | null },
): Promise<string[]> {
  await commentWebhookEvent(db, { id: notice.id, tag: notice.tag, text: notice.text, item: notice.item }, actor);
  const candidates = [...new Set([...notice.item.audience, ...notice.mentions])].filter((id) => id !== actor.id);
  const own = actor.id ? [actor.id] : [];
  if (candidates.length === 0) {
    await recordLiveEvent(db, { resource: 'comments', ids: [notice.item.id], userIds: own });
    return [];
  }
  const rows = await db.selectFrom('users').selectAll().where('id', 'in', candidates).execute();
  const target = commentTarget(notice.item, { tag: notice.tag, user_id: notice.authorId });
  const readers = rows.map(toActor).filter((reader) => can(reader, 'read', 'comment', target));
  // Open comment panels on the item re-read: of those who may read this comment, and the author's other tabs.
  await recordLiveEvent(db, { resource: 'comments', ids: [notice.item.id], userIds: [...readers.map((r) => r.id), ...own] });
  const mentioned = new Set(notice.mentions);
  const line = notice.text.replace(/\s+/g, ' ').trim();
  const quote = line.length > PREVIEW ? `${line.slice(0, PREVIEW - 1)}…` : line;
  const params = { actor: actor.name, title: notice.item.title, quote };
  const notified: string[] = [];
  for (const isMentioned of [true, false]) {
    const group = readers.filter((reader) => mentioned.has(reader.id) === isMentioned).map((reader) => reader.id);
    if (group.length === 0) continue;
    notified.push(
      ...(await notify(db, {
        recipients: group,
        actorId: actor.id,
        actionType: COMMENT_ACTION,
        itemId: notice.item.id,
        url: notice.item.url,
        message: { key: isMentioned ? 'comment/mention' : 'comment', params },
      })),
    );
  }
  return notified;
}
