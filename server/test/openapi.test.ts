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
  paths: Record<string, Record<string, { operationId?: string }>>;
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
});
