// Invitations: a pending user (no password) gets a link `/auth/invite?token=…` that lets them set a
// password once. Like sessions, only the token's SHA-256 is stored; a new invitation replaces older ones.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { Mailer } from '../mail';
import { hashToken } from './sessions';

export const INVITATION_DAYS = 7;
export const INVITE_PATH = '/auth/invite';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A new invitation link for a pending user (older ones stop working). `landingUrl` is where the invitee goes after
 * setting the password (an app path we make ourselves, e.g. a project's page); null for the app's home.
 */
export async function createInvitation(
  db: Kysely<Database>,
  userId: string,
  createdBy: string | null,
  landingUrl: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.deleteFrom('invitations').where('user_id', '=', userId).execute();
  await db
    .insertInto('invitations')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_by: createdBy,
      landing_url: landingUrl,
      expires_at: new Date(Date.now() + INVITATION_DAYS * DAY_MS),
    })
    .execute();
  return token;
}

export const inviteUrl = (origin: string, token: string): string => `${origin}${INVITE_PATH}?token=${encodeURIComponent(token)}`;

/**
 * The pending user a live token invites (with the invitation's landing URL), or undefined (unknown, expired, or the
 * password is already set).
 */
export function findInvitedUser(db: Kysely<Database>, token: string) {
  return db
    .selectFrom('invitations')
    .innerJoin('users', 'users.id', 'invitations.user_id')
    .selectAll('users')
    .select('invitations.landing_url')
    .where('invitations.token_hash', '=', hashToken(token))
    .where('invitations.expires_at', '>', sql<Date>`now()`)
    .where('users.password_hash', 'is', null)
    .executeTakeFirst();
}

/** The invitation mail, in the inviter's language (the invitee has none yet). */
const INVITATION_TEXTS = {
  en: {
    subject: 'You are invited to Studio',
    hello: (name: string) => `Hello ${name},`,
    invited: (inviter: string, project?: string) =>
      `${inviter} invited you ${project ? `to work on the project "${project}" in Studio` : 'to Studio'}, where the studio's projects, jobs and payments live.`,
    link: `Set your password here (the link works for ${INVITATION_DAYS} days):`,
  },
  th: {
    subject: 'คุณได้รับคำเชิญเข้าร่วม Studio',
    hello: (name: string) => `สวัสดี ${name}`,
    invited: (inviter: string, project?: string) =>
      `${inviter} เชิญคุณ${project ? `ร่วมทำงานในโปรเจกต์ "${project}" ใน Studio` : 'เข้าร่วม Studio'} ที่รวมโปรเจกต์ งาน และการจ่ายเงินของสตูดิโอไว้ในที่เดียว`,
    link: `ตั้งรหัสผ่านของคุณที่นี่ (ลิงก์ใช้ได้ ${INVITATION_DAYS} วัน):`,
  },
};

export async function sendInvitationMail(
  mailer: Mailer,
  db: Kysely<Database>,
  input: {
    to: string;
    name: string;
    inviter: string;
    url: string;
    /** The project they are invited to work on. */ project?: string;
    /** The inviter's language (the request's); English when not given. */ locale?: 'en' | 'th';
  },
): Promise<void> {
  const t = INVITATION_TEXTS[input.locale ?? 'en'];
  await mailer.send(
    {
      kind: 'invitation',
      to: input.to,
      subject: t.subject,
      text: [t.hello(input.name || input.to), '', t.invited(input.inviter, input.project), t.link, '', input.url].join('\n'),
    },
    db,
  );
}
