// Messages (issue 18): conversations one-to-one (reused, also when two are opened at once), group and public; posting
// with text and files, bad input named, a retried send answered with its first message; paging back by cursor;
// unread counts per conversation and in all; search in Thai and English; the live event for the members; no bell.
import { sql } from 'kysely';
import { call, createTestApp, namedField, signIn, type TestApp } from './helper';
import { createProject, createUser, type User } from './factories';
import { uploadImage } from './scene-support';

let t: TestApp;
let alice: User;
let bob: User;
let carol: User;
let cookies: Record<'alice' | 'bob' | 'carol', string>;

beforeAll(async () => {
  t = await createTestApp();
  alice = await createUser(t.db, { level: 'staff', name: 'Alice' });
  bob = await createUser(t.db, { level: 'freelancer', name: 'Bob' });
  carol = await createUser(t.db, { level: 'staff', name: 'Carol' });
  cookies = { alice: await signIn(t.db, alice), bob: await signIn(t.db, bob), carol: await signIn(t.db, carol) };
});
afterAll(() => t.close());

async function open(cookie: string, payload: Record<string, unknown>) {
  return call(t.app, 'POST', '/api/messages/conversations', { cookie, payload });
}

async function send(cookie: string, conversationId: string, payload: Record<string, unknown>) {
  return call(t.app, 'POST', `/api/messages/conversations/${conversationId}/messages`, { cookie, payload });
}

async function unread(cookie: string): Promise<number> {
  const response = await call(t.app, 'GET', '/api/messages/unread', { cookie });
  expect(response.statusCode).toBe(200);
  return response.json().count;
}

