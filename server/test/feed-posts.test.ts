// Every feed and post endpoint × the nine callers of the project page, the notifications a post sends, bad input
// (4xx naming the field, nothing written), show=unrated, search in English and Thai, and sanitised markdown.
import { call, createTestApp, type TestApp } from './helper';
import { createFeed, createPost, type Feed, type Post } from './factories';
import { CALLERS, createProjectCallers, ONLY_CONTRIBUTORS, type Caller, type ProjectCallers } from './project-callers';

let t: TestApp;
let c: ProjectCallers;
let open: Feed;
let crew: Feed;
let readOnly: Feed;
let levelFeed: Feed;

beforeAll(async () => {
  t = await createTestApp();
  c = await createProjectCallers(t);
  for (const name of ['all', 'unread', 'to-do']) await createFeed(t.db, { name, aggregate: true });
  open = await createFeed(t.db, { name: 'studio', createdBy: c.users.admin });
  // The crew feed's people: the staff member, the project PM and the admin; its creator is the project PM.
  crew = await createFeed(t.db, {
    name: 'crew',
    users: [c.users.staff, c.users.projectPm, c.users.admin],
    createdBy: c.users.projectPm,
  });
  readOnly = await createFeed(t.db, { name: 'announcements', createdBy: c.users.admin });
  await t.db.updateTable('feeds').set({ is_read_only: true }).where('id', '=', readOnly.id).execute();
  levelFeed = await createFeed(t.db, { name: 'freelancer', levelBased: true });
});
afterAll(() => t.close());

type Matrix = Readonly<Record<Caller, number>>;
const matrix = (contributors: number, overrides: Partial<Record<Caller, number>> = {}): Matrix => ({
  ...ONLY_CONTRIBUTORS,
  freelancer: contributors,
  staff: contributors,
  projectPm: contributors,
  otherPm: contributors,
  admin: contributors,
  ...overrides,
});
/** Only admins (and what the overrides add). */
const adminsOnly = (code: number, overrides: Partial<Record<Caller, number>> = {}): Matrix =>
  matrix(403, { admin: code, ...overrides });
/** The crew feed's readers: its people and admins; other contributors learn nothing of its posts. */
const CREW_POST_READERS = matrix(200, { freelancer: 404, otherPm: 404 });

const postCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('posts')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const feedCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('feeds')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

interface Endpoint {
  name: string;
  expected: Matrix;
  send(cookie: string | undefined, caller: Caller): Promise<Awaited<ReturnType<typeof call>>>;
}

const staffPost = (feed: Feed = open) => createPost(t.db, { feed, user: c.users.staff, title: 'A staff post' });

