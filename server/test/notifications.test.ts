import { sql } from 'kysely';
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createNotification, createUser, type User } from './factories';
import { notify } from '../src/services/notifications';

let t: TestApp;
let alice: User;
let bob: User;
let carol: User;

beforeAll(async () => {
  t = await createTestApp();
  alice = await createUser(t.db, { level: 'staff', name: 'Alice' });
  bob = await createUser(t.db, { level: 'freelancer', name: 'Bob' });
  carol = await createUser(t.db, { level: 'staff', name: 'Carol' });
});
afterAll(() => t.close());

const notificationsOf = (user: User) =>
  t.db.selectFrom('notifications').selectAll().where('user_id', '=', user.id).orderBy('created_at', 'desc').execute();

describe('notify()', () => {
  const base = { actionType: 'submit', itemId: 'job-1', url: '/app/jobs/job-1', text: '**Bob** submitted a job' };

  it('notifies each recipient once, never the actor', async () => {
    const sent = await notify(t.db, { ...base, recipients: [alice.id, bob.id, alice.id, carol.id], actorId: bob.id });
    expect(sent.sort()).toEqual([alice.id, carol.id].sort());
    expect(await notificationsOf(bob)).toHaveLength(0);
    expect(await notificationsOf(alice)).toHaveLength(1);
  });

  it('folds an unread notification with the same url and action type: count goes up, text is the newest', async () => {
    await notify(t.db, { ...base, recipients: [alice.id], actorId: carol.id, text: '**Carol** submitted again' });
    const rows = await notificationsOf(alice);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ count: 2, text: '**Carol** submitted again', actor_id: carol.id, read: false });
  });

  it('starts a new notification once the folded one was read, or for another action type', async () => {
    await t.db.updateTable('notifications').set({ read: true }).where('user_id', '=', alice.id).execute();
    await notify(t.db, { ...base, recipients: [alice.id], actorId: bob.id });
    await notify(t.db, { ...base, actionType: 'claim', recipients: [alice.id], actorId: bob.id });
    const rows = await notificationsOf(alice);
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => !r.read).map((r) => r.count)).toEqual([1, 1]);
  });

  it('sends nothing for a muted (item, action type) pair, and again once unmuted', async () => {
    const cookie = await signIn(t.db, carol);
    const muted = await call(t.app, 'POST', '/api/notifs/config', {
      cookie,
      payload: { itemId: 'job-9', actionType: 'approve', disabled: true },
    });
    expect(muted.json()).toEqual({ config: { itemId: 'job-9', actionType: 'approve', disabled: true } });
    expect(
      await notify(t.db, {
        ...base,
        itemId: 'job-9',
        url: '/app/jobs/job-9',
        actionType: 'approve',
        recipients: [carol.id],
        actorId: alice.id,
      }),
    ).toEqual([]);
    // Other action types on the same item still arrive.
    expect(
      await notify(t.db, {
        ...base,
        itemId: 'job-9',
        url: '/app/jobs/job-9',
        actionType: 'reject',
        recipients: [carol.id],
        actorId: alice.id,
      }),
    ).toEqual([carol.id]);

    const read = await call(t.app, 'GET', '/api/notifs/config?itemId=job-9&actionType=approve', { cookie });
    expect(read.json().config.disabled).toBe(true);
    await call(t.app, 'POST', '/api/notifs/config', {
      cookie,
      payload: { itemId: 'job-9', actionType: 'approve', disabled: false },
    });
    expect(
      await notify(t.db, {
        ...base,
        itemId: 'job-9',
        url: '/app/jobs/job-9',
        actionType: 'approve',
        recipients: [carol.id],
        actorId: alice.id,
      }),
    ).toEqual([carol.id]);
  });

  it('an unknown config reads as not muted', async () => {
    const response = await call(t.app, 'GET', '/api/notifs/config?itemId=x&actionType=y', { cookie: await signIn(t.db, bob) });
    expect(response.json()).toEqual({ config: { itemId: 'x', actionType: 'y', disabled: false } });
  });
});

