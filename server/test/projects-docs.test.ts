// Project docs: the project's PMs attach their own uploads; readDocs callers (the project's PMs and experts)
// see them on the page and download them through the files' signed links; clients do not.
import { sql } from 'kysely';
import { call, createTestApp, signIn, type TestApp, namedField } from './helper';
import { createProject, createUser, type Project } from './factories';
import { multipartBody, PDF } from './multipart';
import { CALLERS, createProjectCallers, ONLY_PROJECT_PMS, type ProjectCallers } from './project-callers';

let t: TestApp;
let c: ProjectCallers;

beforeAll(async () => {
  t = await createTestApp();
  c = await createProjectCallers(t);
});
afterAll(() => t.close());

const freshProject = () =>
  createProject(t.db, {
    status: 'script-writing',
    collaborators: [c.users.projectPm, c.users.clientCollaborator, c.users.freelancer, c.users.freelancerWithoutTerms],
  });

/** An upload made by the cookie's owner; answers the file's id. */
async function upload(cookie: string, filename = 'Brief.pdf'): Promise<string> {
  const { payload, headers } = multipartBody({ filename, content: PDF, contentType: 'application/pdf' });
  const response = await call(t.app, 'POST', '/api/files/upload', { cookie, payload, headers });
  expect(response.statusCode).toBe(201);
  return response.json().file.id;
}

const uploadDoc = (project: Project, body: unknown, cookie: string | undefined) =>
  call(t.app, 'POST', `/api/projects/${project.id}/upload-doc`, { cookie, payload: body as object });
const docCount = async () =>
  (
    await t.db
      .selectFrom('project_docs')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('POST /api/projects/{id}/upload-doc permission matrix', () => {
  const expected = ONLY_PROJECT_PMS;
  it.each(CALLERS)('%s', async (caller) => {
    const project = await freshProject();
    const cookie = c.cookies[caller];
    // Each caller offers an upload of their own (those who cannot upload offer the PM's).
    const fileId =
      caller === 'anonymous' || caller === 'freelancerWithoutTerms' ? await upload(c.cookies.projectPm!) : await upload(cookie!);
    const response = await uploadDoc(project, { fileId }, cookie);
    expect(response.statusCode).toBe(expected[caller]);
    const docs = await t.db.selectFrom('project_docs').select('file_id').where('project_id', '=', project.id).execute();
    expect(docs.map((doc) => doc.file_id)).toEqual(expected[caller] === 200 ? [fileId] : []);
    if (caller === 'staff') expect(response.json().message).toBe("Only the project's managers upload docs");
  });
});

describe('a doc', () => {
  it('is attached with its name and note, listed newest first, logged, and the project is marked changed', async () => {
    const project = await freshProject();
    const first = await upload(c.cookies.projectPm!, 'Voice notes.pdf');
    const second = await upload(c.cookies.projectPm!, 'Research.pdf');
    const a = await uploadDoc(project, { fileId: first }, c.cookies.projectPm);
    expect(a.statusCode).toBe(200);
    expect(a.json().message).toBe('Doc uploaded');
    const b = await uploadDoc(
      project,
      { fileId: second, name: '  Background research ', text: ' Read before scripting ' },
      c.cookies.projectPm,
    );
    expect(b.statusCode).toBe(200);
    const docs = b.json().project.docs;
    expect(docs).toHaveLength(2);
    expect(docs[0]).toEqual({
      _id: expect.any(String),
      fileId: second,
      name: 'Background research',
      fileName: 'Research.pdf',
      ext: 'pdf',
      size: PDF.length,
      text: 'Read before scripting',
      created: expect.any(String),
      user: { _id: c.users.projectPm.id, name: 'Project PM' },
    });
    expect(docs[1]).toMatchObject({ fileId: first, name: 'Voice notes.pdf', text: '' });
    const logs = await t.db
      .selectFrom('project_logs')
      .selectAll()
      .where('project_id', '=', project.id)
      .orderBy('created_at')
      .execute();
    expect(logs.map((log) => [log.action, log.user_id, log.details])).toEqual([
      ['doc-uploaded', c.users.projectPm.id, { docId: docs[1]._id, fileId: first, name: 'Voice notes.pdf' }],
      ['doc-uploaded', c.users.projectPm.id, { docId: docs[0]._id, fileId: second, name: 'Background research' }],
    ]);
    const row = await t.db
      .selectFrom('projects')
      .select(['updated_at', 'created_at'])
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(row.updated_at.getTime()).toBeGreaterThan(row.created_at.getTime());
  });

  it('is downloaded by readDocs callers (PMs and experts) and not by a client collaborator', async () => {
    const project = await freshProject();
    const fileId = await upload(c.cookies.projectPm!);
    expect((await uploadDoc(project, { fileId }, c.cookies.projectPm)).statusCode).toBe(200);
    const expert = await createUser(t.db, { level: 'freelancer', roles: ['expert'] });
    await t.db.insertInto('project_collaborators').values({ project_id: project.id, user_id: expert.id }).execute();
    const expertCookie = await signIn(t.db, expert);

    const page = (cookie: string | undefined) => call(t.app, 'GET', `/api/projects/${project.id}`, { cookie });
    const download = (cookie: string | undefined) => call(t.app, 'GET', `/api/files/download?key=${fileId}`, { cookie });
    for (const cookie of [c.cookies.projectPm, c.cookies.admin, expertCookie]) {
      expect((await page(cookie)).json().project.docs.map((doc: { fileId: string }) => doc.fileId)).toEqual([fileId]);
      const link = await download(cookie);
      expect(link.statusCode).toBe(200);
      const file = await call(
        t.app,
        'GET',
        new URL(link.json().url, 'http://localhost').pathname + new URL(link.json().url, 'http://localhost').search,
      );
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PDF)).toBe(true);
    }
    expect((await page(c.cookies.clientCollaborator)).json().project).not.toHaveProperty('docs');
    expect((await download(c.cookies.clientCollaborator)).statusCode).toBe(403);
  });
});

describe('bad input', () => {
  it.each([
    ['somebody else’s upload', async () => ({ fileId: await upload(c.cookies.freelancer!) })],
    ['an unknown file', async () => ({ fileId: '00000000-0000-4000-8000-000000000000' })],
    ['a file id that is not a uuid', async () => ({ fileId: 'abc' })],
    ['no file id', async () => ({ name: 'x' })],
    ['a name too long', async () => ({ fileId: await upload(c.cookies.projectPm!), name: 'x'.repeat(201) })],
    ['a note too long', async () => ({ fileId: await upload(c.cookies.projectPm!), text: 'x'.repeat(5001) })],
    ['a name that is a number', async () => ({ fileId: await upload(c.cookies.projectPm!), name: 7 })],
  ])('refuses %s with 400 and writes nothing', async (_label, body) => {
    const project = await freshProject();
    const payload = await body();
    const docs = await docCount();
    const response = await uploadDoc(project, payload, c.cookies.projectPm);
    expect(response.statusCode).toBe(400);
    expect(namedField(response.json())).toMatch(/fileId|name|text|file id/);
    expect(await docCount()).toBe(docs);
    expect(await t.db.selectFrom('project_logs').select('id').where('project_id', '=', project.id).execute()).toEqual([]);
  });
});
