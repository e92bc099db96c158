// Uploads, image variants, signed downloads: the real app on a real database with the local storage in a
// scratch folder. Every refusal must leave nothing behind: no stored bytes, no `files` row.
import fs from 'node:fs';
import sharp from 'sharp';
import { sql } from 'kysely';
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createUser, type User } from './factories';
import { EXE, jpegImage, multipartBody, PDF, pngImage, SUBTITLES, type FilePart } from './multipart';
import { UPLOAD_MAX_BYTES } from '../src/services/uploads';
import { signedDownloadUrl } from '../src/storage/signed-url';

let t: TestApp;
let staff: User;
let client: User;
let staffCookie: string;
let clientCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t.db, { level: 'staff' });
  client = await createUser(t.db, { level: 'client' });
  staffCookie = await signIn(t.db, staff);
  clientCookie = await signIn(t.db, client);
});
afterAll(() => t.close());

const upload = (part: FilePart, cookie = staffCookie) => {
  const { payload, headers } = multipartBody(part);
  return call(t.app, 'POST', '/api/files/upload', { cookie, payload, headers });
};

/** Everything in the storage folder (no folder yet = nothing stored). */
const storedNames = () => (fs.existsSync(t.config.filesDir) ? fs.readdirSync(t.config.filesDir).sort() : []);
const fileRows = async () =>
  (
    await t.db
      .selectFrom('files')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('POST /api/files/upload', () => {
  it('stores an image with its three JPEG variants and serves them under /media', async () => {
    const response = await upload({
      filename: 'Storyboard frame.png',
      content: await pngImage(600, 300),
      contentType: 'image/png',
    });
    expect(response.statusCode).toBe(201);
    const { file } = response.json();
    expect(file).toEqual({ id: expect.any(String), name: 'Storyboard frame.png', ext: 'png', size: expect.any(Number) });
    expect(storedNames()).toEqual(
      expect.arrayContaining([`${file.id}.png`, `${file.id}_t.jpg`, `${file.id}_s.jpg`, `${file.id}_l.jpg`]),
    );

    const thumb = await call(t.app, 'GET', `/media/${file.id}_t.jpg`, { cookie: staffCookie });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(thumb.headers['cache-control']).toBe('private, max-age=3600');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 160, height: 160 });
    // Beyond the thumbnail, general images keep their proportions (never enlarged).
    const small = await call(t.app, 'GET', `/media/${file.id}_s.jpg`, { cookie: staffCookie });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 480, height: 240 });
    const large = await call(t.app, 'GET', `/media/${file.id}_l.jpg`, { cookie: staffCookie });
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ width: 600, height: 300 });
  });

  it('accepts pdf, subtitles and psd (the psd without variants), whatever type the browser claims', async () => {
    const pdf = await upload({ filename: 'brief.pdf', content: PDF, contentType: 'application/x-whatever' });
    expect(pdf.statusCode).toBe(201);
    const srt = await upload({ filename: 'ep1.th.srt', content: SUBTITLES, contentType: 'text/plain' });
    expect(srt.statusCode).toBe(201);
    expect(srt.json().file.ext).toBe('srt');
    const psd = await upload({ filename: 'cover.psd', content: Buffer.concat([Buffer.from('8BPS'), Buffer.alloc(500, 1)]) });
    expect(psd.statusCode).toBe(201);
    const id = psd.json().file.id;
    expect(storedNames()).toContain(`${id}.psd`);
    expect(storedNames().filter((name) => name.startsWith(`${id}_`))).toEqual([]);
    expect((await call(t.app, 'GET', `/media/${id}_t.jpg`)).statusCode).toBe(404);
  });

  describe('refusals leave nothing behind', () => {
    const cases: Array<[string, () => Promise<FilePart>, number, RegExp]> = [
      [
        'a type that is not accepted',
        async () => ({ filename: 'tool.exe', content: EXE }),
        415,
        /not accepted; accepted are images/,
      ],
      [
        'an executable named like a pdf',
        async () => ({ filename: 'invoice.pdf', content: EXE, contentType: 'application/pdf' }),
        415,
        /not accepted/,
      ],
      [
        'a PNG with a lying .jpg extension',
        async () => ({ filename: 'photo.jpg', content: await pngImage() }),
        415,
        /content \(PNG image\) does not match its extension \.jpg/,
      ],
      [
        'a PDF named like an image',
        async () => ({ filename: 'photo.png', content: PDF, contentType: 'image/png' }),
        415,
        /content \(PDF document\) does not match its extension \.png/,
      ],
      [
        'text named like an image',
        async () => ({ filename: 'photo.png', content: Buffer.from('just some words'), contentType: 'image/png' }),
        415,
        /not accepted/,
      ],
      [
        'a damaged image (a PNG signature, then rubbish)',
        async () => ({
          filename: 'broken.png',
          content: Buffer.concat([(await pngImage()).subarray(0, 16), Buffer.alloc(3000, 7)]),
        }),
        415,
        /could not be read/,
      ],
      ['an empty file', async () => ({ filename: 'empty.pdf', content: Buffer.alloc(0) }), 400, /The file is empty/],
      [
        'a path in the file name',
        async () => ({ filename: '../../etc/passwd.txt', content: Buffer.from('root:x:0:0') }),
        400,
        /plain name, without folders/,
      ],
      [
        'a Windows path in the file name',
        async () => ({ filename: '..\\..\\boot.txt', content: Buffer.from('hello') }),
        400,
        /plain name, without folders/,
      ],
      [
        'a file without extension',
        async () => ({ filename: 'README', content: Buffer.from('hello') }),
        415,
        /needs an extension/,
      ],
    ];

    it.each(cases)('%s', async (_name, part, status, message) => {
      const before = storedNames();
      const rows = await fileRows();
      const response = await upload(await part());
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toMatch(message);
      expect(storedNames()).toEqual(before);
      expect(await fileRows()).toBe(rows);
    });

    it('over 60 MB: 413 whether the size is declared up front or found while streaming', async () => {
      const before = storedNames();
      const rows = await fileRows();
      // One byte over: within the multipart allowance, so the stream is cut at the limit and the partial file removed.
      const justOver = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x20);
      PDF.copy(justOver);
      const streamed = await upload({ filename: 'huge.pdf', content: justOver });
      expect(streamed.statusCode).toBe(413);
      expect(streamed.json().message).toBe('The file is larger than 60 MB');
      // Far over: refused from Content-Length before reading.
      const farOver = Buffer.alloc(UPLOAD_MAX_BYTES + 2 * 1024 * 1024, 0x20);
      PDF.copy(farOver);
      const declared = await upload({ filename: 'huger.pdf', content: farOver });
      expect(declared.statusCode).toBe(413);
      expect(storedNames()).toEqual(before);
      expect(await fileRows()).toBe(rows);
    });

    it('a body that is not multipart, or has no file, is refused with a message', async () => {
      const json = await call(t.app, 'POST', '/api/files/upload', { cookie: staffCookie, payload: { file: 'x' } });
      expect(json.statusCode).toBe(415);
      expect(json.json().message).toMatch(/multipart\/form-data/);
      const boundary = '----nofile';
      const noFile = await call(t.app, 'POST', '/api/files/upload', {
        cookie: staffCookie,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
      });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().message).toMatch(/Choose a file/);
    });
  });
});