describe('/api/notifs', () => {
  let dave: User;
  let cookie: string;

  beforeAll(async () => {
    dave = await createUser(t.db, { level: 'staff', name: 'Dave' });
    cookie = await signIn(t.db, dave);
    for (let i = 0; i < 55; i += 1) {
      await createNotification(t.db, {
        user: dave,
        actor: alice,
        read: i % 5 === 0,
        createdAt: new Date(Date.now() - i * 60_000),
        text: `Note **${i}**`,
      });
    }
  });

  it("lists the caller's notifications newest first, 50 a page, with markdown rendered and the unread count", async () => {
    const page1 = (await call(t.app, 'GET', '/api/notifs', { cookie })).json();
    expect(page1.notifs).toHaveLength(50);
    expect(page1.hasMore).toBe(true);
    expect(page1.unread).toBe(44);
    expect(page1.notifs[0]).toMatchObject({
      text: 'Note **0**',
      html: '<p>Note <strong>0</strong></p>',
      read: true,
      count: 1,
      actor: { _id: alice.id, name: 'Alice' },
    });
    const page2 = (await call(t.app, 'GET', '/api/notifs?skip=50', { cookie })).json();
    expect(page2.notifs).toHaveLength(5);
    expect(page2.hasMore).toBe(false);
  });

  it('sanitises the rendered markdown', async () => {
    await createNotification(t.db, {
      user: carol,
      text: 'Hi <script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)>',
    });
    const [notif] = (await call(t.app, 'GET', '/api/notifs?limit=1', { cookie: await signIn(t.db, carol) })).json().notifs;
    expect(notif.html).not.toMatch(/script|javascript:|onerror/);
  });

  it("marks, unmarks and deletes one's own notifications", async () => {
    const [first] = (await call(t.app, 'GET', '/api/notifs?limit=2&skip=1', { cookie })).json().notifs;
    expect(first.read).toBe(false);
    const marked = await call(t.app, 'POST', `/api/notifs/${first._id}/mark`, { cookie });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().notif).toMatchObject({ _id: first._id, read: true });
    const unmarked = await call(t.app, 'POST', `/api/notifs/${first._id}/unmark`, { cookie });
    expect(unmarked.json().notif).toMatchObject({ _id: first._id, read: false });
    const removed = await call(t.app, 'DELETE', `/api/notifs/${first._id}`, { cookie });
    expect(removed.json()).toEqual({ message: 'Notification removed' });
    expect(await t.db.selectFrom('notifications').select('id').where('id', '=', first._id).execute()).toHaveLength(0);
  });

  it('unmarking folds into an unread twin instead of failing', async () => {
    const erin = await createUser(t.db, { level: 'staff' });
    const erinCookie = await signIn(t.db, erin);
    const old = await createNotification(t.db, { user: erin, url: '/app/jobs/same', actionType: 'claim', read: true });
    await createNotification(t.db, { user: erin, url: '/app/jobs/same', actionType: 'claim' });
    const response = await call(t.app, 'POST', `/api/notifs/${old.id}/unmark`, { cookie: erinCookie });
    expect(response.statusCode).toBe(200);
    expect(response.json().notif).toMatchObject({ read: false, count: 2 });
    expect(await notificationsOf(erin)).toHaveLength(1);
  });

  it('someone else\'s notification is "not found" for mark, unmark and delete, and stays as it was', async () => {
    const [theirs] = await notificationsOf(dave);
    const intruder = await signIn(t.db, bob);
    for (const [method, path] of [
      ['POST', 'mark'],
      ['POST', 'unmark'],
      ['DELETE', ''],
    ] as const) {
      const response = await call(t.app, method, `/api/notifs/${theirs.id}${path ? `/${path}` : ''}`, { cookie: intruder });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Notification not found' });
    }
    const after = await t.db.selectFrom('notifications').selectAll().where('id', '=', theirs.id).executeTakeFirstOrThrow();
    expect(after.read).toBe(theirs.read);
  });

  it("mark-all reads everything; clear-all removes only read ones, and only the caller's", async () => {
    const carolBefore = (await notificationsOf(carol)).length;
    await createNotification(t.db, { user: dave });
    expect((await call(t.app, 'POST', '/api/notifs/mark-all', { cookie })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/notifs', { cookie })).json().unread).toBe(0);
    await createNotification(t.db, { user: dave, text: 'fresh' });
    expect((await call(t.app, 'POST', '/api/notifs/clear-all', { cookie })).statusCode).toBe(200);
    const left = (await call(t.app, 'GET', '/api/notifs', { cookie })).json();
    expect(left.notifs.map((n: { text: string }) => n.text)).toEqual(['fresh']);
    expect(await notificationsOf(carol)).toHaveLength(carolBefore);
  });

  it('config input is validated, naming the field, and nothing is stored', async () => {
    const count = async () =>
      (
        await t.db
          .selectFrom('notification_configs')
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    const response = await call(t.app, 'POST', '/api/notifs/config', { cookie, payload: { itemId: 'a', actionType: 'b' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/disabled/);
    expect(await count()).toBe(before);
  });
});

describe("notifications in the reader's language (issue 13)", () => {
  let thai: User;
  let english: User;

  beforeAll(async () => {
    thai = await createUser(t.db, { level: 'staff', name: 'Somchai', locale: 'th' });
    english = await createUser(t.db, { level: 'staff', name: 'Emma' });
  });

  const listAs = async (user: User, headers?: Record<string, string>) =>
    (await call(t.app, 'GET', '/api/notifs', { cookie: await signIn(t.db, user), headers })).json().notifs as Array<{
      text: string;
      html: string;
      itemId: string;
    }>;

  it('renders one notification in Thai for a Thai reader and in English for an English one, job type included', async () => {
    await notify(t.db, {
      recipients: [thai.id, english.id],
      actorId: bob.id,
      actionType: 'claim',
      itemId: 'job-thai',
      url: '/app/jobs/job-thai',
      message: { key: 'claim', params: { actor: 'Bob', jobType: 'video-editing', project: 'Rent *Day*' } },
    });
    const [forThai] = (await listAs(thai)).filter((n) => n.itemId === 'job-thai');
    expect(forThai.text).toBe('**Bob** รับงาน **ตัดต่อวิดีโอ** ใน **Rent \\*Day\\***');
    expect(forThai.html).toBe('<p><strong>Bob</strong> รับงาน <strong>ตัดต่อวิดีโอ</strong> ใน <strong>Rent *Day*</strong></p>');
    const [forEnglish] = (await listAs(english)).filter((n) => n.itemId === 'job-thai');
    expect(forEnglish.text).toBe('**Bob** claimed the **Video Editing** job in **Rent \\*Day\\***');
  });

  it("follows the browser's language when the account has none", async () => {
    const [inThai] = (await listAs(english, { 'accept-language': 'th-TH,th;q=0.9' })).filter((n) => n.itemId === 'job-thai');
    expect(inThai.text).toContain('รับงาน');
  });

  it('keeps each rendering, written when sent, so a read renders nothing', async () => {
    const row = await t.db
      .selectFrom('notifications')
      .select(['rendered', 'message'])
      .where('user_id', '=', thai.id)
      .where('item_id', '=', 'job-thai')
      .executeTakeFirstOrThrow();
    expect(Object.keys(row.rendered).sort()).toEqual(['en', 'th']);
    expect(row.message).toMatchObject({ key: 'claim' });
    // A kept rendering is served as kept (proof that the read does not render again).
    await t.db
      .updateTable('notifications')
      .set({ rendered: JSON.stringify({ ...row.rendered, th: { text: 'kept', html: '<p>kept</p>' } }) })
      .where('user_id', '=', thai.id)
      .where('item_id', '=', 'job-thai')
      .execute();
    const [kept] = (await listAs(thai)).filter((n) => n.itemId === 'job-thai');
    expect(kept).toMatchObject({ text: 'kept', html: '<p>kept</p>' });
  });

  it('renders a notification written before renderings were kept on its first read, and keeps it', async () => {
    const old = await createNotification(t.db, { user: thai, text: 'Older **news**' });
    const [first] = (await listAs(thai)).filter((n) => n.itemId === old.item_id);
    expect(first.html).toBe('<p>Older <strong>news</strong></p>');
    const row = await t.db.selectFrom('notifications').select('rendered').where('id', '=', old.id).executeTakeFirstOrThrow();
    expect(row.rendered).toEqual({ th: { text: 'Older **news**', html: '<p>Older <strong>news</strong></p>' } });
  });
});