async function messageCount(conversationId: string): Promise<number> {
  const row = await t.db
    .selectFrom('messages')
    .select(sql<string>`count(*)`.as('n'))
    .where('conversation_id', '=', conversationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A fresh pair of contributors and their one-to-one conversation. */
async function pair() {
  const a = await createUser(t.db, { level: 'staff' });
  const b = await createUser(t.db, { level: 'staff' });
  const ca = await signIn(t.db, a);
  const cb = await signIn(t.db, b);
  const response = await open(ca, { userIds: [b.id] });
  expect(response.statusCode).toBe(201);
  return { a, b, ca, cb, id: response.json().conversation._id as string };
}

describe('conversations', () => {
  it('a one-to-one conversation is made once and reused by either person', async () => {
    const first = await open(cookies.alice, { userIds: [bob.id] });
    expect(first.statusCode).toBe(201);
    const conversation = first.json().conversation;
    expect(conversation).toMatchObject({ isGroup: false, isPublic: false, title: 'Bob', unread: 0, lastMessage: null });
    expect(conversation.users.map((u: { name: string }) => u.name).sort()).toEqual(['Alice', 'Bob']);
    const again = await open(cookies.bob, { userIds: [alice.id] });
    expect(again.statusCode).toBe(200);
    expect(again.json().conversation._id).toBe(conversation._id);
    expect(again.json().conversation.title).toBe('Alice');
  });

  it('two people opening the same pair at once get one conversation', async () => {
    const a = await createUser(t.db, { level: 'staff' });
    const b = await createUser(t.db, { level: 'freelancer' });
    const [ca, cb] = [await signIn(t.db, a), await signIn(t.db, b)];
    const answers = await Promise.all([
      open(ca, { userIds: [b.id] }),
      open(cb, { userIds: [a.id] }),
      open(ca, { userIds: [b.id] }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((r) => r.json().conversation._id)).size).toBe(1);
    const rows = await t.db.selectFrom('conversation_members').select('conversation_id').where('user_id', '=', a.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('never carries e-mail addresses', async () => {
    const response = await open(cookies.alice, { userIds: [bob.id] });
    expect(JSON.stringify(response.json())).not.toMatch(/@test\.local/);
    const list = await call(t.app, 'GET', '/api/messages/conversations', { cookie: cookies.alice });
    expect(list.body).not.toMatch(/@test\.local/);
  });

  it('a group has its title and members; a title or several people make a group', async () => {
    const response = await open(cookies.alice, { userIds: [bob.id, carol.id], title: 'Launch crew' });
    expect(response.statusCode).toBe(201);
    expect(response.json().conversation).toMatchObject({ title: 'Launch crew', isGroup: true, isPublic: false });
    expect(response.json().conversation.users).toHaveLength(3);
  });

  it('refuses a conversation with nobody but oneself, and unknown people, naming the field', async () => {
    const self = await open(cookies.alice, { userIds: [alice.id] });
    expect(self.statusCode).toBe(400);
    expect(namedField(self.json())).toMatch(/userIds/);
    const nobody = await open(cookies.alice, { userIds: [] });
    expect(nobody.statusCode).toBe(400);
    expect(namedField(nobody.json())).toMatch(/userIds/);
    const unknown = await open(cookies.alice, { userIds: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknown.statusCode).toBe(400);
    expect(namedField(unknown.json())).toMatch(/userIds/);
  });

  it('lists the newest activity first, paged', async () => {
    const me = await createUser(t.db, { level: 'staff' });
    const cookie = await signIn(t.db, me);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const other = await createUser(t.db, { level: 'freelancer' });
      ids.push((await open(cookie, { userIds: [other.id] })).json().conversation._id);
    }
    expect((await send(cookie, ids[0], { text: 'first one is now the newest' })).statusCode).toBe(201);
    const page1 = await call(t.app, 'GET', '/api/messages/conversations?limit=2', { cookie });
    expect(page1.json().conversations.map((c: { _id: string }) => c._id)).toEqual([ids[0], ids[2]]);
    expect(page1.json()).toMatchObject({ skip: 2, hasMore: true });
    const page2 = await call(t.app, 'GET', '/api/messages/conversations?limit=2&skip=2', { cookie });
    expect(page2.json().conversations.map((c: { _id: string }) => c._id)).toEqual([ids[1]]);
    expect(page2.json().hasMore).toBe(false);
    expect(page1.json().conversations[0].lastMessage).toMatchObject({ text: 'first one is now the newest' });
  });
});

describe('messages', () => {
  it('posts, lists newest first and pages back by cursor', async () => {
    const { ca, cb, id } = await pair();
    for (let i = 1; i <= 5; i += 1) expect((await send(i % 2 ? ca : cb, id, { text: `message ${i}` })).statusCode).toBe(201);
    const first = await call(t.app, 'GET', `/api/messages/conversations/${id}/messages?limit=2`, { cookie: ca });
    expect(first.statusCode).toBe(200);
    expect(first.json().messages.map((m: { text: string }) => m.text)).toEqual(['message 5', 'message 4']);
    expect(first.json().hasMore).toBe(true);
    const before = first.json().messages[1]._id;
    const second = await call(t.app, 'GET', `/api/messages/conversations/${id}/messages?limit=10&before=${before}`, {
      cookie: ca,
    });
    expect(second.json().messages.map((m: { text: string }) => m.text)).toEqual(['message 3', 'message 2', 'message 1']);
    expect(second.json().hasMore).toBe(false);
    const foreign = await call(
      t.app,
      'GET',
      `/api/messages/conversations/${id}/messages?before=00000000-0000-4000-8000-000000000000`,
      { cookie: ca },
    );
    expect(foreign.statusCode).toBe(400);
    expect(namedField(foreign.json())).toMatch(/before/);
  });

  it('refuses empty text without a file and text over 5,000 characters, writing nothing', async () => {
    const { ca, id } = await pair();
    const empty = await send(ca, id, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(namedField(empty.json())).toMatch(/text/);
    const long = await send(ca, id, { text: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(namedField(long.json())).toMatch(/text/);
    expect((await send(ca, id, { text: 'x'.repeat(5000) })).statusCode).toBe(201);
    expect(await messageCount(id)).toBe(1);
  });

  it('answers in Thai for a Thai account', async () => {
    const { id } = await pair();
    const thai = await createUser(t.db, { level: 'staff', locale: 'th' });
    const cookie = await signIn(t.db, thai);
    const missing = await send(cookie, id, { text: 'hi' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('ไม่พบการสนทนา');
    const own = (await open(cookie, { userIds: [alice.id] })).json().conversation._id;
    const empty = await send(cookie, own, { text: '' });
    expect(empty.json().message).toBe('ข้อความต้องไม่ว่าง เว้นแต่จะแนบไฟล์');
    const long = await send(cookie, own, { text: 'ก'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('ข้อความมีได้ไม่เกิน 5000 ตัวอักษร');
  });

  it('a file alone is a message; its file is read by the members only', async () => {
    const { a, ca, cb, id } = await pair();
    const outsider = await signIn(t.db, await createUser(t.db, { level: 'staff' }));
    const admin = await signIn(t.db, await createUser(t.db, { level: 'admin' }));
    const fileId = await uploadImage(t, ca);
    const response = await send(ca, id, { text: '', files: [{ id: fileId }] });
    expect(response.statusCode).toBe(201);
    expect(response.json().message.files).toEqual([expect.objectContaining({ id: fileId })]);
    expect(response.json().message.user).toMatchObject({ _id: a.id });
    const download = (cookie: string) => call(t.app, 'GET', `/api/files/download?key=${fileId}`, { cookie });
    expect((await download(cb)).statusCode).toBe(200);
    expect((await download(ca)).statusCode).toBe(200);
    expect((await download(outsider)).statusCode).toBe(403);
    expect((await download(admin)).statusCode).toBe(403);
    const someoneElses = await send(outsider, id, { text: 'hi', files: [{ id: fileId }] });
    expect(someoneElses.statusCode).toBe(404);
  });

  it('a retried send with the same clientId answers the first message, once', async () => {
    const { ca, id } = await pair();
    const payload = { text: 'sent twice by a flaky network', clientId: 'page-1-msg-1' };
    const first = await send(ca, id, payload);
    expect(first.statusCode).toBe(201);
    const again = await send(ca, id, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json().message._id).toBe(first.json().message._id);
    const burst = await Promise.all([1, 2, 3].map(() => send(ca, id, { ...payload, clientId: 'page-1-msg-2' })));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(burst.map((r) => r.json().message._id)).size).toBe(1);
    expect(await messageCount(id)).toBe(2);
  });

  it('counts unread per conversation and in all, until read; the sender counts nothing', async () => {
    const { ca, cb, id } = await pair();
    expect(await unread(cb)).toBe(0);
    await send(ca, id, { text: 'one' });
    await send(ca, id, { text: 'two' });
    expect(await unread(cb)).toBe(2);
    expect(await unread(ca)).toBe(0);
    const one = await call(t.app, 'GET', `/api/messages/conversations/${id}`, { cookie: cb });
    expect(one.json().conversation.unread).toBe(2);
    const read = await call(t.app, 'POST', `/api/messages/conversations/${id}/read`, { cookie: cb });
    expect(read.statusCode).toBe(200);
    expect(read.json().unread).toBe(0);
    expect(await unread(cb)).toBe(0);
    await send(cb, id, { text: 'reply' });
    expect(await unread(ca)).toBe(1);
  });

  it('tells the members through a live event in the same transaction, and rings no bell', async () => {
    const { a, b, ca, id } = await pair();
    const bells = async () =>
      Number(
        (
          await t.db
            .selectFrom('notifications')
            .select(sql<string>`count(*)`.as('n'))
            .where('user_id', '=', b.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await bells();
    await send(ca, id, { text: 'ping' });
    const events = await t.db
      .selectFrom('live_events')
      .selectAll()
      .where('resource', '=', 'messages')
      .where(sql<boolean>`${id} = any(ids)`)
      .orderBy('id', 'desc')
      .execute();
    expect(events[0].user_ids.sort()).toEqual([a.id, b.id].sort());
    expect(await bells()).toBe(before);
  });
});

describe('groups and public conversations', () => {
  it('members add people; the creator removes anyone; a member leaves; a one-to-one has no members to change', async () => {
    const group = (await open(cookies.alice, { userIds: [bob.id], title: 'Edit room' })).json().conversation._id;
    const dave = await createUser(t.db, { level: 'freelancer', name: 'Dave' });
    const add = await call(t.app, 'POST', `/api/messages/conversations/${group}/members/${carol.id}`, { cookie: cookies.bob });
    expect(add.statusCode).toBe(200);
    expect(add.json().conversation.users).toHaveLength(3);
    await call(t.app, 'POST', `/api/messages/conversations/${group}/members/${dave.id}`, { cookie: cookies.alice });
    const byBob = await call(t.app, 'DELETE', `/api/messages/conversations/${group}/members/${carol.id}`, {
      cookie: cookies.bob,
    });
    expect(byBob.statusCode).toBe(403);
    const byCreator = await call(t.app, 'DELETE', `/api/messages/conversations/${group}/members/${dave.id}`, {
      cookie: cookies.alice,
    });
    expect(byCreator.statusCode).toBe(200);
    const leave = await call(t.app, 'DELETE', `/api/messages/conversations/${group}/members/${carol.id}`, {
      cookie: cookies.carol,
    });
    expect(leave.statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/messages/conversations/${group}`, { cookie: cookies.carol })).statusCode).toBe(404);
    const { ca, b, id } = await pair();
    const onPair = await call(t.app, 'DELETE', `/api/messages/conversations/${id}/members/${b.id}`, { cookie: ca });
    expect(onPair.statusCode).toBe(409);
  });

  it('a public conversation is read and joined by contributors, never by clients', async () => {
    const client = await createUser(t.db, { level: 'client' });
    const clientCookie = await signIn(t.db, client);
    const created = await open(cookies.alice, { userIds: [bob.id], title: 'Studio lounge', isPublic: true });
    expect(created.statusCode).toBe(201);
    const id = created.json().conversation._id;
    await send(cookies.alice, id, { text: 'welcome everyone' });
    const read = await call(t.app, 'GET', `/api/messages/conversations/${id}/messages`, { cookie: cookies.carol });
    expect(read.statusCode).toBe(200);
    expect(read.json().messages[0].text).toBe('welcome everyone');
    expect((await send(cookies.carol, id, { text: 'may I?' })).statusCode).toBe(403);
    const join = await call(t.app, 'POST', `/api/messages/conversations/${id}/join`, { cookie: cookies.carol });
    expect(join.statusCode).toBe(200);
    expect(join.json().conversation.isMember).toBe(true);
    expect((await send(cookies.carol, id, { text: 'joined' })).statusCode).toBe(201);
    expect((await call(t.app, 'POST', `/api/messages/conversations/${id}/join`, { cookie: cookies.carol })).statusCode).toBe(409);
    expect((await call(t.app, 'GET', `/api/messages/conversations/${id}`, { cookie: clientCookie })).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `/api/messages/conversations/${id}/join`, { cookie: clientCookie })).statusCode).toBe(404);
    const adding = await call(t.app, 'POST', `/api/messages/conversations/${id}/members/${client.id}`, { cookie: cookies.alice });
    expect(adding.statusCode).toBe(403);
  });
});

describe('who may talk to whom', () => {
  it('a client talks with the people of their own projects and admins only', async () => {
    const client = await createUser(t.db, { level: 'client' });
    const pm = await createUser(t.db, { level: 'staff', roles: ['project-manager'] });
    const worker = await createUser(t.db, { level: 'freelancer' });
    const stranger = await createUser(t.db, { level: 'staff' });
    const admin = await createUser(t.db, { level: 'admin' });
    await createProject(t.db, { collaborators: [client, pm, worker] });
    const cookie = await signIn(t.db, client);
    expect((await open(cookie, { userIds: [pm.id] })).statusCode).toBe(201);
    expect((await open(cookie, { userIds: [worker.id] })).statusCode).toBe(201);
    expect((await open(cookie, { userIds: [admin.id] })).statusCode).toBe(201);
    expect((await open(cookie, { userIds: [stranger.id] })).statusCode).toBe(403);
    expect((await open(await signIn(t.db, stranger), { userIds: [client.id] })).statusCode).toBe(403);
    expect((await open(cookie, { userIds: [pm.id, stranger.id], title: 'mixed' })).statusCode).toBe(403);
    const group = (await open(await signIn(t.db, pm), { userIds: [client.id, worker.id], title: 'Project room' })).json()
      .conversation._id;
    const addStranger = await call(t.app, 'POST', `/api/messages/conversations/${group}/members/${stranger.id}`, {
      cookie: await signIn(t.db, pm),
    });
    expect(addStranger.statusCode).toBe(403);
    expect((await open(cookie, { userIds: [pm.id], title: 'Public?', isPublic: true })).statusCode).toBe(403);
  });
});

describe('search', () => {
  it('finds English and Thai substrings in the conversations the caller reads, with a 150-character preview', async () => {
    const { ca, cb, id } = await pair();
    const outsider = await signIn(t.db, await createUser(t.db, { level: 'client' }));
    const long = `The storyboard for episode seven is ready ${'and more words '.repeat(20)}`;
    await send(ca, id, { text: long });
    await send(cb, id, { text: 'ส่งไฟล์ตัดต่อวิดีโอให้ลูกค้าแล้วครับ' });
    const english = await call(t.app, 'GET', `/api/messages/search?term=${encodeURIComponent('episode sev')}`, { cookie: cb });
    expect(english.statusCode).toBe(200);
    const found = english.json().conversations.find((c: { conversation: { _id: string } }) => c.conversation._id === id);
    expect(found.preview.startsWith('The storyboard for episode seven')).toBe(true);
    expect(found.preview.length).toBeLessThanOrEqual(150);
    const thai = await call(t.app, 'GET', `/api/messages/search?term=${encodeURIComponent('ตัดต่อวิดีโอ')}`, { cookie: ca });
    expect(thai.json().conversations.map((c: { conversation: { _id: string } }) => c.conversation._id)).toContain(id);
    const none = await call(t.app, 'GET', `/api/messages/search?term=${encodeURIComponent('ตัดต่อวิดีโอ')}`, { cookie: outsider });
    expect(none.json().conversations).toEqual([]);
    const blank = await call(t.app, 'GET', '/api/messages/search?term=%20', { cookie: ca });
    expect(blank.json().conversations).toEqual([]);
  });
});
