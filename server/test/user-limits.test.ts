// Per-user limits (issue 19 item 2): a signed-in user's comments, posts and uploads are limited per user in the
// database, so a burst is refused with 429 (a sentence in the reader's language and Retry-After) whichever server
// instance serves it, while another user writing at the same time is not limited; the OpenAPI document lists the 429.
import type { FastifyInstance } from 'fastify';
import { call, createSiblingApp, createTestApp, signIn, type TestApp } from './helper';
import { createFeed, createProject, createUser } from './factories';
import { multipartBody, pngImage } from './multipart';
import { USER_LIMIT_MESSAGES } from '../src/services/user-limits';

const LIMITS = {
  comments: { max: 4, windowMs: 60 * 60_000 },
  posts: { max: 3, windowMs: 60 * 60_000 },
  uploads: { max: 2, windowMs: 60 * 60_000 },
};

let t: TestApp;
let sibling: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ userLimits: LIMITS });
  // A second server instance on the same database (as behind a load balancer).
  sibling = await createSiblingApp(t, { userLimits: LIMITS });
});
afterAll(async () => {
  await sibling.close();
  await t.close();
});

async function staffOnProject() {
  const user = await createUser(t.db, { level: 'staff' });
  const project = await createProject(t.db, { status: 'script-writing', collaborators: [user] });
  return { user, project, cookie: await signIn(t.db, user) };
}

const comment = (app: FastifyInstance, cookie: string, itemId: string, headers: Record<string, string> = {}) =>
  call(app, 'POST', '/api/comments', { cookie, payload: { itemId, text: 'Looks good' }, headers });

describe('comments per user', () => {
  it('refuses a burst past the limit across two instances, with Retry-After, and lets another user write', async () => {
    const { project, cookie } = await staffOnProject();
    const other = await signIn(t.db, await createUser(t.db, { level: 'admin' }));
    // Alternate the instances: each counts in the shared table.
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await comment(i % 2 ? sibling : t.app, cookie, project.id));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 429, 429]);
    expect(answers[4].json().message).toBe(USER_LIMIT_MESSAGES.comments);
    expect(Number(answers[4].headers['retry-after'])).toBeGreaterThan(0);
    const stored = await t.db.selectFrom('comments').select('id').where('item_id', '=', project.id).execute();
    expect(stored).toHaveLength(4);
    // Another user is not limited by the first one's burst, on either instance.
    expect((await comment(t.app, other, project.id)).statusCode).toBe(201);
    expect((await comment(sibling, other, project.id)).statusCode).toBe(201);
  });

  it('holds when the burst arrives at both instances at once', async () => {
    const { project, cookie } = await staffOnProject();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => comment(i % 2 ? sibling : t.app, cookie, project.id)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(4);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(6);
  });

  it('says it in Thai to a Thai reader', async () => {
    const { project, cookie } = await staffOnProject();
    for (let i = 0; i < 4; i++) expect((await comment(t.app, cookie, project.id)).statusCode).toBe(201);
    const refused = await comment(t.app, cookie, project.id, { 'accept-language': 'th-TH,th;q=0.9' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('คุณเขียนความคิดเห็นมากเกินไปในเวลาสั้น ๆ กรุณารอสักครู่แล้วลองอีกครั้ง');
  });
});

describe('posts and uploads per user', () => {
  it('limits posts', async () => {
    const user = await createUser(t.db, { level: 'staff' });
    const cookie = await signIn(t.db, user);
    const feed = await createFeed(t.db, { users: [user] });
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (await call(i % 2 ? sibling : t.app, 'POST', '/api/posts', { cookie, payload: { feed: feed.id, title: `Post ${i}` } }))
          .statusCode,
      );
    expect(codes).toEqual([201, 201, 201, 429]);
  });

  it('limits uploads', async () => {
    const cookie = await signIn(t.db, await createUser(t.db, { level: 'staff' }));
    const image = await pngImage(20, 20);
    const codes = [];
    for (let i = 0; i < 3; i++) {
      const { payload, headers } = multipartBody({ filename: `frame-${i}.png`, content: image });
      codes.push((await call(i % 2 ? sibling : t.app, 'POST', '/api/files/upload', { cookie, payload, headers })).statusCode);
    }
    expect(codes).toEqual([201, 201, 429]);
  });
});

describe('the OpenAPI document', () => {
  it('lists the 429 of every per-user limited route', async () => {
    const cookie = await signIn(t.db, await createUser(t.db, { level: 'staff' }));
    const doc = (await call(t.app, 'GET', '/api/docs/json', { cookie })).json();
    expect(doc.paths['/api/comments'].post.responses['429']).toBeDefined();
    expect(doc.paths['/api/posts'].post.responses['429']).toBeDefined();
    expect(doc.paths['/api/files/upload'].post.responses['429']).toBeDefined();
  });
});
