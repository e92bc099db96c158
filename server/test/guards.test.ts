import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createUser, type User } from './factories';

let t: TestApp;
let newbie: User;
let staff: User;

beforeAll(async () => {
  t = await createTestApp();
  newbie = await createUser(t.db, { level: 'freelancer', roles: ['voice'], tnc: false });
  staff = await createUser(t.db, { level: 'staff' });
});
afterAll(() => t.close());

const projectCount = async () =>
  (
    await t.db
      .selectFrom('projects')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('anonymous callers', () => {
  const PUBLIC = [
    'POST /api/auth/login',
    'POST /api/auth/logout',
    'GET /api/remotes',
    'GET /api/auth/invite',
    'POST /api/auth/invite/accept',
    'POST /api/contact',
    // Another installation's server calls it with the shared transfer token (projects-transfer.test.ts).
    'POST /api/projects/transfer-in',
    // A reviewer without an account opens a review link with its token (review-links.test.ts), reads its feedback,
    // comments and decides through it (review-feedback.test.ts: refused without a live token and its password).
    'POST /api/review/open',
    'POST /api/review/feedback',
    'POST /api/review/comments',
    'POST /api/review/decisions',
  ];

  it('every registered /api route answers 401 with the sign-in redirect, except the public ones', async () => {
    const routes = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(20);
    const publicRoutes = routes.filter((r) => r.public).map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.sort()).toEqual([...PUBLIC].sort());

    // Readable by anonymous visitors for a published project only; comments.test.ts, projects-publish.test.ts and
    // projects-public-view.test.ts prove each answers 401 (with the sign-in redirect) for anything else.
    const anonymousReadable = routes.filter((r) => r.anonymousReadable).map((r) => `${r.method} ${r.url}`);
    expect(anonymousReadable.sort()).toEqual(
      [
        'GET /api/projects/:id',
        'GET /api/projects/:id/public',
        'GET /api/comments',
        'GET /api/comments/count',
        'POST /api/comments',
      ].sort(),
    );

    const failures: string[] = [];
    for (const route of routes.filter((r) => !r.public)) {
      const url = route.url.replace(/:\w+/g, randomUUID()).replace(/\*$/, 'index.html');
      // The comment routes validate their input first: give them a well-formed request about no record.
      const aboutNothing = route.url.startsWith('/api/comments');
      const itemId = randomUUID();
      const response = await call(
        t.app,
        route.method as 'GET',
        aboutNothing && route.method === 'GET' ? `${url}?itemId=${itemId}` : url,
        route.method === 'GET' ? {} : { payload: aboutNothing ? { itemId, text: 'x' } : {} },
      );
      const body = response.statusCode === 401 ? response.json() : null;
      if (response.statusCode !== 401 || body?.redirectUrl !== '/auth/login' || body?.message !== 'Please sign in') {
        failures.push(`${route.method} ${route.url} → ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('an escaped spelling of an /api path is still guarded', async () => {
    for (const url of ['/%61pi/projects', '/api/%70rojects', '/api//projects', '/API/projects']) {
      const response = await call(t.app, 'GET', url);
      expect([401, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('"projects"');
    }
  });

  it('public routes work without a session', async () => {
    expect((await call(t.app, 'GET', '/api/remotes')).json()).toEqual({ remotes: {} });
    expect((await call(t.app, 'POST', '/api/auth/logout')).statusCode).toBe(200);
  });

  it('an unknown /api path is 401 for anonymous callers and 404 with a message for signed-in ones', async () => {
    expect((await call(t.app, 'GET', '/api/nope')).statusCode).toBe(401);
    const response = await call(t.app, 'GET', '/api/nope', { cookie: await signIn(t.db, staff) });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/not found/i);
  });
});

describe('freelancer terms gate', () => {
  it('refuses a freelancer without agreement on every call except the session, sign-out and agreeing', async () => {
    const cookie = await signIn(t.db, newbie);
    for (const url of ['/api/projects', '/api/jobs', '/api/notifs', '/api/memos/unread']) {
      const response = await call(t.app, 'GET', url, { cookie });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'Please agree to the Freelance Services Terms and Conditions first',
        redirectUrl: '/app/account?section=terms',
      });
    }
    const created = await call(t.app, 'POST', '/api/projects', { cookie, payload: { title: 'Sneaky' } });
    expect(created.statusCode).toBe(403);

    const session = await call(t.app, 'GET', '/api/session', { cookie });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.freelancerTnc).toBeNull();

    const agreed = await call(t.app, 'POST', '/api/accounts/agree', { cookie });
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json().message).toBe('You agreed to Freelance Services Terms and Conditions');
    expect(Date.parse(agreed.json().user.freelancerTnc)).not.toBeNaN();

    expect((await call(t.app, 'GET', '/api/projects', { cookie })).statusCode).toBe(200);
  });

  it('does not gate staff, admins or clients, who have no freelancer terms', async () => {
    const client = await createUser(t.db, { level: 'client' });
    expect((await call(t.app, 'GET', '/api/projects', { cookie: await signIn(t.db, client) })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/projects', { cookie: await signIn(t.db, staff) })).statusCode).toBe(200);
  });
});

describe('cross-site request refusal', () => {
  it('refuses a state-changing request without a same-origin signal and writes nothing', async () => {
    const cookie = await signIn(t.db, staff);
    const before = await projectCount();
    const cases: Array<Record<string, string>> = [
      {},
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost:9999' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: { cookie, ...headers },
        payload: { title: 'CSRF' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Cross-site request refused' });
    }
    expect(await projectCount()).toBe(before);
  });

  it('refuses a cross-site sign-in too (login CSRF)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'a@b.c', password: 'x' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts Sec-Fetch-Site: same-origin, or an Origin naming our host and port', async () => {
    const cookie = await signIn(t.db, staff);
    const viaFetchMetadata = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
      payload: { title: 'Via fetch metadata' },
    });
    expect(viaFetchMetadata.statusCode).toBe(201);
    const viaOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie, host: 'studio.example:8080', origin: 'http://studio.example:8080' },
      payload: { title: 'Via origin' },
    });
    expect(viaOrigin.statusCode).toBe(201);
  });

  it('lets reads through without any origin signal', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/projects', headers: { cookie: await signIn(t.db, staff) } });
    expect(response.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  const CSP =
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;connect-src 'self';" +
    "font-src 'self' data:;object-src 'none';base-uri 'self';frame-src https://www.youtube.com https://www.facebook.com;" +
    "frame-ancestors 'none';form-action 'self'";

  it.each([
    ['an API answer', '/api/remotes'],
    ['an error', '/api/projects'],
    ['a redirect', '/'],
  ])('are on %s', async (_label, url) => {
    const response = await call(t.app, 'GET', url);
    expect(response.headers['content-security-policy']).toBe(CSP);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBeDefined();
  });
});

describe('errors', () => {
  it('an unexpected failure answers 500 "Unexpected error occurred" without details', async () => {
    const cookie = await signIn(t.db, staff);
    // Break the database under the app: the route fails in a way no rule foresaw.
    await sql`alter table project_listed_by rename to project_listed_by_gone`.execute(t.db);
    try {
      const response = await call(t.app, 'GET', '/api/projects', { cookie });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Unexpected error occurred' });
    } finally {
      await sql`alter table project_listed_by_gone rename to project_listed_by`.execute(t.db);
    }
  });

  it('ids that are not uuids are a 400 naming the parameter', async () => {
    const response = await call(t.app, 'POST', '/api/notifs/not-a-uuid/mark', { cookie: await signIn(t.db, staff) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'id', message: 'The id is not valid' });
  });
});