const ENDPOINTS: Endpoint[] = [
  { name: 'GET /api/feeds', expected: ONLY_CONTRIBUTORS, send: (cookie) => call(t.app, 'GET', '/api/feeds', { cookie }) },
  {
    name: 'POST /api/feeds',
    expected: adminsOnly(201),
    send: (cookie, caller) => call(t.app, 'POST', '/api/feeds', { cookie, payload: { name: `new-${caller}`, description: 'x' } }),
  },
  {
    name: 'POST /api/feeds/{id} (a feed the project PM created)',
    expected: matrix(403, { projectPm: 200, admin: 200, freelancer: 404, otherPm: 404 }),
    send: async (cookie) => call(t.app, 'POST', `/api/feeds/${crew.id}`, { cookie, payload: { description: 'The crew' } }),
  },
  {
    name: 'DELETE /api/feeds/{name} (a feed the project PM created)',
    expected: matrix(403, { projectPm: 200, admin: 200, freelancer: 404, otherPm: 404 }),
    send: async (cookie, caller) => {
      const feed = await createFeed(t.db, {
        name: `doomed-${caller}`,
        users: [c.users.staff, c.users.projectPm],
        createdBy: c.users.projectPm,
      });
      return call(t.app, 'DELETE', `/api/feeds/${feed.name}`, { cookie });
    },
  },
  {
    name: 'GET /api/posts?feed=all',
    expected: ONLY_CONTRIBUTORS,
    send: (cookie) => call(t.app, 'GET', '/api/posts?feed=all', { cookie }),
  },
  {
    name: 'GET /api/posts?feed=crew',
    expected: matrix(200, { freelancer: 403, otherPm: 403 }),
    send: (cookie) => call(t.app, 'GET', '/api/posts?feed=crew', { cookie }),
  },
  {
    name: 'GET /api/posts/search',
    expected: ONLY_CONTRIBUTORS,
    send: (cookie) => call(t.app, 'GET', '/api/posts/search?term=staff', { cookie }),
  },
  {
    name: 'GET /api/posts/{id} (crew feed)',
    expected: CREW_POST_READERS,
    send: async (cookie) => call(t.app, 'GET', `/api/posts/${(await staffPost(crew)).id}`, { cookie }),
  },
  {
    name: 'POST /api/posts (open feed)',
    expected: matrix(201),
    send: (cookie) => call(t.app, 'POST', '/api/posts', { cookie, payload: { feed: open.id, title: 'Hello' } }),
  },
  {
    name: 'POST /api/posts (crew feed)',
    expected: matrix(201, { freelancer: 400, otherPm: 400 }),
    send: (cookie) => call(t.app, 'POST', '/api/posts', { cookie, payload: { feed: crew.id, title: 'Hello crew' } }),
  },
  {
    name: 'POST /api/posts (memo)',
    expected: adminsOnly(201),
    send: (cookie) => call(t.app, 'POST', '/api/posts', { cookie, payload: { feed: open.id, type: 'memo', title: 'Memo' } }),
  },
  {
    name: 'POST /api/posts/{id} (a staff post)',
    expected: matrix(403, { staff: 200, admin: 200 }),
    send: async (cookie) => call(t.app, 'POST', `/api/posts/${(await staffPost()).id}`, { cookie, payload: { title: 'Edited' } }),
  },
  {
    name: 'DELETE /api/posts/{id} (a staff post)',
    expected: matrix(403, { staff: 200, admin: 200 }),
    send: async (cookie) => call(t.app, 'DELETE', `/api/posts/${(await staffPost()).id}`, { cookie }),
  },
  {
    name: 'POST /api/posts/{id}/rate (crew feed)',
    expected: CREW_POST_READERS,
    send: async (cookie) =>
      call(t.app, 'POST', `/api/posts/${(await staffPost(crew)).id}/rate`, { cookie, payload: { rating: 5 } }),
  },
  {
    name: 'POST /api/posts/{id}/todo',
    expected: matrix(200),
    send: async (cookie) => call(t.app, 'POST', `/api/posts/${(await staffPost()).id}/todo`, { cookie, payload: {} }),
  },
  {
    name: 'POST /api/posts/{id}/done (crew feed)',
    expected: CREW_POST_READERS,
    send: async (cookie) =>
      call(t.app, 'POST', `/api/posts/${(await staffPost(crew)).id}/done`, { cookie, payload: { done: true } }),
  },
  {
    name: 'POST /api/posts/{id}/track-users',
    expected: matrix(200),
    send: async (cookie) =>
      call(t.app, 'POST', `/api/posts/${(await staffPost()).id}/track-users`, { cookie, payload: { readBy: true } }),
  },
];

describe.each(ENDPOINTS)('$name', (endpoint) => {
  it.each(CALLERS)('%s', async (caller) => {
    const response = await endpoint.send(c.cookies[caller], caller);
    expect({ caller, status: response.statusCode }).toEqual({ caller, status: endpoint.expected[caller] });
  });
});

