// Validation answers a person can trigger (issue 13) read as a sentence naming the field in the person's language
// (their account's, else the browser's), never the validator's text; the field's path goes beside it.
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createUser } from './factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: object, headers?: Record<string, string>) => call(t.app, 'POST', '/api/auth/login', { payload, headers });

describe('400 answers name the field in a sentence, in the reader language', () => {
  it('an empty login asks for the e-mail address, in English, with the field beside it', async () => {
    const response = await login({ email: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Enter the e-mail address', field: 'email' });
  });

  it('in Thai when the browser prefers Thai', async () => {
    const response = await login({ email: 'a@b.co', password: '' }, { 'accept-language': 'th-TH,th;q=0.9,en;q=0.5' });
    expect(response.json()).toEqual({ message: 'กรุณากรอกรหัสผ่าน', field: 'password' });
  });

  it("in Thai when the signed-in person's account is set to Thai, whatever the browser says", async () => {
    const somchai = await createUser(t.db, { level: 'staff', locale: 'th' });
    const response = await call(t.app, 'POST', '/api/projects', {
      cookie: await signIn(t.db, somchai),
      payload: { title: 'x'.repeat(201) },
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'ชื่อเรื่องมีได้ไม่เกิน 200 ตัวอักษร', field: 'title' });
  });

  it('a missing field, a wrong type and a query parameter out of range read as sentences too', async () => {
    const admin = await signIn(t.db, await createUser(t.db, { level: 'admin' }));
    const missing = await call(t.app, 'POST', '/api/projects', { cookie: admin, payload: {} });
    expect(missing.json()).toEqual({ message: 'Enter the title', field: 'title' });
    const wrongType = await call(t.app, 'POST', '/api/projects', { cookie: admin, payload: { title: 5 } });
    expect(wrongType.json()).toEqual({ message: 'The title must be text', field: 'title' });
    const page = await call(t.app, 'GET', '/api/jobs?limit=0', { cookie: admin });
    expect(page.json()).toEqual({ message: 'The page size must be at least 1', field: 'limit' });
  });

  it("never answers with the validator's wording", async () => {
    for (const response of [await login({}), await login({ email: 'x'.repeat(400), password: 'p' })]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).not.toMatch(/body\/|must NOT|must have required|querystring/);
    }
  });
});
