// Docs (`/api/blogposts`): contributors read, admins write, edit and delete (policies/blogpost.ts). Every endpoint
// is judged for the nine kinds of caller; bad input is a 400 or 409 naming the field with nothing written.
import { sql } from 'kysely';
import { call, createTestApp, type TestApp, namedField } from './helper';
import { multipartBody, PDF } from './multipart';
import { CALLERS, createProjectCallers, ONLY_ADMINS, ONLY_CONTRIBUTORS, type ProjectCallers } from './project-callers';
import { tutorialDocs } from '../src/domain/tutorials';
import { JOB_TUTORIALS, JOB_TYPES } from 'shared-api/roles';

let t: TestApp;
let c: ProjectCallers;

beforeAll(async () => {
  t = await createTestApp();
  c = await createProjectCallers(t);
});
afterAll(() => t.close());

let counter = 0;
const docBody = (extra: Record<string, unknown> = {}) => ({ title: `Doc ${++counter}`, body: 'Some **bold** text', ...extra });

async function createDoc(extra: Record<string, unknown> = {}): Promise<{ _id: string; slug: string | null }> {
  const response = await call(t.app, 'POST', '/api/blogposts', { cookie: c.cookies.admin, payload: docBody(extra) });
  expect(response.statusCode).toBe(200);
  return response.json().blogpost;
}