describe('feed rules', () => {
  it('system, aggregate and level feeds are neither edited nor removed, not even by admins', async () => {
    const system = await createFeed(t.db, { name: 'story-reception', createdBy: c.users.admin });
    await t.db.updateTable('feeds').set({ is_system: true }).where('id', '=', system.id).execute();
    for (const feed of [system, levelFeed]) {
      const edit = await call(t.app, 'POST', `/api/feeds/${feed.id}`, {
        cookie: c.cookies.admin,
        payload: { users: [c.users.staff.id] },
      });
      expect(edit.statusCode).toBe(403);
      expect((await call(t.app, 'DELETE', `/api/feeds/${feed.name}`, { cookie: c.cookies.admin })).statusCode).toBe(403);
    }
    expect((await call(t.app, 'DELETE', '/api/feeds/all', { cookie: c.cookies.admin })).statusCode).toBe(403);
  });

  it('a blank or taken feed name is refused, naming the field, and nothing is written', async () => {
    const before = await feedCount();
    const blank = await call(t.app, 'POST', '/api/feeds', { cookie: c.cookies.admin, payload: { name: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/^name/);
    const taken = await call(t.app, 'POST', '/api/feeds', { cookie: c.cookies.admin, payload: { name: ' crew ' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/^name/);
    const ghost = await call(t.app, 'POST', '/api/feeds', {
      cookie: c.cookies.admin,
      payload: { name: 'ghosts', users: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json().message).toMatch(/^users/);
    expect(await feedCount()).toBe(before);
  });

  it('editing the people of a feed changes who reads it', async () => {
    const feed = await createFeed(t.db, { name: 'pair', users: [c.users.staff], createdBy: c.users.admin });
    expect((await call(t.app, 'GET', '/api/posts?feed=pair', { cookie: c.cookies.freelancer })).statusCode).toBe(403);
    const edit = await call(t.app, 'POST', `/api/feeds/${feed.id}`, {
      cookie: c.cookies.admin,
      payload: { users: [c.users.staff.id, c.users.freelancer.id] },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().feed.users).toEqual([c.users.staff.id, c.users.freelancer.id]);
    expect((await call(t.app, 'GET', '/api/posts?feed=pair', { cookie: c.cookies.freelancer })).statusCode).toBe(200);
  });
});

describe('writing posts', () => {
  it('bad input is refused naming the field, and nothing is written', async () => {
    const before = await postCount();
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ feed: open.id, title: '   ' }, 400, /^title/],
      [{ feed: readOnly.id, title: 'Hi' }, 403, /^feed/],
      [
        {
          feed: (await t.db.selectFrom('feeds').select('id').where('name', '=', 'all').executeTakeFirstOrThrow()).id,
          title: 'Hi',
        },
        403,
        /^feed/,
      ],
      [{ feed: '00000000-0000-4000-8000-000000000000', title: 'Hi' }, 400, /^feed/],
      [{ feed: open.id, title: 'Hi', users: ['00000000-0000-4000-8000-000000000000'] }, 400, /^users/],
      [{ feed: open.id, title: 'Hi', files: ['00000000-0000-4000-8000-000000000000'] }, 400, /^files/],
      [{ feed: open.id, title: 'Hi', rating: 9 }, 400, /rating/],
    ];
    for (const [payload, status, message] of cases) {
      const response = await call(t.app, 'POST', '/api/posts', { cookie: c.cookies.staff, payload });
      expect({ payload, status: response.statusCode }).toEqual({ payload, status });
      expect(response.json().message).toMatch(message);
    }
    expect(await postCount()).toBe(before);
  });

  it('renders markdown on the server and no script, handler or javascript: URL survives', async () => {
    const body =
      '**bold** <script>alert(1)</script><img src=x onerror="alert(2)"> [x](javascript:alert(3)) <a href="javascript:alert(4)">y</a> <svg onload=alert(5)>';
    const response = await call(t.app, 'POST', '/api/posts', {
      cookie: c.cookies.staff,
      payload: { feed: open.id, title: 'XSS', body },
    });
    expect(response.statusCode).toBe(201);
    const { post } = response.json();
    expect(post.bodyHtml).toContain('<strong>bold</strong>');
    for (const html of [
      post.bodyHtml,
      (await t.db.selectFrom('posts').select('body_html').where('id', '=', post._id).executeTakeFirstOrThrow()).body_html,
    ]) {
      expect(html).not.toMatch(/<script|onerror|onload|javascript:|<svg/i);
    }
  });

  it("a private post is the author's to-do item: tags nobody, only the author reads it, on their to-do feed", async () => {
    const response = await call(t.app, 'POST', '/api/posts', {
      cookie: c.cookies.freelancer,
      payload: { feed: open.id, title: 'Buy a microphone', private: true, users: [c.users.staff.id] },
    });
    expect(response.statusCode).toBe(201);
    const { post } = response.json();
    expect(post).toMatchObject({ private: true, type: 'todo', users: [] });
    expect((await call(t.app, 'GET', `/api/posts/${post._id}`, { cookie: c.cookies.admin })).statusCode).toBe(404);
    const todo = (await call(t.app, 'GET', '/api/posts?feed=to-do', { cookie: c.cookies.freelancer })).json().posts;
    expect(todo.map((p: { _id: string }) => p._id)).toContain(post._id);
  });
});

describe('notifications', () => {
  const notified = async (url: string) =>
    (await t.db.selectFrom('notifications').select(['user_id', 'text', 'action_type']).where('url', '=', url).execute()).sort(
      (a, b) => a.user_id.localeCompare(b.user_id),
    );
  /** What `cookie`'s owner reads of the notification about `url` in the bell (in their language). */
  const readAs = async (cookie: string | undefined, url: string) =>
    ((await call(t.app, 'GET', '/api/notifs', { cookie })).json().notifs as Array<{ url: string; text: string }>).find(
      (n) => n.url === url,
    )?.text;

  it("a new post goes to the feed's people and the tagged readers, never the actor, in each reader's language", async () => {
    await t.db.updateTable('users').set({ locale: 'th' }).where('id', '=', c.users.projectPm.id).execute();
    const response = await call(t.app, 'POST', '/api/posts', {
      cookie: c.cookies.staff,
      // The freelancer does not read the crew feed: tagging them tells them nothing.
      payload: { feed: crew.id, title: 'Night shoot', users: [c.users.freelancer.id] },
    });
    const { post } = response.json();
    const rows = await notified(`/app/feed/crew/post/${post._id}`);
    expect(rows.map((row) => row.user_id).sort()).toEqual([c.users.projectPm.id, c.users.admin.id].sort());
    const url = `/app/feed/crew/post/${post._id}`;
    expect(await readAs(c.cookies.admin, url)).toBe('**Staff** posted **Night shoot** in **crew**');
    expect(await readAs(c.cookies.projectPm, url)).toBe('**Staff** โพสต์ **Night shoot** ในฟีด **crew**');
    // Rendered from its message, not from text kept in one language: back in English, the PM reads it in English.
    await t.db.updateTable('users').set({ locale: null }).where('id', '=', c.users.projectPm.id).execute();
    expect(await readAs(c.cookies.projectPm, url)).toBe('**Staff** posted **Night shoot** in **crew**');
  });

  it('a tagged freelancer hears of a post in an open feed; marking it done tells its author only', async () => {
    const { post } = (
      await call(t.app, 'POST', '/api/posts', {
        cookie: c.cookies.staff,
        payload: { feed: open.id, title: 'Fix the subtitles', users: [c.users.freelancer.id] },
      })
    ).json();
    const url = `/app/feed/studio/post/${post._id}`;
    expect((await notified(url)).map((row) => [row.user_id, row.action_type])).toEqual([[c.users.freelancer.id, 'post/create']]);
    const done = await call(t.app, 'POST', `/api/posts/${post._id}/done`, {
      cookie: c.cookies.freelancer,
      payload: { done: true },
    });
    expect(done.json()).toMatchObject({ message: 'Marked as done', post: { done: true } });
    const doneRows = (await notified(url)).filter((row) => row.action_type === 'post/done');
    expect(doneRows).toEqual([
      { user_id: c.users.staff.id, action_type: 'post/done', text: '**Freelancer** marked **Fix the subtitles** as done' },
    ]);
    // The author marking their own post done notifies nobody.
    await call(t.app, 'POST', `/api/posts/${post._id}/done`, { cookie: c.cookies.staff, payload: { done: false } });
    await call(t.app, 'POST', `/api/posts/${post._id}/done`, { cookie: c.cookies.staff, payload: { done: true } });
    expect((await notified(url)).filter((row) => row.action_type === 'post/done')).toHaveLength(1);
  });
});

describe('lists', () => {
  it('show=unrated keeps only the posts the caller has not rated; ratings average', async () => {
    const feed = await createFeed(t.db, { name: 'ratings', createdBy: c.users.admin });
    const rated = await createPost(t.db, { feed, user: c.users.admin, title: 'Rated' });
    const unrated = await createPost(t.db, { feed, user: c.users.admin, title: 'Unrated' });
    await call(t.app, 'POST', `/api/posts/${rated.id}/rate`, { cookie: c.cookies.staff, payload: { rating: 5 } });
    const second = await call(t.app, 'POST', `/api/posts/${rated.id}/rate`, {
      cookie: c.cookies.freelancer,
      payload: { rating: 2 },
    });
    expect(second.json().post).toMatchObject({ rating: 4, ratingCount: 2, myRating: 2 });
    const list = (await call(t.app, 'GET', '/api/posts?feed=ratings&show=unrated', { cookie: c.cookies.staff })).json().posts;
    expect(list.map((p: { title: string }) => p.title)).toEqual(['Unrated']);
    const all = (await call(t.app, 'GET', '/api/posts?feed=ratings&show=all', { cookie: c.cookies.staff })).json().posts;
    expect(all.map((p: { _id: string }) => p._id).sort()).toEqual([rated.id, unrated.id].sort());
  });

  it('search finds English words in any order and Thai text written without spaces', async () => {
    const feed = await createFeed(t.db, { name: 'search', createdBy: c.users.admin });
    await createPost(t.db, { feed, user: c.users.admin, title: 'Render farm maintenance', body: 'Slow on Tuesday' });
    await createPost(t.db, { feed, user: c.users.admin, title: 'ประชุมทีมงานวันจันทร์', body: 'เตรียมสคริปต์ให้พร้อม' });
    await createPost(t.db, { feed, user: c.users.admin, title: 'Unrelated', body: 'Nothing to see' });
    const titles = async (term: string) =>
      (await call(t.app, 'GET', `/api/posts?feed=search&search=${encodeURIComponent(term)}`, { cookie: c.cookies.staff }))
        .json()
        .posts.map((p: { title: string }) => p.title);
    expect(await titles('farm render')).toEqual(['Render farm maintenance']);
    expect(await titles('TUESDAY')).toEqual(['Render farm maintenance']);
    expect(await titles('ทีมงาน')).toEqual(['ประชุมทีมงานวันจันทร์']);
    expect(await titles('สคริปต์')).toEqual(['ประชุมทีมงานวันจันทร์']);
    expect(await titles('100%')).toEqual([]);
    const global = (
      await call(t.app, 'GET', `/api/posts/search?term=${encodeURIComponent('วันจันทร์')}`, { cookie: c.cookies.freelancer })
    ).json();
    expect(global.posts.map((p: { title: string }) => p.title)).toEqual(['ประชุมทีมงานวันจันทร์']);
  });

  it('a searched feed pages through every match once, in each order, as a list without a search would', async () => {
    const feed = await createFeed(t.db, { name: 'paging', createdBy: c.users.admin });
    const start = Date.UTC(2025, 0, 1);
    const made = [];
    // Twelve posts, four matching ones on each minute (ties broken by id), and an author's private match.
    for (let i = 0; i < 12; i++) {
      const title = i % 3 === 2 ? `Other ${i}` : `Needle ${i}`;
      const post = await createPost(t.db, { feed, user: c.users.admin, title, createdAt: new Date(start + (i % 4) * 60_000) });
      await t.db
        .updateTable('posts')
        .set({ rating: 1 + (i % 5), updated_at: new Date(start + ((i * 7) % 12) * 60_000) })
        .where('id', '=', post.id)
        .execute();
      made.push({ ...post, rating: 1 + (i % 5), updated_at: new Date(start + ((i * 7) % 12) * 60_000) });
    }
    await createPost(t.db, { feed, user: c.users.admin, title: 'Needle kept private', private: true });
    const matches = made.filter((post) => post.title.startsWith('Needle'));
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    const time = (date: Date) => date.getTime();
    const orders = {
      latest: (a: Post, b: Post) => time(b.created_at) - time(a.created_at) || byId(b, a),
      oldest: (a: Post, b: Post) => time(a.created_at) - time(b.created_at) || byId(a, b),
      modified: (a: Post, b: Post) => time(b.updated_at) - time(a.updated_at) || byId(b, a),
      rating: (a: Post, b: Post) => b.rating - a.rating || time(b.created_at) - time(a.created_at) || byId(b, a),
    };
    for (const [sort, order] of Object.entries(orders)) {
      const seen: string[] = [];
      const more: boolean[] = [];
      for (let skip = 0; skip < matches.length; skip += 3) {
        const page = (
          await call(t.app, 'GET', `/api/posts?feed=paging&search=needle&sort=${sort}&skip=${skip}&limit=3`, {
            cookie: c.cookies.staff,
          })
        ).json();
        seen.push(...page.posts.map((p: { _id: string }) => p._id));
        more.push(page.hasMore);
      }
      expect({ sort, ids: seen }).toEqual({ sort, ids: [...matches].sort(order).map((post) => post.id) });
      expect(more).toEqual([true, true, false]);
    }
  });

  it("to-do: marking puts a post on the caller's to-do feed and removing takes it off", async () => {
    const post = await staffPost();
    await call(t.app, 'POST', `/api/posts/${post.id}/todo`, { cookie: c.cookies.otherPm, payload: {} });
    const ids = async () =>
      (await call(t.app, 'GET', '/api/posts?feed=to-do', { cookie: c.cookies.otherPm }))
        .json()
        .posts.map((p: { _id: string }) => p._id);
    expect(await ids()).toContain(post.id);
    await call(t.app, 'POST', `/api/posts/${post.id}/todo`, { cookie: c.cookies.otherPm, payload: { remove: true } });
    expect(await ids()).not.toContain(post.id);
  });
});
