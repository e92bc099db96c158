// The permission matrix of every user, account and file endpoint × every kind of caller: exactly who may
// call what. Each row gets fresh users, so one row's changes (agreeing, a new password) never leak.
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createUser, type User } from './factories';
import { multipartBody, PDF, pngImage } from './multipart';

let t: TestApp;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  png = await pngImage(64, 64);
});
afterAll(() => t.close());

const CALLERS = ['admin', 'pm', 'staff', 'freelancer', 'newbie', 'client', 'anonymous'] as const;
type Caller = (typeof CALLERS)[number];

async function callers(): Promise<{
  users: Record<Exclude<Caller, 'anonymous'>, User>;
  cookies: Record<Caller, string | undefined>;
}> {
  const users = {
    admin: await createUser(t.db, { level: 'admin' }),
    pm: await createUser(t.db, { level: 'staff', roles: ['project-manager'] }),
    staff: await createUser(t.db, { level: 'staff', roles: ['storyboard'] }),
    freelancer: await createUser(t.db, { level: 'freelancer', roles: ['script'] }),
    newbie: await createUser(t.db, { level: 'freelancer', roles: ['voice'], tnc: false }),
    client: await createUser(t.db, { level: 'client' }),
  };
  const cookies = { anonymous: undefined } as Record<Caller, string | undefined>;
  for (const key of Object.keys(users) as Array<keyof typeof users>) cookies[key] = await signIn(t.db, users[key]);
  return { users, cookies };
}

interface Row {
  name: string;
  expected: Record<Caller, number>;
  request(ctx: { self: User | null; other: User; fileId: string; n: number }): {
    method: 'GET' | 'POST';
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  };
}

const all = (status: number, changes: Partial<Record<Caller, number>> = {}): Record<Caller, number> => ({
  ...(Object.fromEntries(CALLERS.map((c) => [c, status])) as Record<Caller, number>),
  anonymous: 401,
  ...changes,
});
/** Everyone signed in may, except a freelancer who has not agreed to the terms. */
const everyone = (status: number) => all(status, { newbie: 403 });
/** Admins only. */
const admins = (status: number) => all(403, { admin: status });

const ROWS: Row[] = [
  {
    name: 'GET /api/users',
    expected: all(403, { admin: 200, pm: 200, staff: 200 }),
    request: () => ({ method: 'GET', url: '/api/users' }),
  },
  {
    name: 'POST /api/users/{id}/role (another user)',
    expected: admins(200),
    request: ({ other }) => ({
      method: 'POST',
      url: `/api/users/${other.id}/role`,
      payload: { paymentInfo: 'Bank B', role: ['script'] },
    }),
  },
  {
    name: 'GET /api/users/{id}/all/job-count (another user)',
    expected: admins(200),
    request: ({ other }) => ({ method: 'GET', url: `/api/users/${other.id}/all/job-count` }),
  },
  {
    name: 'GET /api/users/{id}/all/job-count (oneself)',
    expected: everyone(200),
    request: ({ self, other }) => ({ method: 'GET', url: `/api/users/${(self ?? other).id}/all/job-count` }),
  },
  {
    name: 'POST /api/users/invite',
    expected: admins(201),
    request: ({ n }) => ({ method: 'POST', url: '/api/users/invite', payload: { email: `invitee-${n}@example.com` } }),
  },
  { name: 'GET /api/accounts/me', expected: all(200), request: () => ({ method: 'GET', url: '/api/accounts/me' }) },
  {
    name: 'POST /api/accounts/name',
    expected: everyone(200),
    request: () => ({ method: 'POST', url: '/api/accounts/name', payload: { name: 'New Name', nameAlias: 'NN' } }),
  },
  {
    name: 'POST /api/accounts/notification',
    expected: everyone(200),
    request: () => ({ method: 'POST', url: '/api/accounts/notification', payload: { setting: false } }),
  },
  {
    name: 'POST /api/accounts/notification-mails',
    expected: everyone(200),
    request: () => ({ method: 'POST', url: '/api/accounts/notification-mails', payload: { mode: 'daily' } }),
  },
  {
    name: 'POST /api/accounts/notification-email',
    expected: everyone(200),
    request: () => ({ method: 'POST', url: '/api/accounts/notification-email', payload: { email: 'me@example.com' } }),
  },
  {
    name: 'POST /api/accounts/password (wrong current password)',
    expected: everyone(400),
    request: () => ({
      method: 'POST',
      url: '/api/accounts/password',
      payload: { currentPassword: 'wrong guess', newPassword: 'whatever-long' },
    }),
  },
  {
    name: 'POST /api/accounts/locale',
    expected: all(200),
    request: () => ({ method: 'POST', url: '/api/accounts/locale', payload: { locale: 'th' } }),
  },
  { name: 'POST /api/accounts/agree', expected: all(200), request: () => ({ method: 'POST', url: '/api/accounts/agree' }) },
  {
    name: 'POST /api/accounts/picture',
    expected: everyone(200),
    request: () => ({ method: 'POST', url: '/api/accounts/picture', ...multipartBody({ filename: 'me.png', content: png }) }),
  },
  {
    name: 'POST /api/files/upload',
    expected: everyone(201),
    request: () => ({ method: 'POST', url: '/api/files/upload', ...multipartBody({ filename: 'notes.pdf', content: PDF }) }),
  },
  {
    name: "GET /api/files/download (someone else's file, attached to nothing)",
    // A file is read by who may read what it is attached to (files-access.test.ts); unattached, by its uploader and admins.
    expected: admins(200),
    request: ({ fileId }) => ({ method: 'GET', url: `/api/files/download?key=${fileId}` }),
  },
  {
    name: 'GET /api/auth/invite (unknown token)',
    expected: all(404, { anonymous: 404 }),
    request: () => ({ method: 'GET', url: `/api/auth/invite?token=${'a'.repeat(43)}` }),
  },
  {
    name: 'POST /api/auth/invite/accept (unknown token)',
    expected: all(404, { anonymous: 404 }),
    request: () => ({
      method: 'POST',
      url: '/api/auth/invite/accept',
      payload: { token: 'b'.repeat(43), password: 'long-enough-1' },
    }),
  },
  {
    name: 'POST /api/contact',
    expected: all(201, { anonymous: 201 }),
    request: () => ({
      method: 'POST',
      url: '/api/contact',
      payload: { message: 'Hello', name: 'Visitor', email: 'visitor@example.com' },
    }),
  },
];

describe('people endpoints × callers', () => {
  it.each(ROWS)('$name', async (row) => {
    const { users, cookies } = await callers();
    const other = await createUser(t.db, { level: 'freelancer', roles: ['voice'] });
    const uploader = await signIn(t.db, await createUser(t.db, { level: 'staff' }));
    const upload = multipartBody({ filename: 'shared.pdf', content: PDF });
    const fileId = (await call(t.app, 'POST', '/api/files/upload', { cookie: uploader, ...upload })).json().file.id;

    const got: Record<string, number> = {};
    let n = 0;
    for (const caller of CALLERS) {
      const self = caller === 'anonymous' ? null : users[caller];
      const request = row.request({ self, other, fileId, n: n++ + Date.now() });
      const response = await call(t.app, request.method, request.url, {
        cookie: cookies[caller],
        payload: request.payload as never,
        headers: request.headers,
      });
      got[caller] = response.statusCode;
      if (response.statusCode >= 400) expect(typeof response.json().message).toBe('string');
    }
    expect(got).toEqual(row.expected);
  });
});
