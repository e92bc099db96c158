// Mail through the job queue to a real SMTP server (issue 21): invitations and notification mails arrive with the
// right recipient, language and text; with SMTP down a mail waits and arrives once when it is back; the daily digest
// sends one mail with the day's notifications and not twice; users who switched mail off get nothing. PGlite by
// default (the in-process runner), PostgreSQL with TEST_DATABASE_URL (pg-boss).
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createUser, type User } from './factories';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server';
import { until } from './support/until';
import { notify } from '../src/services/notifications';
import { DIGEST_JOB, NOTIFICATION_MAILS_JOB } from '../src/services/notification-mails';

let smtp: TestSmtpServer;
let t: TestApp;
let admin: User;
let actor: User;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    publicUrl: 'https://studio.test',
    mail: { transport: 'smtp', from: 'Studio <no-reply@studio.test>', smtpUrl: smtp.url, retryDelaySeconds: 1, foldSeconds: 0 },
  });
  admin = await createUser(t.db, { level: 'admin', name: 'Admin Ann' });
  actor = await createUser(t.db, { level: 'freelancer', name: 'Nok' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const outbox = (to: string) => t.db.selectFrom('outbox').selectAll().where('to_address', '=', to).execute();

const claimNotice = (recipient: User, url: string) =>
  notify(t.db, {
    recipients: [recipient.id],
    actorId: actor.id,
    actionType: 'claim',
    itemId: url,
    url,
    message: { key: 'claim', params: { actor: 'Nok', project: 'Rain Film', jobType: 'script' } },
  });

it('an invitation arrives by SMTP, and the outbox records it as sent', async () => {
  const response = await call(t.app, 'POST', '/api/users/invite', {
    cookie: await signIn(t.db, admin),
    payload: { email: 'guest@example.com' },
  });
  expect(response.statusCode).toBe(201);
  const mail = await smtp.waitFor((m) => m.to === 'guest@example.com');
  expect(mail.subject).toBe('You are invited to Studio');
  expect(mail.text).toContain('Admin Ann invited you to Studio');
  expect(mail.text).toContain('/auth/invite?token=');
  const [row] = await until(async () => {
    const rows = await outbox('guest@example.com');
    return rows[0]?.status === 'sent' && rows;
  }, 'the outbox row to read sent');
  expect(row).toMatchObject({ kind: 'invitation', attempts: 1, last_error: null });
  expect(row!.sent_at).toBeInstanceOf(Date);
  expect(mail.messageId).toBe(`<${row!.id}@127.0.0.1>`);
});

it('an invitation from someone reading Thai is in Thai', async () => {
  const thaiAdmin = await createUser(t.db, { level: 'admin', name: 'Ploy', locale: 'th' });
  const response = await call(t.app, 'POST', '/api/users/invite', {
    cookie: await signIn(t.db, thaiAdmin),
    payload: { email: 'khun@example.com' },
  });
  expect(response.statusCode).toBe(201);
  const mail = await smtp.waitFor((m) => m.to === 'khun@example.com');
  expect(mail.subject).toBe('คุณได้รับคำเชิญเข้าร่วม Studio');
  expect(mail.text).toContain('Ploy เชิญคุณเข้าร่วม Studio');
  expect(mail.text).toContain('/auth/invite?token=');
});

it('a notification mail goes to the notification address in the reader language, folded like the bell', async () => {
  const thai = await createUser(t.db, { level: 'staff', locale: 'th' });
  await t.db.updateTable('users').set({ notification_email: 'pm-alerts@example.com' }).where('id', '=', thai.id).execute();
  // Three claims of one job before the mail goes: one mail saying so.
  for (let i = 0; i < 3; i += 1) await claimNotice(thai, '/app/jobs/j1');
  await t.app.queue.enqueue(NOTIFICATION_MAILS_JOB, {});
  const mail = await smtp.waitFor((m) => m.to === 'pm-alerts@example.com');
  expect(mail.subject).toBe('Studio: Nok รับงาน เขียนสคริปต์ ใน Rain Film');
  expect(mail.text).toContain('Nok รับงาน เขียนสคริปต์ ใน Rain Film');
  expect(mail.text).toContain('และอีก 2 รายการแบบเดียวกัน');
  expect(mail.text).toContain('https://studio.test/app/jobs/j1');
  // Running the job again sends nothing more; the next claim is a new mail.
  await t.app.queue.enqueue(NOTIFICATION_MAILS_JOB, {});
  await claimNotice(thai, '/app/jobs/j1');
  await t.app.queue.enqueue(NOTIFICATION_MAILS_JOB, {}, { singletonKey: 'again' });
  await until(async () => smtp.mails.filter((m) => m.to === 'pm-alerts@example.com').length === 2, 'the second mail');
  await t.app.queue.enqueue(NOTIFICATION_MAILS_JOB, {}, { singletonKey: 'third' });
  await until(async () => (await outbox('pm-alerts@example.com')).every((row) => row.status === 'sent'), 'sent rows');
  expect(await outbox('pm-alerts@example.com')).toHaveLength(2);
  expect(smtp.mails.filter((m) => m.to === 'pm-alerts@example.com')).toHaveLength(2);
});

it('users who switched mail off receive nothing, and a read notification is not mailed', async () => {
  const quiet = await createUser(t.db, { level: 'staff' });
  const reader = await createUser(t.db, { level: 'staff' });
  await call(t.app, 'POST', '/api/accounts/notification-mails', {
    cookie: await signIn(t.db, quiet),
    payload: { mode: 'off' },
  });
  await claimNotice(quiet, '/app/jobs/j2');
  await claimNotice(reader, '/app/jobs/j3');
  await t.db.updateTable('notifications').set({ read: true }).where('user_id', '=', reader.id).execute();
  await t.app.queue.enqueue(NOTIFICATION_MAILS_JOB, {}, { singletonKey: 'off' });
  await until(
    async () =>
      (
        await t.db.selectFrom('notifications').select('mailed_count').where('user_id', 'in', [quiet.id, reader.id]).execute()
      ).every((row) => row.mailed_count === 1),
    'the notifications to be settled',
  );
  expect(await outbox(quiet.email)).toEqual([]);
  expect(await outbox(reader.email)).toEqual([]);
});

it('with SMTP down the mail waits, and arrives exactly once when SMTP is back', async () => {
  await smtp.stop();
  const pm = await createUser(t.db, { level: 'staff' });
  await claimNotice(pm, '/app/jobs/j4');
  await t.app.queue.enqueue(NOTIFICATION_MAILS_JOB, {}, { singletonKey: 'down' });
  const [waiting] = await until(async () => {
    const rows = await outbox(pm.email);
    return rows[0] && rows[0].attempts >= 2 && rows[0].status === 'pending' && rows;
  }, 'two failed attempts');
  expect(waiting!.last_error).toBeTruthy();
  expect(waiting!.sent_at).toBeNull();
  await smtp.start();
  await smtp.waitFor((m) => m.to === pm.email);
  await until(async () => (await outbox(pm.email))[0]?.status === 'sent', 'the row to read sent');
  // The sweep re-queues only pending mails: the sent one stays sent (the last test checks nothing arrived twice).
  await t.app.queue.enqueue('mail-sweep', {});
  expect(await outbox(pm.email)).toHaveLength(1);
});

it('the daily digest sends one mail with the unmailed notifications, and not twice', async () => {
  const busy = await createUser(t.db, { level: 'staff', name: 'Busy PM' });
  await call(t.app, 'POST', '/api/accounts/notification-mails', {
    cookie: await signIn(t.db, busy),
    payload: { mode: 'daily' },
  });
  await claimNotice(busy, '/app/jobs/d1');
  await claimNotice(busy, '/app/jobs/d1');
  await claimNotice(busy, '/app/jobs/d2');
  // The minute job leaves digest users alone.
  await t.app.queue.enqueue(NOTIFICATION_MAILS_JOB, {}, { singletonKey: 'digest-user' });
  await t.app.queue.enqueue(DIGEST_JOB, {});
  const mail = await smtp.waitFor((m) => m.to === busy.email);
  expect(mail.subject).toBe('Studio: your daily summary (2)');
  expect(mail.text).toContain('- Nok claimed the Script Writing job in Rain Film (×2)\n  https://studio.test/app/jobs/d1');
  expect(mail.text).toContain('https://studio.test/app/jobs/d2');
  // The schedule firing again (another instance, a retry) finds nothing new; a second digest of the day is never stored.
  await t.app.queue.enqueue(DIGEST_JOB, {}, { singletonKey: 'again' });
  await until(async () => (await outbox(busy.email))[0]?.status === 'sent', 'the digest row to read sent');
  expect(await outbox(busy.email)).toHaveLength(1);
  expect(smtp.mails.filter((m) => m.to === busy.email)).toHaveLength(1);
});

it('no mail arrived twice', async () => {
  // Let any job still queued by the tests above run: one more mail through the queue arrives after them.
  const last = await createUser(t.db, { level: 'staff' });
  await claimNotice(last, '/app/jobs/last');
  await t.app.queue.enqueue(NOTIFICATION_MAILS_JOB, {}, { singletonKey: 'last' });
  await smtp.waitFor((m) => m.to === last.email);
  const ids = smtp.mails.map((m) => m.messageId);
  expect(new Set(ids).size).toBe(ids.length);
  // Every received mail is one outbox row marked sent (the last one a moment after the server took it).
  const sentRows = () => t.db.selectFrom('outbox').select('id').where('status', '=', 'sent').execute();
  await until(async () => (await sentRows()).length >= ids.length, 'the last row to read sent');
  expect(await sentRows()).toHaveLength(ids.length);
});
