// Feed post counts (migration 0020): the counts GET /api/feeds shows are kept by the database as posts and read and
// to-do marks change, whoever writes. After every kind of change they must equal what the feed's list holds for each
// reader (counted here from the posts themselves, as the list filters them), so nobody's count shows another
// person's private posts, their marks, or posts of a feed they do not read.
import { sql } from 'kysely';
import { readablePostsSql, type Actor } from '../src/policies';
import { countPostsByFeed, listReadableFeeds, type FeedRow } from '../src/repositories/posts';
import { findActor } from '../src/repositories/users';
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createFeed, createPost, createUser, type Feed, type User } from './factories';

let t: TestApp;
let admin: User;
let staff: User;
let freelancer: User;
let voice: User;
let studio: Feed;
let crew: Feed;
let levelFeed: Feed;
let roleFeed: Feed;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { level: 'admin' });
  staff = await createUser(t.db, { level: 'staff' });
  freelancer = await createUser(t.db, { level: 'freelancer' });
  voice = await createUser(t.db, { level: 'freelancer', roles: ['voice'] });
  for (const name of ['all', 'unread', 'to-do']) await createFeed(t.db, { name, aggregate: true });
  studio = await createFeed(t.db, { name: 'studio', createdBy: admin });
  crew = await createFeed(t.db, { name: 'crew', users: [staff, admin], createdBy: admin });
  levelFeed = await createFeed(t.db, { name: 'freelancer', levelBased: true });
  roleFeed = await createFeed(t.db, { name: 'voice', roleBased: true });
  for (const user of [admin, staff, freelancer, voice]) cookies[user.id] = await signIn(t.db, user);
});
afterAll(() => t.close());

/** What the feed's list holds for the actor (the list's own rules over the posts), for each feed they read. */
async function listedCounts(actor: Actor, feeds: FeedRow[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const feed of feeds) {
    const membership = !feed.is_aggregate
      ? sql<boolean>`posts.feed_id = ${feed.id}`
      : feed.name === 'to-do'
        ? sql<boolean>`(ack.todo_at is not null or (posts.private and posts.user_id = ${actor.id}))`
        : feed.name === 'unread'
          ? sql<boolean>`(not posts.private and ack.read_at is null)`
          : sql<boolean>`not posts.private`;
    const row = await t.db
      .selectFrom('posts')
      .innerJoin('feeds', 'feeds.id', 'posts.feed_id')
      .leftJoin('post_acks as ack', (join) => join.onRef('ack.post_id', '=', 'posts.id').on('ack.user_id', '=', actor.id))
      .select(sql<number>`count(*)::int`.as('n'))
      .where(readablePostsSql(actor))
      .where(membership)
      .executeTakeFirstOrThrow();
    counts[feed.name] = row.n;
  }
  return counts;
}

/** Every remaining person's kept counts equal their lists, feed by feed; and GET /api/feeds shows them. */
async function expectCountsHold(): Promise<void> {
  for (const user of [admin, staff, freelancer, voice]) {
    const actor = await findActor(t.db, user.id);
    if (!actor) continue;
    const feeds = await listReadableFeeds(t.db, actor);
    const kept = await countPostsByFeed(t.db, actor, feeds);
    const expected = await listedCounts(actor, feeds);
    expect({ user: actor.email, counts: Object.fromEntries(feeds.map((feed) => [feed.name, kept.get(feed.id)])) }).toEqual({
      user: actor.email,
      counts: expected,
    });
    const shown = (await call(t.app, 'GET', '/api/feeds', { cookie: cookies[user.id] })).json().feeds as Array<{
      name: string;
      postCount: number;
    }>;
    expect(Object.fromEntries(shown.map((feed) => [feed.name, feed.postCount]))).toEqual(expected);
  }
}

const post = (cookie: string, path: string, payload: object) => call(t.app, 'POST', path, { cookie, payload });

