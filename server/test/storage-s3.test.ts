// The object storage (issue 21): the FileStorage contract on both adapters (the local folder and a real S3
// protocol server, s3rver, started here on a free port), then the app in S3 mode: an upload downloads back byte
// for byte with its image variants, 60 MB goes through, refused uploads leave no object, and the download
// authorisation is the same as on the local folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createUser } from './factories';
import { EXE, multipartBody, PDF, pngImage, type FilePart } from './multipart';
import { startS3Server, type S3TestServer } from './support/s3-server';
import { UPLOAD_MAX_BYTES } from '../src/services/uploads';
import { LocalFileStorage } from '../src/storage/local';
import { S3FileStorage } from '../src/storage/s3';
import { createDrive } from '../src/integrations/drive';
import type { FileStorage } from '../src/storage/storage';

jest.setTimeout(120_000);

let s3: S3TestServer;
let localDir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  localDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-local-'));
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(localDir, { recursive: true, force: true });
});

const collect = async (stream: Readable | null): Promise<Buffer | null> => {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

/** A source that yields some bytes, then fails (a client that hung up, a body cut at the limit). */
const failing = (bytes: Buffer) =>
  Readable.from(
    (async function* () {
      yield bytes;
      throw new Error('the client went away');
    })(),
  );

const bucketKeys = async (): Promise<string[]> => {
  const client = new S3Client({
    endpoint: s3.config.endpoint!,
    region: s3.config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.config.accessKeyId!, secretAccessKey: s3.config.secretAccessKey! },
  });
  const answer = await client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket }));
  client.destroy();
  return (answer.Contents ?? []).map((object) => object.Key!).sort();
};

describe.each([
  ['local folder', () => new LocalFileStorage(localDir) as FileStorage],
  ['S3 (s3rver)', () => new S3FileStorage(s3.config) as FileStorage],
])('FileStorage contract: %s', (_name, make) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });

  it('writes, reads, stats and deletes an object; absent ones are null and deleting them is fine', async () => {
    const bytes = Buffer.from('สวัสดี storage contract');
    expect(await storage.write('contract-a.txt', Readable.from([bytes]))).toBe(bytes.length);
    expect(await storage.stat('contract-a.txt')).toEqual({ size: bytes.length });
    expect((await collect(await storage.read('contract-a.txt')))!.equals(bytes)).toBe(true);
    await storage.delete('contract-a.txt');
    expect(await storage.stat('contract-a.txt')).toBeNull();
    expect(await storage.read('contract-a.txt')).toBeNull();
    await expect(storage.delete('contract-a.txt')).resolves.toBeUndefined();
    await expect(storage.ping()).resolves.toBeUndefined();
    await storage.write('contract-r.txt', Readable.from([Buffer.from('0123456789')]));
    expect((await collect(await storage.read('contract-r.txt', { start: 2, end: 5 })))!.toString()).toBe('2345');
    await storage.delete('contract-r.txt');
  });

  it('a write that fails midway leaves nothing, and an overwrite that fails keeps the old object whole', async () => {
    await expect(storage.write('contract-b.bin', failing(Buffer.alloc(1024, 1)))).rejects.toThrow('the client went away');
    expect(await storage.stat('contract-b.bin')).toBeNull();

    const old = Buffer.alloc(2048, 2);
    await storage.write('contract-c.bin', Readable.from([old]));
    await expect(storage.write('contract-c.bin', failing(Buffer.alloc(4096, 3)))).rejects.toThrow();
    expect((await collect(await storage.read('contract-c.bin')))!.equals(old)).toBe(true);
    await storage.delete('contract-c.bin');
  });

  it('refuses keys that are paths', async () => {
    await expect(storage.write('../escape.txt', Readable.from([Buffer.from('x')]))).rejects.toThrow(/Invalid storage key/);
    await expect(storage.read('a/b.txt')).rejects.toThrow(/Invalid storage key/);
  });
});

describe('S3 storage: a multipart write that fails after several parts', () => {
  it('aborts the multipart upload: no object appears', async () => {
    const storage = new S3FileStorage(s3.config);
    const before = await bucketKeys();
    const source = Readable.from(
      (async function* () {
        for (let i = 0; i < 3; i += 1) yield Buffer.alloc(8 * 1024 * 1024, i);
        throw new Error('cut off');
      })(),
    );
    await expect(storage.write('contract-big.bin', source)).rejects.toThrow('cut off');
    expect(await bucketKeys()).toEqual(before);
  });

  it('ping fails when the bucket does not answer (so /readyz says 503)', async () => {
    await expect(new S3FileStorage({ ...s3.config, bucket: 'no-such-bucket' }).ping()).rejects.toBeDefined();
  });
});