const docCount = async () =>
  (
    await t.db
      .selectFrom('blogposts')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

async function upload(cookie: string, filename = 'Guide.pdf'): Promise<string> {
  const { payload, headers } = multipartBody({ filename, content: PDF, contentType: 'application/pdf' });
  const response = await call(t.app, 'POST', '/api/files/upload', { cookie, payload, headers });
  expect(response.statusCode).toBe(201);
  return response.json().file.id;
}

describe('permission matrix', () => {
  it.each(CALLERS)('GET /api/blogposts: %s', async (caller) => {
    await createDoc();
    const response = await call(t.app, 'GET', '/api/blogposts', { cookie: c.cookies[caller] });
    expect(response.statusCode).toBe(ONLY_CONTRIBUTORS[caller]);
    if (response.statusCode === 200) {
      expect(response.json().blogposts.length).toBeGreaterThan(0);
      expect(response.json().canWrite).toBe(caller === 'admin');
    }
  });

  it.each(CALLERS)('GET /api/blogposts/{id}: %s', async (caller) => {
    const doc = await createDoc();
    const response = await call(t.app, 'GET', `/api/blogposts/${doc._id}`, { cookie: c.cookies[caller] });
    expect(response.statusCode).toBe(ONLY_CONTRIBUTORS[caller]);
    if (response.statusCode === 200) {
      const blogpost = response.json().blogpost;
      expect(blogpost.bodyHtml).toBe('<p>Some <strong>bold</strong> text</p>');
      // The markdown source and the actions only for those who edit.
      expect(blogpost.body).toBe(caller === 'admin' ? 'Some **bold** text' : undefined);
      expect(blogpost.actions).toEqual(caller === 'admin' ? ['edit', 'delete'] : []);
    }
  });

  it.each(CALLERS)('POST /api/blogposts: %s', async (caller) => {
    const before = await docCount();
    const title = `Matrix doc for ${caller}`;
    const response = await call(t.app, 'POST', '/api/blogposts', { cookie: c.cookies[caller], payload: { title, body: 'x' } });
    expect(response.statusCode).toBe(ONLY_ADMINS[caller]);
    expect(await docCount()).toBe(before + (ONLY_ADMINS[caller] === 200 ? 1 : 0));
    if (caller === 'staff') expect(response.json().message).toBe('Only admins write docs');
  });

  it.each(CALLERS)('POST /api/blogposts/{id}: %s', async (caller) => {
    const doc = await createDoc();
    const response = await call(t.app, 'POST', `/api/blogposts/${doc._id}`, {
      cookie: c.cookies[caller],
      payload: { title: 'Edited', body: 'Edited body' },
    });
    expect(response.statusCode).toBe(ONLY_ADMINS[caller]);
    const row = await t.db.selectFrom('blogposts').select(['title', 'body']).where('id', '=', doc._id).executeTakeFirstOrThrow();
    expect(row.title === 'Edited').toBe(ONLY_ADMINS[caller] === 200);
  });

  it.each(CALLERS)('DELETE /api/blogposts/{id}: %s', async (caller) => {
    const doc = await createDoc();
    const response = await call(t.app, 'DELETE', `/api/blogposts/${doc._id}`, { cookie: c.cookies[caller] });
    expect(response.statusCode).toBe(ONLY_ADMINS[caller]);
    const row = await t.db.selectFrom('blogposts').select('id').where('id', '=', doc._id).executeTakeFirst();
    expect(Boolean(row)).toBe(ONLY_ADMINS[caller] !== 200);
  });

  it.each(CALLERS)('GET /api/blogposts/files: %s', async (caller) => {
    const response = await call(t.app, 'GET', '/api/blogposts/files', { cookie: c.cookies[caller] });
    expect(response.statusCode).toBe(ONLY_ADMINS[caller]);
  });
});

describe('a doc', () => {
  it('is written, read by slug and by id, listed by title, edited and deleted', async () => {
    const created = await call(t.app, 'POST', '/api/blogposts', {
      cookie: c.cookies.admin,
      payload: { title: '  Aardvark guide  ', slug: ' aardvark-guide ', body: '# Start\n\nRead *this*.' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe('Doc created');
    const doc = created.json().blogpost;
    expect(doc).toMatchObject({
      title: 'Aardvark guide',
      slug: 'aardvark-guide',
      bodyHtml: '<h1>Start</h1>\n<p>Read <em>this</em>.</p>',
      user: { _id: c.users.admin.id, name: 'Admin' },
      files: [],
    });
    const bySlug = await call(t.app, 'GET', '/api/blogposts/aardvark-guide', { cookie: c.cookies.freelancer });
    expect(bySlug.json().blogpost._id).toBe(doc._id);
    const list = await call(t.app, 'GET', '/api/blogposts?limit=1', { cookie: c.cookies.staff });
    expect(list.json()).toMatchObject({
      blogposts: [{ _id: doc._id, title: 'Aardvark guide', slug: 'aardvark-guide' }],
      hasMore: true,
    });

    const edited = await call(t.app, 'POST', `/api/blogposts/${doc._id}`, {
      cookie: c.cookies.admin,
      payload: { title: 'Aardvark guide, revised', slug: 'aardvark-guide', body: 'New text' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Doc saved',
      blogpost: { title: 'Aardvark guide, revised', bodyHtml: '<p>New text</p>' },
    });

    const deleted = await call(t.app, 'DELETE', `/api/blogposts/${doc._id}`, { cookie: c.cookies.admin });
    expect(deleted.json().message).toBe('Doc deleted');
    const gone = await call(t.app, 'GET', '/api/blogposts/aardvark-guide', { cookie: c.cookies.freelancer });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Doc not found');
  });

  it('pages the list on the server', async () => {
    const all = await call(t.app, 'GET', '/api/blogposts?limit=200', { cookie: c.cookies.staff });
    const total = all.json().blogposts.length;
    const titles: string[] = [];
    for (let skip = 0; skip < total; skip += 7) {
      const page = await call(t.app, 'GET', `/api/blogposts?skip=${skip}&limit=7`, { cookie: c.cookies.staff });
      titles.push(...page.json().blogposts.map((d: { _id: string }) => d._id));
      expect(page.json().hasMore).toBe(skip + 7 < total);
    }
    expect(titles).toEqual(all.json().blogposts.map((d: { _id: string }) => d._id));
  });

  it('carries files through the shared upload service; contributors may download them, clients not', async () => {
    const fileId = await upload(c.cookies.admin!);
    const doc = await createDoc({ files: [fileId] });
    const read = await call(t.app, 'GET', `/api/blogposts/${doc._id}`, { cookie: c.cookies.freelancer });
    expect(read.json().blogpost.files).toEqual([{ id: fileId, name: 'Guide.pdf', ext: 'pdf', size: PDF.length }]);
    const download = (cookie?: string) => call(t.app, 'GET', `/api/files/download?key=${fileId}&filename=Guide.pdf`, { cookie });
    expect((await download(c.cookies.freelancer)).statusCode).toBe(200);
    expect((await download(c.cookies.clientCollaborator)).statusCode).toBe(403);
    const files = await call(t.app, 'GET', '/api/blogposts/files', { cookie: c.cookies.admin });
    expect(files.json().files).toContainEqual({
      id: fileId,
      name: 'Guide.pdf',
      ext: 'pdf',
      size: PDF.length,
      url: null,
      blogpost: { _id: doc._id, title: expect.any(String) },
    });
  });
});

describe('bad input: 4xx naming the field, nothing written', () => {
  const cases: Array<[string, Record<string, unknown>, number, RegExp]> = [
    ['a missing title', { body: 'x' }, 400, /title/],
    ['a blank title', { title: '   ', body: 'x' }, 400, /title is required/],
    ['a long title', { title: 'x'.repeat(201), body: 'x' }, 400, /title must be at most 200/],
    ['a slug with spaces', { title: 'T', slug: 'Not A Slug', body: 'x' }, 400, /slug may hold only/],
    ['a slug with a script', { title: 'T', slug: '<script>', body: 'x' }, 400, /slug/],
    ['a body that is not text', { title: 'T', body: 42 }, 400, /body/],
    ['a body too long', { title: 'T', body: 'x'.repeat(50_001) }, 400, /body must be at most/],
    ['files that are not ids', { title: 'T', body: 'x', files: ['nope'] }, 400, /files/],
    [
      'an unknown file',
      { title: 'T', body: 'x', files: ['7d1c5c8e-1f0e-4c4f-9d3a-3b9d3f1a2b3c'] },
      400,
      /files: .* is not an uploaded file/,
    ],
  ];
  it.each(cases)('%s', async (_name, payload, status, message) => {
    const before = await docCount();
    const response = await call(t.app, 'POST', '/api/blogposts', { cookie: c.cookies.admin, payload });
    expect(response.statusCode).toBe(status);
    expect(namedField(response.json())).toMatch(message);
    expect(await docCount()).toBe(before);
  });

  it('a slug another doc holds is a 409 naming it, on create and on edit', async () => {
    await createDoc({ slug: 'taken-address' });
    const other = await createDoc();
    const before = await docCount();
    const create = await call(t.app, 'POST', '/api/blogposts', {
      cookie: c.cookies.admin,
      payload: docBody({ slug: 'taken-address' }),
    });
    expect(create.statusCode).toBe(409);
    expect(create.json().message).toBe('slug: another doc already has the address taken-address');
    expect(await docCount()).toBe(before);
    const edit = await call(t.app, 'POST', `/api/blogposts/${other._id}`, {
      cookie: c.cookies.admin,
      payload: docBody({ slug: 'taken-address' }),
    });
    expect(edit.statusCode).toBe(409);
    const row = await t.db.selectFrom('blogposts').select('slug').where('id', '=', other._id).executeTakeFirstOrThrow();
    expect(row.slug).toBeNull();
  });

  it('an unknown doc is a 404 to edit, delete and read', async () => {
    const id = '7d1c5c8e-1f0e-4c4f-9d3a-3b9d3f1a2b3c';
    expect((await call(t.app, 'POST', `/api/blogposts/${id}`, { cookie: c.cookies.admin, payload: docBody() })).statusCode).toBe(
      404,
    );
    expect((await call(t.app, 'DELETE', `/api/blogposts/${id}`, { cookie: c.cookies.admin })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/blogposts/no-such-doc', { cookie: c.cookies.admin })).statusCode).toBe(404);
  });
});

describe('the job tutorials', () => {
  it('are one doc per job type, each with the slug of its Help link, each a body the doc form sends', async () => {
    const docs = tutorialDocs();
    expect(docs.map((doc) => doc.slug)).toEqual(JOB_TYPES.map((type) => JOB_TUTORIALS[type]));
    for (const doc of docs) {
      expect(doc.body.split(/\s+/).length).toBeGreaterThan(80);
      // Sent as the doc form sends it, each is accepted and then opens at its Help link's address.
      const response = await call(t.app, 'POST', '/api/blogposts', { cookie: c.cookies.admin, payload: doc });
      expect(response.statusCode).toBe(200);
      const read = await call(t.app, 'GET', `/api/blogposts/${doc.slug}`, { cookie: c.cookies.freelancer });
      expect(read.json().blogpost).toMatchObject({ title: doc.title, slug: doc.slug, user: { name: 'Admin' } });
    }
  });
});