describe('feed post counts', () => {
  it('hold for every reader through posting, private to-dos, marks, moves, removals and people leaving', async () => {
    await expectCountsHold();

    // Written straight to the database (the seed, the Contact page and scripts do), and through the API.
    const news = await createPost(t.db, { feed: studio, user: admin, title: 'News' });
    const crewNote = await createPost(t.db, { feed: crew, user: staff, title: 'Crew note' });
    await createPost(t.db, { feed: crew, user: staff, title: 'Staff to-do', private: true, type: 'todo' });
    await createPost(t.db, { feed: studio, user: freelancer, title: 'My to-do', private: true, type: 'todo' });
    await createPost(t.db, { feed: levelFeed, user: admin, title: 'For freelancers' });
    const voiceTip = await createPost(t.db, { feed: roleFeed, user: admin, title: 'Voice tip' });
    const created = await post(cookies[freelancer.id], '/api/posts', { feed: studio.id, title: 'Hello studio' });
    expect(created.statusCode).toBe(201);
    const privateTodo = await post(cookies[staff.id], '/api/posts', { feed: studio.id, title: 'Mine', private: true });
    expect(privateTodo.statusCode).toBe(201);
    await expectCountsHold();

    // Marks: read, to-do, a rating (a mark with neither), unread again, off the to-do list.
    for (const id of [news.id, voiceTip.id]) {
      expect((await post(cookies[voice.id], `/api/posts/${id}/track-users`, { markAsRead: true })).statusCode).toBe(200);
    }
    expect((await post(cookies[voice.id], `/api/posts/${news.id}/todo`, {})).statusCode).toBe(200);
    expect((await post(cookies[freelancer.id], `/api/posts/${news.id}/rate`, { rating: 4 })).statusCode).toBe(200);
    expect((await post(cookies[staff.id], `/api/posts/${crewNote.id}/todo`, {})).statusCode).toBe(200);
    expect((await post(cookies[admin.id], `/api/posts/${crewNote.id}/track-users`, { okBy: true })).statusCode).toBe(200);
    await expectCountsHold();
    expect((await post(cookies[voice.id], `/api/posts/${voiceTip.id}/track-users`, { markAsRead: false })).statusCode).toBe(200);
    expect((await post(cookies[voice.id], `/api/posts/${news.id}/todo`, { remove: true })).statusCode).toBe(200);
    await expectCountsHold();

    // A post moved to a feed some of its readers do not read takes its marks along (they stop counting for them).
    expect((await post(cookies[voice.id], `/api/posts/${news.id}/todo`, {})).statusCode).toBe(200);
    expect((await post(cookies[admin.id], `/api/posts/${news.id}`, { feed: crew.id })).statusCode).toBe(200);
    await expectCountsHold();
    // …and back.
    expect((await post(cookies[admin.id], `/api/posts/${news.id}`, { feed: studio.id })).statusCode).toBe(200);
    await expectCountsHold();

    // Removing a post with marks; a person leaving (their marks and private posts with them).
    expect((await call(t.app, 'DELETE', `/api/posts/${crewNote.id}`, { cookie: cookies[admin.id] })).statusCode).toBe(200);
    await expectCountsHold();
    await t.db.deleteFrom('users').where('id', '=', voice.id).execute();
    await expectCountsHold();
    await t.db.deleteFrom('users').where('id', '=', freelancer.id).execute();
    await expectCountsHold();

    // Removing a feed removes its posts and their counts.
    expect((await call(t.app, 'DELETE', '/api/feeds/crew', { cookie: cookies[admin.id] })).statusCode).toBe(200);
    await expectCountsHold();
    expect(await t.db.selectFrom('feed_reader_counts').select('user_id').where('feed_id', '=', crew.id).execute()).toEqual([]);
  });

  it("nobody's count shows another person's private posts or marks", async () => {
    const reader = await createUser(t.db, { level: 'staff' });
    const cookie = await signIn(t.db, reader);
    const feed = await createFeed(t.db, { name: `open-${Date.now()}`, createdBy: admin });
    const counts = async (who: string) =>
      Object.fromEntries(
        (
          (await call(t.app, 'GET', '/api/feeds', { cookie: who })).json().feeds as Array<{ name: string; postCount: number }>
        ).map((f) => [f.name, f.postCount]),
      );
    const before = await counts(cookie);
    const todo = await post(cookies[admin.id], '/api/posts', { feed: feed.id, title: 'Admin to-do', private: true });
    expect(todo.statusCode).toBe(201);
    const shared = await post(cookies[admin.id], '/api/posts', { feed: feed.id, title: 'For all' });
    await post(cookies[admin.id], `/api/posts/${shared.json().post._id}/todo`, {});
    const after = await counts(cookie);
    // The reader sees the one shared post in the feed, in `all` and in `unread`; nothing on their to-do list.
    expect(after[feed.name]).toBe(1);
    expect(after.all - before.all).toBe(1);
    expect(after.unread - before.unread).toBe(1);
    expect(after['to-do']).toBe(before['to-do']);
    // The admin sees their own to-do, twice counted nowhere.
    const adminCounts = await counts(cookies[admin.id]);
    expect(adminCounts[feed.name]).toBe(2);
    expect(adminCounts['to-do']).toBe(2);
  });
});