describe('the drive on S3 storage', () => {
  it('makes the project folder tree as folder objects in the bucket, again without complaint', async () => {
    const drive = createDrive({ filesDir: localDir, s3: s3.config });
    const project = await drive.createProjectFolder({ id: '7d3c1f2e-0000-4000-8000-000000000001', title: 'Ad' });
    expect(project).toEqual({
      id: 'drive/7d3c1f2e-0000-4000-8000-000000000001',
      url: 'drive/7d3c1f2e-0000-4000-8000-000000000001',
    });
    await drive.createFolder(project, 'Scripts');
    await drive.createFolder(project, 'Scripts');
    await expect(drive.createFolder(project, '../x')).rejects.toThrow(/not a folder name/);
    expect(await bucketKeys()).toEqual(expect.arrayContaining([`${project.id}/`, `${project.id}/Scripts/`]));
  });
});

describe('the app on S3 storage', () => {
  let t: TestApp;
  let staffCookie: string;
  let clientCookie: string;
  beforeAll(async () => {
    t = await createTestApp({ s3: s3.config });
    staffCookie = await signIn(t.db, await createUser(t.db, { level: 'staff' }));
    clientCookie = await signIn(t.db, await createUser(t.db, { level: 'client' }));
  });
  afterAll(() => t.close());

  const upload = (part: FilePart, cookie = staffCookie) => {
    const { payload, headers } = multipartBody(part);
    return call(t.app, 'POST', '/api/files/upload', { cookie, payload, headers });
  };
  const download = async (id: string, cookie = staffCookie) => {
    const link = await call(t.app, 'GET', `/api/files/download?key=${id}`, { cookie });
    return link.statusCode === 200 ? call(t.app, 'GET', link.json().url) : link;
  };

  it('is ready only while the bucket answers', async () => {
    expect((await call(t.app, 'GET', '/readyz')).statusCode).toBe(200);
    expect(fs.existsSync(t.config.filesDir)).toBe(false); // nothing went to the local folder
  });

  it('an image uploads into the bucket with its variants and downloads back byte for byte', async () => {
    const response = await upload({ filename: 'frame.png', content: await pngImage(400, 200), contentType: 'image/png' });
    expect(response.statusCode).toBe(201);
    const { id } = response.json().file;
    expect(await bucketKeys()).toEqual(expect.arrayContaining([`${id}.png`, `${id}_t.jpg`, `${id}_s.jpg`, `${id}_l.jpg`]));
    const thumb = await call(t.app, 'GET', `/media/${id}_t.jpg`, { cookie: staffCookie });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');

    const pdf = (await upload({ filename: 'Script.pdf', content: PDF })).json().file.id;
    const file = await download(pdf);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('60 MB uploads and downloads whole; one byte more is 413 and leaves no object', async () => {
    const big = Buffer.alloc(UPLOAD_MAX_BYTES, 0x20);
    PDF.copy(big);
    big.write('end of the sixty megabytes', UPLOAD_MAX_BYTES - 40);
    const stored = await upload({ filename: 'big.pdf', content: big });
    expect(stored.statusCode).toBe(201);
    const id = stored.json().file.id;
    expect(stored.json().file.size).toBe(UPLOAD_MAX_BYTES);
    const back = await download(id);
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(big)).toBe(true);

    const before = await bucketKeys();
    const over = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x20);
    PDF.copy(over);
    const refused = await upload({ filename: 'over.pdf', content: over });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe('The file is larger than 60 MB');
    expect(await bucketKeys()).toEqual(before);
  });

  it('answers one byte range (a video player seeking) with 206 from the bucket; past the end is 416', async () => {
    const bytes = Buffer.alloc(200_000, 0x20);
    PDF.copy(bytes);
    bytes.write('the middle', 100_000);
    const id = (await upload({ filename: 'cut.pdf', content: bytes })).json().file.id;
    const { url } = (await call(t.app, 'GET', `/api/files/download?key=${id}`, { cookie: staffCookie })).json();
    const part = await call(t.app, 'GET', url, { headers: { range: 'bytes=100000-100009' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100000-100009/200000');
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.rawPayload.toString()).toBe('the middle');
    const tail = await call(t.app, 'GET', url, { headers: { range: 'bytes=-5' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(-5))).toBe(true);
    const past = await call(t.app, 'GET', url, { headers: { range: 'bytes=300000-' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */200000');
  });

  it('a refused type leaves no object', async () => {
    const before = await bucketKeys();
    const refused = await upload({ filename: 'setup.pdf', content: EXE });
    expect(refused.statusCode).toBe(415);
    expect(await bucketKeys()).toEqual(before);
  });

  it('a file the caller may not read is refused; their own downloads', async () => {
    const staffFile = (await upload({ filename: 'Budget.pdf', content: PDF })).json().file.id;
    expect((await download(staffFile, clientCookie)).statusCode).toBe(403);
    const own = (await upload({ filename: 'Brief.pdf', content: PDF }, clientCookie)).json().file.id;
    const mine = await download(own, clientCookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(PDF)).toBe(true);
  });
});
