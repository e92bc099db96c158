// Notification mails (DECISIONS "Notifications": users with e-mail notifications on also get an e-mail). Sent by the
// job queue, never in a request: every minute `notification-mails` mails each notification that has been quiet for
// the fold window (MAIL_FOLD_SECONDS), once per fold like the bell ("… and 2 more like it"), to the user's
// notification address in their language; users on the daily digest get one mail a day (`mail-digest`, then one
// `mail-digest-user` job per user and day) listing what was not mailed. A notification already read on the site is
// not mailed. Each mail is stored with a dedupe key and its notifications are marked in the same transaction, so a
// run repeated (a retry, another instance) mails nothing twice.
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/types';
import type { Mailer } from '../mail';
import type { JobQueue } from '../queue';
import {
  digestUserIds,
  lockUnmailedImmediate,
  lockUnmailedOf,
  markMailed,
  type UnmailedNotification,
} from '../repositories/notification-mails';
import { renderNotification } from './notifications';
import type { NoticeLocale, NoticeMessage } from './notification-texts';

export const NOTIFICATION_MAILS_JOB = 'notification-mails';
export const DIGEST_JOB = 'mail-digest';
const DIGEST_USER_JOB = 'mail-digest-user';
const BATCH = 200;
/** A digest lists at most this many notifications (the rest: "and N more on the site"). */
const DIGEST_MAX = 50;

const en = {
  subject: 'Studio: {text}',
  more: '… and {n} more like it',
  open: 'Open it: {url}',
  openSite: 'Open Studio: {url}',
  digestSubject: 'Studio: your daily summary ({n})',
  digestIntro: 'What happened since your last summary:',
  digestMore: '… and {n} more on the site',
  footer: 'You get these mails because notification e-mails are on in your account settings.',
};
const th: typeof en = {
  subject: 'Studio: {text}',
  more: '… และอีก {n} รายการแบบเดียวกัน',
  open: 'เปิดดู: {url}',
  openSite: 'เปิด Studio: {url}',
  digestSubject: 'Studio: สรุปประจำวันของคุณ ({n})',
  digestIntro: 'สิ่งที่เกิดขึ้นตั้งแต่สรุปครั้งก่อน:',
  digestMore: '… และอีก {n} รายการบนเว็บไซต์',
  footer: 'คุณได้รับอีเมลนี้เพราะเปิดการแจ้งเตือนทางอีเมลไว้ในการตั้งค่าบัญชี',
};
/** The mail frame's sentences in English and Thai. */
export const MAIL_TEXTS: Record<NoticeLocale, typeof en> = { en, th };

const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** The notification's markdown as plain text (bold marks and escapes removed). */
export const plainText = (markdown: string): string =>
  markdown.replace(/\*\*/g, '').replace(/\\([\\`*_{}[\]()#+\-.!<>|~])/g, '$1');

const localeOf = (row: UnmailedNotification): NoticeLocale => (row.locale === 'th' ? 'th' : 'en');
const addressOf = (row: UnmailedNotification): string => row.notification_email ?? row.email;
const linkTo = (origin: string | null, url: string): string | null => (origin ? `${origin}${url}` : null);

function line(row: UnmailedNotification, locale: NoticeLocale): string {
  return plainText(renderNotification({ message: row.message as NoticeMessage | null, text: row.text }, locale).text);
}

/** The mail of one (folded) notification. */
export function notificationMail(row: UnmailedNotification, origin: string | null) {
  const locale = localeOf(row);
  const t = MAIL_TEXTS[locale];
  const text = line(row, locale);
  const extra = row.count - row.mailed_count - 1;
  const link = linkTo(origin, row.url);
  return {
    kind: 'notification',
    to: addressOf(row),
    subject: fill(t.subject, { text: text.length > 120 ? `${text.slice(0, 119)}…` : text }),
    text: [
      text,
      ...(extra > 0 ? [fill(t.more, { n: extra })] : []),
      '',
      ...(link ? [fill(t.open, { url: link }), ''] : []),
      t.footer,
    ].join('\n'),
    dedupeKey: `notification:${row.id}:${row.count}`,
  };
}

/** The daily digest of one user's unmailed notifications. */
export function digestMail(rows: UnmailedNotification[], total: number, origin: string | null, day: string) {
  const first = rows[0]!;
  const locale = localeOf(first);
  const t = MAIL_TEXTS[locale];
  const items = rows.map((row) => {
    const count = row.count - row.mailed_count;
    const link = linkTo(origin, row.url);
    return `- ${line(row, locale)}${count > 1 ? ` (×${count})` : ''}${link ? `\n  ${link}` : ''}`;
  });
  return {
    kind: 'digest',
    to: addressOf(first),
    subject: fill(t.digestSubject, { n: total }),
    text: [
      t.digestIntro,
      '',
      ...items,
      ...(total > rows.length ? [fill(t.digestMore, { n: total - rows.length })] : []),
      '',
      ...(origin ? [fill(t.openSite, { url: origin }), ''] : []),
      t.footer,
    ].join('\n'),
    dedupeKey: `digest:${first.user_id}:${day}`,
  };
}

/** Mails the notifications quiet for the fold window; marks the ones of users with mail off (or already read) as done. */
export async function sendNotificationMails(db: Kysely<Database>, mailer: Mailer, config: AppConfig): Promise<void> {
  for (;;) {
    const handled = await db.transaction().execute(async (trx) => {
      const rows = await lockUnmailedImmediate(trx, config.mail.foldSeconds ?? 60, BATCH);
      for (const row of rows)
        if (row.notification_email_on && !row.read) await mailer.send(notificationMail(row, config.publicUrl), trx);
      await markMailed(
        trx,
        rows.map((row) => row.id),
      );
      return rows.length;
    });
    if (handled < BATCH) return;
  }
}

/** The day's digest jobs: one per user with something unmailed, keyed by user and UTC day. */
export async function queueDigests(db: Kysely<Database>, queue: JobQueue, now = new Date()): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  for (const userId of await digestUserIds(db))
    await queue.enqueue(DIGEST_USER_JOB, { userId, day }, { singletonKey: `${userId}:${day}` });
}

/** One user's digest of `day`: one mail (its dedupe key makes a second run a no-op), its notifications marked. */
export async function sendDigest(
  db: Kysely<Database>,
  mailer: Mailer,
  config: AppConfig,
  userId: string,
  day: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await lockUnmailedOf(trx, userId, 1000);
    if (rows.length === 0 || !rows[0]!.notification_email_on || !rows[0]!.notification_digest) return;
    const sent = await mailer.send(digestMail(rows.slice(0, DIGEST_MAX), rows.length, config.publicUrl, day), trx);
    if (sent)
      await markMailed(
        trx,
        rows.map((row) => row.id),
      );
  });
}

/** Registers the notification mail jobs on the queue (plugins/queue.ts). */
export function registerNotificationMailJobs(app: {
  db: Kysely<Database>;
  mailer: Mailer;
  config: AppConfig;
  queue: JobQueue;
}): void {
  const { db, config, queue } = app;
  queue.work(NOTIFICATION_MAILS_JOB, () => sendNotificationMails(db, app.mailer, config), { retryLimit: 2 });
  queue.schedule(NOTIFICATION_MAILS_JOB, '* * * * *');
  queue.work(DIGEST_JOB, () => queueDigests(db, queue), { retryLimit: 3 });
  queue.schedule(DIGEST_JOB, config.mail.digestCron ?? '0 1 * * *');
  queue.work<{ userId: string; day: string }>(DIGEST_USER_JOB, ({ userId, day }) =>
    sendDigest(db, app.mailer, config, userId, day),
  );
}
