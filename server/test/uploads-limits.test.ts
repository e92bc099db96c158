// Uploads that would cost the server too much (issue 12): an image bomb (a small file of enormous pixel count) is
// refused from its header, before any pixel is decoded, and a user past their 24-hour upload quota is refused with
// a message naming the limit. Each refusal leaves nothing stored.
import { createDeflate } from 'node:zlib';
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createUser } from './factories';
import { multipartBody, PDF, pngImage, storedState, type FilePart } from './multipart';
import { IMAGE_TOO_LARGE } from '../src/services/uploads';

let t: TestApp;
let cookie: string;
let otherCookie: string;

const QUOTA = { bytes: 3 * 1024 * 1024, files: 4 };

beforeAll(async () => {
  t = await createTestApp({ uploadQuota: QUOTA });
  cookie = await signIn(t.db, await createUser(t.db, { level: 'staff' }));
  otherCookie = await signIn(t.db, await createUser(t.db, { level: 'staff' }));
});
afterAll(() => t.close());

const upload = (part: FilePart, as = cookie) => {
  const { payload, headers } = multipartBody(part);
  return call(t.app, 'POST', '/api/files/upload', { cookie: as, payload, headers });
};

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A valid grey PNG of width × height, every pixel black: about 100 KB on disk that would take width × height bytes
 * (and seconds of CPU) to decode. The rows go through one deflate stream a block at a time, so the test never holds
 * the raw image.
 */
async function pngBomb(width: number, height: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  const rowsPerBlock = 500;
  const block = Buffer.alloc((width + 1) * rowsPerBlock); // each row: filter byte 0, then black pixels
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (data: Buffer) => compressed.push(data));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  for (let row = 0; row < height; row += rowsPerBlock) {
    if (!deflate.write(block)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(compressed)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image bombs', () => {
  it('a 10000 × 10000 PNG of 100 KB is refused (413) over the 64-megapixel limit, nothing stored', async () => {
    const bomb = await pngBomb(10_000, 10_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = await storedState(t);
    const response = await upload({ filename: 'poster.png', content: bomb, contentType: 'image/png' }, otherCookie);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(IMAGE_TOO_LARGE);
    expect(IMAGE_TOO_LARGE).toBe('The image is larger than 64 megapixels; scale it down and upload it again');
    expect(await storedState(t)).toEqual(before);
  });
});

describe('the upload quota', () => {
  it('refuses (429) the upload that would pass the bytes of 24 hours, naming the limit; others still upload', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024, 0x20);
    PDF.copy(big);
    expect((await upload({ filename: 'one.pdf', content: big })).statusCode).toBe(201);
    const before = await storedState(t);
    const refused = await upload({ filename: 'two.pdf', content: big });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'This upload would take you past 3 MB in 24 hours, the most one person may upload; try again later',
    );
    expect(await storedState(t)).toEqual(before);
    expect((await upload({ filename: 'two.pdf', content: big }, otherCookie)).statusCode).toBe(201);
  });

  it('refuses (429) the file past the count of 24 hours; uploads older than that no longer count', async () => {
    const user = await createUser(t.db, { level: 'freelancer' });
    const own = await signIn(t.db, user);
    for (let i = 0; i < QUOTA.files; i++) {
      expect((await upload({ filename: `frame-${i}.png`, content: await pngImage(20, 20) }, own)).statusCode).toBe(201);
    }
    const refused = await upload({ filename: 'frame-x.png', content: await pngImage(20, 20) }, own);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'You have uploaded 4 files in the last 24 hours, the most one person may; try again later',
    );
    await t.db
      .updateTable('files')
      .set({ created_at: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where('created_by', '=', user.id)
      .execute();
    expect((await upload({ filename: 'frame-x.png', content: await pngImage(20, 20) }, own)).statusCode).toBe(201);
  });
});
