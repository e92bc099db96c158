import fs from 'node:fs';
import path from 'node:path';
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createUser } from './factories';
import { buildOpenApiDocument } from '../src/openapi';
import { findRepoRoot } from '../src/config';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type OpenApi = {
  openapi: string;
  paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown> };
};

describe('OpenAPI', () => {
  it('documents every /api route with an operation id, and names the shared schemas', async () => {
    const document = (await buildOpenApiDocument(t.config)) as unknown as OpenApi;
    expect(document.openapi).toBe('3.1.0');
    const documented = Object.entries(document.paths).flatMap(([url, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${url}`,
        operationId: operation.operationId,
      })),
    );
    const routes = t.app.registeredRoutes
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented.map((d) => d.key).sort()).toEqual([...new Set(routes)].sort());
    expect(documented.filter((d) => !d.operationId)).toEqual([]);
    for (const name of [
      'SessionUser',
      'Job',
      'ProjectListItem',
      'Notif',
      'Post',
      'Feed',
      'Payment',
      'UserRow',
      'Memo',
      'ErrorResponse',
    ]) {
      expect(document.components.schemas).toHaveProperty(name);
    }
  });

  it('the generated openapi.json in shared-api is current (else run: pnpm --filter server openapi)', async () => {
    const file = path.join(findRepoRoot(__dirname), 'shared-api', 'src', 'generated', 'openapi.json');
    const document = await buildOpenApiDocument(t.config);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(document);
  });

  it('serves the document and its UI at /api/docs to signed-in users', async () => {
    const cookie = await signIn(t.db, await createUser(t.db, { level: 'staff' }));
    const json = await call(t.app, 'GET', '/api/docs/json', { cookie });
    expect(json.statusCode).toBe(200);
    expect(json.json().paths).toHaveProperty('/api/jobs');
    const ui = await call(t.app, 'GET', '/api/docs/', { cookie });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/html/);
    expect((await call(t.app, 'GET', '/api/docs/json')).statusCode).toBe(401);
  });

  it('compresses large answers for clients that accept it', async () => {
    const cookie = await signIn(t.db, await createUser(t.db, { level: 'staff' }));
    const gzip = await call(t.app, 'GET', '/api/docs/json', { cookie, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await call(t.app, 'GET', '/api/docs/json', { cookie });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('documents 413 and 415 on every operation taking a body, and 429 where a limit applies', async () => {
    const document = (await buildOpenApiDocument(t.config)) as unknown as OpenApi;
    const missing: string[] = [];
    for (const [url, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const codes = Object.keys(operation.responses ?? {});
        const expected = ['post', 'put', 'patch', 'delete'].includes(method) ? ['413', '415'] : [];
        for (const code of expected) if (!codes.includes(code)) missing.push(`${method} ${url} ${code}`);
      }
    }
    expect(missing).toEqual([]);
    for (const limited of ['/api/auth/login', '/api/contact']) {
      expect(Object.keys(document.paths[limited].post.responses ?? {})).toContain('429');
    }
  });

  it('answers what it documents: 413 for a body over the limit, 415 for a type it does not read', async () => {
    const cookie = await signIn(t.db, await createUser(t.db, { level: 'staff', roles: ['project-manager'] }));
    const huge = await call(t.app, 'POST', '/api/projects', {
      cookie,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toEqual(expect.any(String));
    const xml = await call(t.app, 'POST', '/api/projects', {
      cookie,
      headers: { 'content-type': 'application/xml' },
      payload: '<project/>',
    });
    expect(xml.statusCode).toBe(415);
  });
});

describe('a known path asked with a method it does not serve', () => {
  it('answers 405 with Allow naming the methods it serves; an unknown path stays 404', async () => {
    const cookie = await signIn(t.db, await createUser(t.db, { level: 'staff' }));
    const wrong = await call(t.app, 'DELETE', '/api/auth/login', { cookie });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('POST');
    expect(wrong.json().message).toMatch(/DELETE is not allowed on \/api\/auth\/login/);
    const read = await call(t.app, 'PUT', '/api/projects', { cookie, payload: {} });
    expect(read.statusCode).toBe(405);
    expect(read.headers.allow).toContain('GET');
    expect(read.headers.allow).toContain('POST');
    // A path with a parameter matches its pattern.
    const status = await call(t.app, 'GET', '/api/jobs/00000000-0000-4000-8000-000000000000/status', { cookie });
    expect(status.statusCode).toBe(405);
    expect(status.headers.allow).toBe('POST');
    expect((await call(t.app, 'GET', '/api/no-such-thing', { cookie })).statusCode).toBe(404);
  });
});