describe('GET /api/files/download', () => {
  let pdfId: string;
  beforeAll(async () => {
    pdfId = (await upload({ filename: 'Script draft.pdf', content: PDF })).json().file.id;
  });

  it('answers a signed link that streams the file under its name, or the name asked for', async () => {
    const link = await call(t.app, 'GET', `/api/files/download?key=${pdfId}`, { cookie: staffCookie });
    expect(link.statusCode).toBe(200);
    const { url } = link.json();
    expect(url).toMatch(new RegExp(`^/files/${pdfId}\\?`));
    const file = await call(t.app, 'GET', url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Script draft.pdf"; filename*=UTF-8''Script%20draft.pdf`,
    );
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const renamed = await call(t.app, 'GET', `/api/files/download?key=${pdfId}&filename=${encodeURIComponent('บท.pdf')}`, {
      cookie: staffCookie,
    });
    const named = await call(t.app, 'GET', renamed.json().url);
    expect(named.headers['content-disposition']).toBe(
      `attachment; filename="__.pdf"; filename*=UTF-8''${encodeURIComponent('บท.pdf')}`,
    );
  });

  it('refuses a tampered or expired link, and a name with a path', async () => {
    const { url } = (await call(t.app, 'GET', `/api/files/download?key=${pdfId}`, { cookie: staffCookie })).json();
    const tampered = await call(t.app, 'GET', url.replace(/name=[^&]+/, 'name=other.pdf'));
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json().message).toBe('This download link is not valid');
    const old = signedDownloadUrl(t.config.fileUrlSecret, pdfId, 'Script draft.pdf', Date.now() - 60 * 60 * 1000);
    const expired = await call(t.app, 'GET', old);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toMatch(/expired/);
    const pathName = await call(t.app, 'GET', `/api/files/download?key=${pdfId}&filename=${encodeURIComponent('../x.pdf')}`, {
      cookie: staffCookie,
    });
    expect(pathName.statusCode).toBe(400);
  });

  it('clients download only what they uploaded; unknown files are 404', async () => {
    expect((await call(t.app, 'GET', `/api/files/download?key=${pdfId}`, { cookie: clientCookie })).statusCode).toBe(403);
    const own = (await upload({ filename: 'brand.jpg', content: await jpegImage() }, clientCookie)).json().file.id;
    expect((await call(t.app, 'GET', `/api/files/download?key=${own}`, { cookie: clientCookie })).statusCode).toBe(200);
    const missing = await call(t.app, 'GET', '/api/files/download?key=00000000-0000-4000-8000-000000000000', {
      cookie: staffCookie,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('/media', () => {
  it('answers 404 for names that are not variants, without touching the disk outside storage', async () => {
    for (const name of [
      '..%2F..%2Fetc%2Fpasswd',
      'abc_t.jpg',
      '00000000-0000-4000-8000-000000000000_x.jpg',
      '00000000-0000-4000-8000-000000000000_t.jpg',
    ]) {
      expect((await call(t.app, 'GET', `/media/${name}`)).statusCode).toBe(404);
    }
  });
});
