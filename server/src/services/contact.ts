// What arrives from the public Contact page (anyone, signed in or not): a message becomes a `contact` post in the
// admins' level feed `admin`, a notification for every admin; a viewer's story becomes a `user-story` post in
// `story-reception`, a notification for the studio's PMs and admins (issue 28: the only way a user story is made,
// and the demo seed sends its stories through here too). Each feed is made on first use.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { STORY_LESSON_HEADING } from '../domain/story-to-project';
import { studioManagerIds } from '../repositories/users';
import { notify } from './notifications';

export const CONTACT_FEED = 'admin';
export const STORY_FEED = 'story-reception';
const TITLE_MAX = 80;

export type ContactKind = 'message' | 'story';

export interface ContactInput {
  kind: ContactKind;
  /** Trimmed, not blank. */
  message: string;
  subject: string;
  /** A story's "What will this story teach people" (optional). */
  lesson: string;
}

/** Who wrote: a signed-in user (their id) or a visitor, by the name and e-mail they gave. */
export interface ContactSender {
  userId: string | null;
  name: string;
  email: string;
}

const FEEDS = {
  message: { name: CONTACT_FEED, description: 'Messages for the admins, from the Contact page', icon: 'mail', level: true },
  story: { name: STORY_FEED, description: 'Stories sent in by viewers', icon: 'book', level: false },
} as const;

async function feedId(db: Kysely<Database>, kind: ContactKind): Promise<string> {
  const feed = FEEDS[kind];
  await db
    .insertInto('feeds')
    .values({ name: feed.name, description: feed.description, icon: feed.icon, is_level_based: feed.level, is_system: true })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await db.selectFrom('feeds').select('id').where('name', '=', feed.name).executeTakeFirstOrThrow()).id;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A visitor's text shown as they wrote it: plain paragraphs, no links or markup (spam stays inert). */
const plainHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br />')}</p>`)
    .join('\n');

/** Writes the post and its notifications (pass a transaction); answers the post's id. */
export async function receiveContact(db: Kysely<Database>, sender: ContactSender, input: ContactInput): Promise<string> {
  const { message, subject, lesson } = input;
  const title = subject || (message.length > TITLE_MAX ? `${message.slice(0, TITLE_MAX - 1)}…` : message);
  // A story keeps the form's two parts under the heading "Story to project" splits at; the sender is in `meta`.
  const body =
    input.kind === 'story'
      ? lesson
        ? `${message}\n\n${STORY_LESSON_HEADING}\n\n${lesson}`
        : message
      : `${message}\n\n— ${sender.name} <${sender.email}>`;
  const post = await db
    .insertInto('posts')
    .values({
      feed_id: await feedId(db, input.kind),
      type: input.kind === 'story' ? 'user-story' : 'contact',
      title,
      body,
      body_html: plainHtml(body),
      user_id: sender.userId,
      meta: JSON.stringify({ name: sender.name, email: sender.email }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.kind === 'story') {
    await notify(db, {
      recipients: await studioManagerIds(db),
      actorId: sender.userId,
      actionType: 'story/create',
      itemId: STORY_FEED,
      url: `/app/feed/${STORY_FEED}/post/${post.id}`,
      message: { key: 'story/create', params: { actor: sender.name, title } },
    });
  } else {
    const admins = await db.selectFrom('users').select('id').where('level', '=', 'admin').execute();
    await notify(db, {
      recipients: admins.map((admin) => admin.id),
      actorId: sender.userId,
      actionType: 'create',
      itemId: post.id,
      url: `/app/feed/${CONTACT_FEED}`,
      message: { key: 'contact/create', params: { actor: sender.name, title } },
    });
  }
  return post.id;
}
