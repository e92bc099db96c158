// GET /healthz and GET /readyz (issue 21): anonymous; ready only while the database and the storage answer.
import fs from 'node:fs';
import { call, createTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health probes', () => {
  it('/healthz answers 200 to anybody, without a session', async () => {
    const response = await call(t.app, 'GET', '/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('/readyz answers 200 while the database and the storage answer', async () => {
    const response = await call(t.app, 'GET', '/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });
  });

  it('/readyz answers 503 naming the storage when it cannot be reached', async () => {
    // The storage folder's place taken by a plain file: the folder can be neither made nor written.
    fs.rmSync(t.config.filesDir, { recursive: true, force: true });
    fs.writeFileSync(t.config.filesDir, 'not a folder');
    try {
      const response = await call(t.app, 'GET', '/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'ok', storage: 'unreachable' });
    } finally {
      fs.rmSync(t.config.filesDir, { force: true });
    }
  });
});
