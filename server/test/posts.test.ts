import { call, createTestApp, signIn, type TestApp } from './helper';
import { createFeed, createPost, createUser, type Feed, type User } from './factories';

let t: TestApp;
let admin: User;
let freelancer: User;
let staff: User;
let client: User;
let studio: Feed;
let crew: Feed;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { level: 'admin' });
  freelancer = await createUser(t.db, { level: 'freelancer', roles: ['voice'] });
  staff = await createUser(t.db, { level: 'staff' });
  client = await createUser(t.db, { level: 'client' });
  await createFeed(t.db, { name: 'all', aggregate: true });
  await createFeed(t.db, { name: 'unread', aggregate: true });
  await createFeed(t.db, { name: 'to-do', aggregate: true });
  studio = await createFeed(t.db, { name: 'studio' });
  crew = await createFeed(t.db, { name: 'crew', users: [admin, staff] });
});
afterAll(() => t.close());

describe('memos', () => {
  it('an unread memo is listed for every contributor who may read it until they acknowledge it', async () => {
    const memo = await createPost(t.db, {
      feed: studio,
      user: admin,
      type: 'memo',
      title: 'New schedule',
      body: 'Payments on the **1st**',
    });
    await createPost(t.db, {
      feed: crew,
      user: admin,
      type: 'memo',
      title: 'Crew only memo',
      createdAt: new Date(Date.now() + 1000),
    });
    const freelancerCookie = await signIn(t.db, freelancer);

    const before = (await call(t.app, 'GET', '/api/memos/unread', { cookie: freelancerCookie })).json();
    expect(before.memos).toEqual([
      {
        _id: memo.id,
        title: 'New schedule',
        feed: { _id: studio.id, name: 'studio', isSystem: false, isAggregate: false, isLevelBased: false, isRoleBased: false },
        created: memo.created_at.toISOString(),
        bodyHtml: '<p>Payments on the <strong>1st</strong></p>',
      },
    ]);
    const staffMemos = (await call(t.app, 'GET', '/api/memos/unread', { cookie: await signIn(t.db, staff) })).json().memos;
    expect(staffMemos.map((m: { title: string }) => m.title)).toEqual(['New schedule', 'Crew only memo']);

    const ok = await call(t.app, 'POST', `/api/posts/${memo.id}/track-users`, {
      cookie: freelancerCookie,
      payload: { okBy: true },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Memo acknowledged' });
    expect((await call(t.app, 'GET', '/api/memos/unread', { cookie: freelancerCookie })).json().memos).toEqual([]);
    // Acknowledging also counts as reading, and twice is harmless.
    expect(
      (await call(t.app, 'POST', `/api/posts/${memo.id}/track-users`, { cookie: freelancerCookie, payload: { okBy: true } }))
        .statusCode,
    ).toBe(200);
    const ack = await t.db
      .selectFrom('post_acks')
      .selectAll()
      .where('post_id', '=', memo.id)
      .where('user_id', '=', freelancer.id)
      .executeTakeFirstOrThrow();
    expect(ack.ok_at).not.toBeNull();
    expect(ack.read_at).not.toBeNull();
    // Others still see it.
    expect((await call(t.app, 'GET', '/api/memos/unread', { cookie: await signIn(t.db, staff) })).json().memos).toHaveLength(2);
  });

  it("a memo names its feed's kind, so a level feed's memo reads as the level's label", async () => {
    const levelFeed = await createFeed(t.db, { name: 'freelancer', levelBased: true });
    const memo = await createPost(t.db, { feed: levelFeed, user: admin, type: 'memo', title: 'Freelancer rates' });
    const memos = (await call(t.app, 'GET', '/api/memos/unread', { cookie: await signIn(t.db, freelancer) })).json().memos;
    expect(memos.find((m: { _id: string }) => m._id === memo.id).feed).toEqual({
      _id: levelFeed.id,
      name: 'freelancer',
      isSystem: false,
      isAggregate: false,
      isLevelBased: true,
      isRoleBased: false,
    });
  });

  it('clients have no memos (an empty list, not an error)', async () => {
    const response = await call(t.app, 'GET', '/api/memos/unread', { cookie: await signIn(t.db, client) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ memos: [] });
  });

  it('tracking a post the caller may not read is "not found" and records nothing', async () => {
    const secret = await createPost(t.db, { feed: crew, user: admin, type: 'memo', title: 'Secret' });
    const response = await call(t.app, 'POST', `/api/posts/${secret.id}/track-users`, {
      cookie: await signIn(t.db, freelancer),
      payload: { okBy: true },
    });
    expect(response.statusCode).toBe(404);
    expect(await t.db.selectFrom('post_acks').select('user_id').where('post_id', '=', secret.id).execute()).toEqual([]);
  });

  it('tracking needs one of okBy, readBy or markAsRead', async () => {
    const post = await createPost(t.db, { feed: studio, user: admin });
    const response = await call(t.app, 'POST', `/api/posts/${post.id}/track-users`, {
      cookie: await signIn(t.db, staff),
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/okBy/);
  });
});

describe('aggregate feeds', () => {
  it('unread holds the posts the caller has not read; marking one read takes it out', async () => {
    const cookie = await signIn(t.db, staff);
    const post = await createPost(t.db, { feed: studio, user: admin, title: 'Fresh news' });
    const unreadTitles = async () =>
      (await call(t.app, 'GET', '/api/posts?feed=unread', { cookie })).json().posts.map((p: { title: string }) => p.title);
    expect(await unreadTitles()).toContain('Fresh news');
    await call(t.app, 'POST', `/api/posts/${post.id}/track-users`, { cookie, payload: { markAsRead: true } });
    expect(await unreadTitles()).not.toContain('Fresh news');
    const [listed] = (await call(t.app, 'GET', '/api/posts?feed=all&search=fresh', { cookie })).json().posts;
    expect(listed).toMatchObject({ title: 'Fresh news', readByMe: true, okByMe: false });
  });

  it("to-do holds the caller's own private to-dos and nobody else's", async () => {
    await createPost(t.db, { feed: studio, user: freelancer, type: 'todo', title: 'Call the studio', private: true });
    const mine = (await call(t.app, 'GET', '/api/posts?feed=to-do', { cookie: await signIn(t.db, freelancer) })).json().posts;
    expect(mine.map((p: { title: string }) => p.title)).toEqual(['Call the studio']);
    const adminView = (await call(t.app, 'GET', '/api/posts?feed=to-do', { cookie: await signIn(t.db, admin) })).json().posts;
    expect(adminView).toEqual([]);
  });

  it('search matches title or body, case-insensitively, with % and _ taken literally', async () => {
    await createPost(t.db, { feed: studio, user: admin, title: 'Budget 100% approved', body: 'yes' });
    await createPost(t.db, { feed: studio, user: admin, title: 'Other', body: 'the BUDGET_CODE is 7' });
    const search = async (term: string) =>
      (await call(t.app, 'GET', `/api/posts?feed=all&search=${encodeURIComponent(term)}`, { cookie: await signIn(t.db, admin) }))
        .json()
        .posts.map((p: { title: string }) => p.title)
        .sort();
    expect(await search('budget')).toEqual(['Budget 100% approved', 'Other']);
    expect(await search('100%')).toEqual(['Budget 100% approved']);
    expect(await search('et_1')).toEqual([]); // '_' as a wildcard would match 'et 1'
  });

  it('sorts oldest first on request and pages with hasMore', async () => {
    const cookie = await signIn(t.db, admin);
    const latest = (await call(t.app, 'GET', '/api/posts?feed=studio&limit=2', { cookie })).json();
    const oldest = (await call(t.app, 'GET', '/api/posts?feed=studio&limit=2&sort=oldest', { cookie })).json();
    expect(latest.hasMore).toBe(true);
    expect(oldest.posts[0].title).toBe('New schedule');
    expect(latest.posts[0].title).not.toBe('New schedule');
  });
});
