// Stored images keep only the picture (issue 19 item 3): an image with bytes appended after its end (a 1×1 PNG
// followed by a megabyte of zeros) is decoded and re-encoded before it is kept, so what is stored and served is
// the picture alone, and the recorded size is the stored one.
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createUser } from './factories';
import { multipartBody, pngImage } from './multipart';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.db, await createUser(t.db, { level: 'staff' }));
});
afterAll(() => t.close());

async function storedBytes(fileId: string): Promise<Buffer> {
  const row = await t.db.selectFrom('files').selectAll().where('id', '=', fileId).executeTakeFirstOrThrow();
  const stream = await t.app.storage.read(row.storage_key);
  const chunks: Buffer[] = [];
  for await (const chunk of stream!) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect(Number(row.size)).toBe(bytes.length);
  return bytes;
}

it('drops bytes appended after an uploaded PNG', async () => {
  const padded = Buffer.concat([await pngImage(1, 1), Buffer.alloc(1024 * 1024)]);
  const { payload, headers } = multipartBody({ filename: 'tiny.png', content: padded });
  const response = await call(t.app, 'POST', '/api/files/upload', { cookie, payload, headers });
  expect(response.statusCode).toBe(201);
  const stored = await storedBytes(response.json().file.id);
  expect(stored.length).toBeLessThan(10_000);
  expect(stored.subarray(1, 4).toString('ascii')).toBe('PNG');
});
