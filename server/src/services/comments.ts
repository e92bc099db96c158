// Comment notifications and the anonymous limit (DECISIONS "Notifications"; docs/decisions.md "Comments").
// A comment notifies the item's collaborators (a post's author and tagged people) who may read its tab, and
// everyone it @-mentions who may read it; never the actor; a muted (item, 'comment') pair sends nothing (notify).
// The text is written in each reader's language (English or Thai) when it is sent.
import type { Kysely } from 'kysely';
import type { CommentTag, Database } from '../db/types';
import { can, type Actor } from '../policies';
import { commentTarget, countAnonymousSince, type CommentItem } from '../repositories/comments';
import { toActor } from '../repositories/users';
import { HttpError } from '../errors';
import { escapeMarkdown } from './job-notifications';
import { notify } from './notifications';

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

function describe(locale: 'en' | 'th', who: string, title: string, mentioned: boolean, text: string): string {
  const quote = text.length > PREVIEW ? `${text.slice(0, PREVIEW - 1)}…` : text;
  if (locale === 'th')
    return mentioned ? `${who} กล่าวถึงคุณในความคิดเห็นที่ ${title}: ${quote}` : `${who} แสดงความคิดเห็นที่ ${title}: ${quote}`;
  return mentioned ? `${who} mentioned you in a comment on ${title}: ${quote}` : `${who} commented on ${title}: ${quote}`;
}

export interface CommentNotice {
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
  const candidates = [...new Set([...notice.item.audience, ...notice.mentions])].filter((id) => id !== actor.id);
  if (candidates.length === 0) return [];
  const rows = await db.selectFrom('users').selectAll().where('id', 'in', candidates).execute();
  const target = commentTarget(notice.item, { tag: notice.tag, user_id: notice.authorId });
  const readers = rows.map(toActor).filter((reader) => can(reader, 'read', 'comment', target));
  const mentioned = new Set(notice.mentions);
  const who = `**${escapeMarkdown(actor.name)}**`;
  const title = `**${escapeMarkdown(notice.item.title)}**`;
  const line = escapeMarkdown(notice.text.replace(/\s+/g, ' ').trim());
  const notified: string[] = [];
  for (const locale of ['en', 'th'] as const) {
    for (const isMentioned of [true, false]) {
      const group = readers
        .filter((reader) => (reader.locale === 'th') === (locale === 'th') && mentioned.has(reader.id) === isMentioned)
        .map((reader) => reader.id);
      if (group.length === 0) continue;
      notified.push(
        ...(await notify(db, {
          recipients: group,
          actorId: actor.id,
          actionType: COMMENT_ACTION,
          itemId: notice.item.id,
          url: notice.item.url,
          text: describe(locale, who, title, isMentioned, line),
        })),
      );
    }
  }
  return notified;
}
