// What one instance does to run beside others (issue 21): the per-address form limits count in the database (two
// apps on one database stand for two instances), migrating and seeding wait for one another under an advisory lock,
// cluster mode refuses to start without a shared download-link key, and every answer carries its request id (the
// proxy's when it sends one) and the instance's name. The three-instance cluster itself: tooling/src/cluster-test.mjs.
import type { FastifyInstance } from 'fastify';
import { clusterProblems, loadConfig } from '../src/config';
import { underStartupLock } from '../src/db/migrate';
import { call, createSiblingApp, createTestApp, type TestApp } from './helper';

let t: TestApp;
let first: FastifyInstance;
let second: FastifyInstance;
const LIMIT = { max: 3, timeWindowMs: 60 * 60_000 };

beforeAll(async () => {
  t = await createTestApp();
  first = await createSiblingApp(t, { loginRateLimit: LIMIT, instanceId: 'one' });
  second = await createSiblingApp(t, { loginRateLimit: LIMIT, instanceId: 'two' });
});
afterAll(async () => {
  await first.close();
  await second.close();
  await t.close();
});

const contact = (app: FastifyInstance, address: string) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: address,
    headers: { origin: 'http://localhost' },
    payload: { message: 'Hello', name: 'Visitor', email: 'visitor@example.com' },
  });

describe('the per-address form limit across instances', () => {
  it('counts the hits on every instance together: past the limit both refuse, other addresses still pass', async () => {
    const answers = [];
    for (const app of [first, second, first]) answers.push((await contact(app, '198.51.100.7')).statusCode);
    expect(answers).toEqual([201, 201, 201]);
    for (const app of [second, first]) {
      const refused = await contact(app, '198.51.100.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    }
    expect((await contact(second, '198.51.100.8')).statusCode).toBe(201);
  });

  it('counts each route apart', async () => {
    for (let i = 0; i < 3; i += 1) expect((await contact(first, '198.51.100.9')).statusCode).toBe(201);
    const invitation = await first.inject({
      method: 'GET',
      url: '/api/auth/invite?token=nothing-like-a-token',
      remoteAddress: '198.51.100.9',
      headers: { origin: 'http://localhost' },
    });
    expect(invitation.statusCode).not.toBe(429);
  });
});

describe('request ids and the instance name', () => {
  it("answers the proxy's request id, and logs under it", async () => {
    const response = await call(first, 'GET', '/api/remotes', {
      headers: { 'x-request-id': 'f3a9c2d4e5b6a7980112233445566778' },
    });
    expect(response.headers['x-request-id']).toBe('f3a9c2d4e5b6a7980112233445566778');
    expect(response.headers['x-instance']).toBe('one');
    expect((await call(second, 'GET', '/api/remotes')).headers['x-instance']).toBe('two');
  });

  it('makes its own id when there is none or it is not a sane one', async () => {
    const none = await call(first, 'GET', '/api/remotes');
    const odd = await call(first, 'GET', '/api/remotes', { headers: { 'x-request-id': 'a b\u0007<script>' } });
    for (const response of [none, odd]) expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.headers['x-request-id']).not.toBe(odd.headers['x-request-id']);
  });

  it('names no instance unless INSTANCE_ID is set', async () => {
    expect((await call(t.app, 'GET', '/api/remotes')).headers['x-instance']).toBeUndefined();
  });
});

describe('cluster mode', () => {
  it('refuses to start without FILE_URL_SECRET or DATABASE_URL, saying which', () => {
    expect(() => loadConfig({ CLUSTER: '1', DATABASE_URL: 'postgres://db/studio' })).toThrow(
      /FILE_URL_SECRET is required when CLUSTER=1/,
    );
    expect(clusterProblems({ CLUSTER: '1', FILE_URL_SECRET: 'k' })).toEqual([
      expect.stringMatching(/DATABASE_URL is required when CLUSTER=1/),
    ]);
    const config = loadConfig({
      CLUSTER: '1',
      FILE_URL_SECRET: 'shared',
      DATABASE_URL: 'postgres://db/studio',
      INSTANCE_ID: 'b',
    });
    expect(config).toMatchObject({ cluster: true, fileUrlSecret: 'shared', instanceId: 'b' });
    expect(loadConfig({}).cluster).toBe(false);
  });
});

describe('the start-up lock', () => {
  it('lets one instance migrate and seed at a time; the others wait, then run', async () => {
    const log: string[] = [];
    const work = (name: string) => async () => {
      log.push(`${name} in`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      log.push(`${name} out`);
      return name;
    };
    const results = await Promise.all(['a', 'b', 'c'].map((name) => underStartupLock(t.db, t.kind, work(name))));
    expect(results).toEqual(['a', 'b', 'c']);
    if (t.kind === 'postgres') {
      // Never two inside at once: each "in" is followed by its own "out".
      for (let i = 0; i < log.length; i += 2) expect(log[i + 1]).toBe(log[i].replace(' in', ' out'));
    }
  });
});
