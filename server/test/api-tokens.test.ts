// Personal API tokens (issue 25): made, listed and revoked on the account (session only), shown once and stored as a
// hash; a token call needs no cookie or Origin; read-only tokens are refused on writes; revoked and expired tokens are
// refused at once; each token has its own call limit; the last use is kept to the minute.
import { apiTokenFor, call, callWithToken, createSiblingApp, createTestApp, signIn, type TestApp } from './helper';
import { createUser, type User } from './factories';
import { apiTokenStillLive } from '../src/services/api-tokens';
import { hashToken } from '../src/services/sessions';
import { openLiveStream } from './live-stream';

let t: TestApp;
let owner: User;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.db, { level: 'staff', roles: ['project-manager'], name: 'Token Owner' });
  cookie = await signIn(t.db, owner);
});
afterAll(() => t.close());

const create = (body: object, as = cookie) => call(t.app, 'POST', '/api/accounts/tokens', { cookie: as, payload: body });

describe('making, listing and revoking tokens on the account', () => {
  it('a new token is shown once, kept only as its SHA-256, and lists without the token itself', async () => {
    const made = await create({ name: '  Render uploader ', scope: 'write' });
    expect(made.statusCode).toBe(200);
    const { token, apiToken, message } = made.json();
    expect(message).toBe('API token created; copy it now, it will not be shown again');
    expect(token).toMatch(/^sst_[A-Za-z0-9_-]{43}$/);
    expect(apiToken).toMatchObject({ name: 'Render uploader', scope: 'write', lastUsed: null, revoked: null });
    const days = (Date.parse(apiToken.expires) - Date.parse(apiToken.created)) / 86_400_000;
    expect(Math.round(days)).toBe(90);

    const row = await t.db.selectFrom('api_tokens').selectAll().where('id', '=', apiToken._id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const list = await call(t.app, 'GET', '/api/accounts/tokens', { cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json().tokens).toContainEqual(apiToken);
    expect(list.body).not.toContain(token);
  });

  it('refuses a blank name, an unknown scope and an expiry beyond a year, naming the field', async () => {
    expect((await create({ name: '   ', scope: 'read' })).json()).toEqual({ message: 'Give the token a name', field: 'name' });
    expect((await create({ name: 'x', scope: 'admin' })).json()).toEqual({
      message: 'The scope must be read or write',
      field: 'scope',
    });
    const tooLong = await create({ name: 'x', scope: 'read', days: 366 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: 'The token must expire in 1 to 365 days', field: 'days' });
    const year = await create({ name: 'x', scope: 'read', days: 365 });
    expect(year.statusCode).toBe(200);
  });

  it("another user's token cannot be revoked (404) nor listed", async () => {
    const other = await createUser(t.db, { level: 'freelancer' });
    const { apiToken } = (await create({ name: 'mine', scope: 'read' })).json();
    const otherCookie = await signIn(t.db, other);
    const revoke = await call(t.app, 'DELETE', `/api/accounts/tokens/${apiToken._id}`, { cookie: otherCookie });
    expect(revoke.statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/accounts/tokens', { cookie: otherCookie })).json()).toEqual({ tokens: [], total: 0 });
  });

  it('tokens cannot make, list or revoke tokens, nor change the password (403 with a sentence)', async () => {
    const token = await apiTokenFor(t.db, owner);
    const refused = 'API tokens cannot do this; sign in to the app to manage tokens or your password';
    for (const [method, url, payload] of [
      ['POST', '/api/accounts/tokens', { name: 'child', scope: 'write' }],
      ['GET', '/api/accounts/tokens', undefined],
      ['DELETE', `/api/accounts/tokens/${crypto.randomUUID()}`, undefined],
      ['POST', '/api/accounts/password', { newPassword: 'a much longer password' }],
    ] as const) {
      const response = await callWithToken(t.app, method, url, token, payload);
      expect([url, response.statusCode, response.json().message]).toEqual([url, 403, refused]);
    }
  });
});

describe('calling with a token', () => {
  it('needs no cookie or Origin, acts as the owner, and a read-only token is refused on every write', async () => {
    const write = await apiTokenFor(t.db, owner, 'write');
    const read = await apiTokenFor(t.db, owner, 'read');
    const me = await callWithToken(t.app, 'GET', '/api/accounts/me', read);
    expect(me.statusCode).toBe(200);
    expect(me.json().user.name).toBe('Token Owner');

    const renamed = await callWithToken(t.app, 'POST', '/api/accounts/name', write, { name: 'Renamed', nameAlias: 'r' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().user.name).toBe('Renamed');

    for (const method of ['POST', 'DELETE', 'PUT', 'PATCH'] as const) {
      const refused = await callWithToken(t.app, method, '/api/accounts/name', read, { name: 'Nope', nameAlias: 'n' });
      expect([method, refused.statusCode, refused.json().message]).toEqual([
        method,
        403,
        'This API token is read-only; use a read and write token to make changes',
      ]);
    }
    const row = await t.db.selectFrom('users').select('name').where('id', '=', owner.id).executeTakeFirstOrThrow();
    expect(row.name).toBe('Renamed');
  });

  it('an unknown, revoked or expired token is refused at once (401), on every instance', async () => {
    const sibling = await createSiblingApp(t, {});
    try {
      const made = (await create({ name: 'short-lived', scope: 'read' })).json();
      expect((await callWithToken(sibling, 'GET', '/api/accounts/me', made.token)).statusCode).toBe(200);
      const revoked = await call(t.app, 'DELETE', `/api/accounts/tokens/${made.apiToken._id}`, { cookie });
      expect(revoked.json()).toEqual({ message: 'API token revoked' });
      for (const app of [t.app, sibling]) {
        const refused = await callWithToken(app, 'GET', '/api/accounts/me', made.token);
        expect(refused.statusCode).toBe(401);
        expect(refused.json().message).toBe('This API token is not valid: it is unknown, expired or revoked');
      }
      const listed = (await call(t.app, 'GET', '/api/accounts/tokens', { cookie })).json().tokens;
      expect(listed.find((token: { _id: string }) => token._id === made.apiToken._id).revoked).toEqual(expect.any(String));

      const expiring = await apiTokenFor(t.db, owner, 'read');
      await t.db
        .updateTable('api_tokens')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('token_hash', '=', hashToken(expiring))
        .execute();
      expect((await callWithToken(sibling, 'GET', '/api/accounts/me', expiring)).statusCode).toBe(401);
      expect((await callWithToken(t.app, 'GET', '/api/accounts/me', 'sst_unknown')).statusCode).toBe(401);
      expect((await callWithToken(t.app, 'GET', '/api/accounts/me', 'not-even-ours')).statusCode).toBe(401);
    } finally {
      await sibling.close();
    }
  });

  it("an owner's token follows the owner: a demoted admin's token is demoted at once", async () => {
    const admin = await createUser(t.db, { level: 'admin' });
    const token = await apiTokenFor(t.db, admin);
    expect((await callWithToken(t.app, 'GET', '/api/jobs/pricing', token)).statusCode).toBe(200);
    await t.db.updateTable('users').set({ level: 'freelancer' }).where('id', '=', admin.id).execute();
    expect((await callWithToken(t.app, 'GET', '/api/jobs/pricing', token)).statusCode).toBe(403);
  });

  it('keeps the last use to the minute: one write, not one per call', async () => {
    const token = await apiTokenFor(t.db, owner, 'read');
    const lastUsed = () =>
      t.db.selectFrom('api_tokens').select('last_used_at').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
    expect((await lastUsed()).last_used_at).toBeNull();
    await callWithToken(t.app, 'GET', '/api/accounts/me', token);
    const first = (await lastUsed()).last_used_at;
    expect(first).toEqual(expect.any(Date));
    await callWithToken(t.app, 'GET', '/api/accounts/me', token);
    expect((await lastUsed()).last_used_at).toEqual(first);
    // Two minutes on, the next call moves it.
    const earlier = new Date(first!.getTime() - 120_000);
    await t.db.updateTable('api_tokens').set({ last_used_at: earlier }).where('token_hash', '=', hashToken(token)).execute();
    await callWithToken(t.app, 'GET', '/api/accounts/me', token);
    expect((await lastUsed()).last_used_at!.getTime()).toBeGreaterThan(earlier.getTime());
  });

  it('each token has its own call limit: past it 429 with Retry-After, other tokens unaffected', async () => {
    const limited = await createSiblingApp(t, { apiTokenLimit: { max: 3, windowMs: 3_600_000 } });
    try {
      const busy = await apiTokenFor(t.db, owner, 'read');
      const calm = await apiTokenFor(t.db, owner, 'read');
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await callWithToken(limited, 'GET', '/api/accounts/me', busy)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await callWithToken(limited, 'GET', '/api/accounts/me', busy);
      expect(refused.json().message).toBe('Too many calls with this API token; please wait a minute and try again');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await callWithToken(limited, 'GET', '/api/accounts/me', calm)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('opens the live events stream; the check its heartbeat makes fails once the token is revoked', async () => {
    const made = (await create({ name: 'watcher', scope: 'read' })).json();
    const stream = await openLiveStream(t.app, undefined, { authorization: `Bearer ${made.token}` });
    try {
      expect(stream.status).toBe(200);
      const live = { id: made.apiToken._id, readOnly: true };
      expect(await apiTokenStillLive(t.db, live, owner.id)).toBe(true);
      await call(t.app, 'DELETE', `/api/accounts/tokens/${made.apiToken._id}`, { cookie });
      // What the stream's heartbeat asks.
      expect(await apiTokenStillLive(t.db, live, owner.id)).toBe(false);
    } finally {
      stream.close();
    }
  });

  it('the OpenAPI document describes the bearer scheme beside the session cookie', async () => {
    const doc = (await call(t.app, 'GET', '/api/docs/json', { cookie })).json();
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toEqual([{ session: [] }, { bearer: [] }]);
  });
});
