import argon2 from 'argon2';
import type { FastifyInstance } from 'fastify';
import { call, cookieFrom, createSiblingApp, createTestApp, SAME_ORIGIN, signIn, type TestApp } from './helper';
import { createUser, TEST_PASSWORD, type User } from './factories';
import { loadConfig } from '../src/config';
import { hashToken } from '../src/services/sessions';
import { TOO_MANY_FAILED_SIGN_INS } from '../src/services/sign-in-limits';

let t: TestApp;
let freelancer: User;

beforeAll(async () => {
  t = await createTestApp();
  freelancer = await createUser(t.db, { level: 'freelancer', roles: ['script'], email: 'Fern@Studio.test' });
});
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  it('signs in with the right password: user JSON and an httpOnly, SameSite=Lax session cookie', async () => {
    const response = await call(t.app, 'POST', '/api/auth/login', {
      payload: { email: ' FERN@studio.test ', password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      _id: freelancer.id,
      email: 'fern@studio.test',
      level: 'freelancer',
      role: ['script'],
    });
    const cookie = response.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();

    const session = await call(t.app, 'GET', '/api/session', { cookie: cookieFrom(response) });
    expect(session.statusCode).toBe(200);
    expect(session.json().user._id).toBe(freelancer.id);
  });

  it('stores only a hash of the session token', async () => {
    const response = await call(t.app, 'POST', '/api/auth/login', {
      payload: { email: 'fern@studio.test', password: TEST_PASSWORD },
    });
    const token = response.cookies.find((c) => c.name === 'sid')!.value;
    const rows = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(token));
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const secure = await createSiblingApp(t, { trustProxy: true });
    try {
      await createUser(t.db, { email: 'https@studio.test' });
      const response = await call(secure, 'POST', '/api/auth/login', {
        payload: { email: 'https@studio.test', password: TEST_PASSWORD },
        headers: { 'x-forwarded-proto': 'https', origin: 'https://localhost' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('answers a wrong password and an unknown e-mail with the same 401 and no cookie', async () => {
    const wrongPassword = await call(t.app, 'POST', '/api/auth/login', {
      payload: { email: 'fern@studio.test', password: 'nope' },
    });
    const unknownEmail = await call(t.app, 'POST', '/api/auth/login', {
      payload: { email: 'nobody@studio.test', password: TEST_PASSWORD },
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Wrong e-mail or password', redirectUrl: '/auth/login' });
      expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    }
  });

  it('refuses users who have no password yet (pending invitations) the same way', async () => {
    await createUser(t.db, { email: 'invited@studio.test', withPassword: false });
    const response = await call(t.app, 'POST', '/api/auth/login', { payload: { email: 'invited@studio.test', password: '' } });
    expect(response.statusCode).toBe(400);
    const again = await call(t.app, 'POST', '/api/auth/login', {
      payload: { email: 'invited@studio.test', password: 'anything' },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Wrong e-mail or password');
  });

  it('names the missing field on bad input', async () => {
    const response = await call(t.app, 'POST', '/api/auth/login', { payload: { email: 'fern@studio.test' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/password/);
  });
});

describe('the sign-in limit (failures per account and per address)', () => {
  const OFFICE = '203.0.113.10';
  /** A sign-in from `address` (the client IP), as our page sends it. */
  const signInFrom = (app: FastifyInstance, address: string, email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: address,
      headers: { origin: SAME_ORIGIN },
      payload: { email, password },
    });
  afterEach(() => jest.restoreAllMocks());
  /** Its hash's own cost decides a verification's: a cheap one keeps these many sign-ins quick on a busy machine. */
  let cheapHash: Promise<string> | null = null;
  const person = async () => {
    cheapHash ??= argon2.hash(TEST_PASSWORD, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1 });
    const user = await createUser(t.db, { level: 'staff' });
    await t.db
      .updateTable('users')
      .set({ password_hash: await cheapHash })
      .where('id', '=', user.id)
      .execute();
    return user;
  };

  it('lets 30 people behind one office address all sign in at 9:00, a few after a typo', async () => {
    // The limits a production server starts with (an empty environment).
    const { loginRateLimit, signInLimits } = loadConfig({});
    const production = await createSiblingApp(t, { loginRateLimit, signInLimits });
    try {
      const studio = await Promise.all(Array.from({ length: 30 }, person));
      const typos = await Promise.all(
        studio.slice(0, 8).map((user) => signInFrom(production, OFFICE, user.email, 'wrong password')),
      );
      expect(typos.map((response) => response.statusCode)).toEqual(Array(8).fill(401));
      const statuses: number[] = [];
      for (const user of studio) statuses.push((await signInFrom(production, OFFICE, user.email, TEST_PASSWORD)).statusCode);
      expect(statuses).toEqual(Array(30).fill(200));
    } finally {
      await production.close();
    }
  });

  it('refuses an account after its failures, even with the right password, from any address, until the window passes', async () => {
    const target = await person();
    const bystander = await person();
    for (let i = 0; i < 10; i += 1) {
      expect((await signInFrom(t.app, `198.51.100.${i + 1}`, target.email.toUpperCase(), `guess ${i}`)).statusCode).toBe(401);
    }
    const refused = await signInFrom(t.app, OFFICE, target.email, TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_FAILED_SIGN_INS });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(refused.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // Others at the same address are not affected.
    expect((await signInFrom(t.app, OFFICE, bystander.email, TEST_PASSWORD)).statusCode).toBe(200);
    // Once the failures are older than the window, the account signs in again.
    const later = Date.now() + 15 * 60_000 + 1000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    expect((await signInFrom(t.app, OFFICE, target.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('a successful sign-in clears the account’s failures', async () => {
    const strict = await createSiblingApp(t, { signInLimits: { accountFailures: 3, addressFailures: 100, windowMs: 60_000 } });
    try {
      const user = await person();
      for (let round = 0; round < 2; round += 1) {
        for (let i = 0; i < 2; i += 1) expect((await signInFrom(strict, OFFICE, user.email, 'typo')).statusCode).toBe(401);
        expect((await signInFrom(strict, OFFICE, user.email, TEST_PASSWORD)).statusCode).toBe(200);
      }
    } finally {
      await strict.close();
    }
  });

  it('refuses an address past its ceiling of failures, whatever account it tries; other addresses still sign in', async () => {
    const strict = await createSiblingApp(t, { signInLimits: { accountFailures: 100, addressFailures: 4, windowMs: 60_000 } });
    try {
      const sprayed = await Promise.all(Array.from({ length: 5 }, person));
      for (const user of sprayed.slice(0, 4)) {
        expect((await signInFrom(strict, '192.0.2.66', user.email, 'spray')).statusCode).toBe(401);
      }
      const refused = await signInFrom(strict, '192.0.2.66', sprayed[4].email, TEST_PASSWORD);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await signInFrom(strict, OFFICE, sprayed[4].email, TEST_PASSWORD)).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('sessions', () => {
  it('a session unused for more than 14 days is over', async () => {
    const cookie = await signIn(t.db, freelancer);
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 15 * 24 * 3600 * 1000) })
      .where('token_hash', '=', hashToken(cookie.slice(4)))
      .execute();
    const response = await call(t.app, 'GET', '/api/session', { cookie });
    expect(response.statusCode).toBe(401);
    expect(
      await t.db
        .selectFrom('sessions')
        .select('id')
        .where('token_hash', '=', hashToken(cookie.slice(4)))
        .execute(),
    ).toHaveLength(0);
  });

  it('a session older than 60 days is over even when used daily', async () => {
    const cookie = await signIn(t.db, freelancer);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(cookie.slice(4)))
      .execute();
    expect((await call(t.app, 'GET', '/api/session', { cookie })).statusCode).toBe(401);
  });

  it('an active session stays valid and records its use', async () => {
    const cookie = await signIn(t.db, freelancer);
    const tenDaysAgo = new Date(Date.now() - 10 * 24 * 3600 * 1000);
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: tenDaysAgo })
      .where('token_hash', '=', hashToken(cookie.slice(4)))
      .execute();
    expect((await call(t.app, 'GET', '/api/session', { cookie })).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('token_hash', '=', hashToken(cookie.slice(4)))
      .executeTakeFirstOrThrow();
    expect(row.last_seen_at.getTime()).toBeGreaterThan(tenDaysAgo.getTime());
  });

  it('a garbage cookie is simply anonymous', async () => {
    const response = await call(t.app, 'GET', '/api/session', { cookie: 'sid=not-a-token' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please sign in', redirectUrl: '/auth/login' });
  });

  it('reloads the user on every request: a demoted admin loses admin rights at once', async () => {
    const admin = await createUser(t.db, { level: 'admin' });
    const cookie = await signIn(t.db, admin);
    expect((await call(t.app, 'GET', '/api/users', { cookie })).json().users[0]).toHaveProperty('email');
    await t.db.updateTable('users').set({ level: 'client' }).where('id', '=', admin.id).execute();
    const after = await call(t.app, 'GET', '/api/users', { cookie });
    expect(after.statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/session', { cookie })).json().user.level).toBe('client');
  });
});

describe('logout', () => {
  it('POST /api/auth/logout ends the session and clears the cookie', async () => {
    const cookie = await signIn(t.db, freelancer);
    const response = await call(t.app, 'POST', '/api/auth/logout', { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await call(t.app, 'GET', '/api/session', { cookie })).statusCode).toBe(401);
  });

  it('GET /auth/logout no longer signs out (a link or an image elsewhere could fire it)', async () => {
    const cookie = await signIn(t.db, freelancer);
    const response = await call(t.app, 'GET', '/auth/logout', { cookie });
    expect(response.statusCode).toBe(404);
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    expect((await call(t.app, 'GET', '/api/session', { cookie })).statusCode).toBe(200);
  });

  it('refuses a sign-out from another site, and keeps the session', async () => {
    const cookie = await signIn(t.db, freelancer);
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }]) {
      const response = await call(t.app, 'POST', '/api/auth/logout', { cookie, headers });
      expect(response.statusCode).toBe(403);
    }
    // No Origin and no Sec-Fetch-Site: not provably our page either.
    const bare = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(bare.statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/session', { cookie })).statusCode).toBe(200);
  });
});
