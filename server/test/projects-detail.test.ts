// GET /api/projects/{id}: who may read a project's page, and exactly which fields each kind of caller gets.
import { sql } from 'kysely';
import { call, createTestApp, type TestApp } from './helper';
import { CALLERS, createProjectCallers, PROJECT_READERS, type Caller, type ProjectCallers } from './project-callers';

let t: TestApp;
let c: ProjectCallers;

beforeAll(async () => {
  t = await createTestApp();
  c = await createProjectCallers(t);
});
afterAll(() => t.close());

const INTERNALS = ['level', 'demonProof', 'specs', 'checklist', 'meta', 'gdriveFolder', 'earnings'];

describe('GET /api/projects/{id} permission matrix', () => {
  const expected = PROJECT_READERS;
  it.each(CALLERS)('%s', async (caller) => {
    const response = await call(t.app, 'GET', `/api/projects/${c.project.id}`, { cookie: c.cookies[caller] });
    expect(response.statusCode).toBe(expected[caller]);
  });

  it('answers 404 for a project that does not exist, and 401 to an anonymous visitor', async () => {
    const url = '/api/projects/00000000-0000-4000-8000-000000000000';
    expect((await call(t.app, 'GET', url, { cookie: c.cookies.admin })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', url)).statusCode).toBe(401);
  });
});

describe('what each caller sees', () => {
  const get = async (caller: Caller) =>
    (await call(t.app, 'GET', `/api/projects/${c.project.id}`, { cookie: c.cookies[caller] })).json().project;

  it('a client collaborator gets no internals, no docs, no e-mails and only the actions a client has', async () => {
    const project = await get('clientCollaborator');
    for (const field of [...INTERNALS, 'docs', 'transfers']) expect(project).not.toHaveProperty(field);
    expect(project.collabs.every((collab: object) => !('email' in collab))).toBe(true);
    // A client trashes only their own project while it is new (issue 19); this one is in script writing.
    expect(project.actions).toEqual([]);
  });

  it('the project PM gets internals, docs, e-mails and the PM actions', async () => {
    const project = await get('projectPm');
    for (const field of [...INTERNALS, 'docs']) expect(project).toHaveProperty(field);
    expect(project).not.toHaveProperty('transfers');
    expect(project.collabs.map((collab: { email?: string }) => collab.email)).toContain(c.users.projectPm.email);
    expect(project.collabs.find((collab: { _id: string }) => collab._id === c.users.projectPm.id).pm).toBe(true);
    expect(project.actions).toEqual(
      expect.arrayContaining(['rename', 'updateStatus', 'submitScript', 'seePmLogs', 'seeWordCountBand']),
    );
    expect(project.actions).not.toContain('approveScript');
  });

  it('a freelancer collaborator gets internals but no docs, e-mails or PM actions', async () => {
    const project = await get('freelancer');
    for (const field of INTERNALS) expect(project).toHaveProperty(field);
    expect(project).not.toHaveProperty('docs');
    expect(project.collabs.every((collab: object) => !('email' in collab))).toBe(true);
    expect(project.actions).toContain('submitScript');
    expect(project.actions).not.toContain('rename');
    expect(project.actions).not.toContain('seeWordCountBand');
  });

  it('a PM of another project reads it without PM actions', async () => {
    const project = await get('otherPm');
    expect(project.actions).not.toContain('rename');
    expect(project.actions).not.toContain('seeWordCountBand');
    expect(project.actions).toContain('join');
  });

  it('an admin gets transfers and the admin actions', async () => {
    const project = await get('admin');
    expect(project.transfers).toEqual([]);
    expect(project.actions).toEqual(expect.arrayContaining(['hold', 'duplicate', 'transfer', 'toggleFlags', 'markGood']));
  });
});

describe('a published project', () => {
  beforeAll(async () => {
    await sql`update projects set published = true where id = ${c.project.id}`.execute(t.db);
  });
  afterAll(async () => {
    await sql`update projects set published = false where id = ${c.project.id}`.execute(t.db);
  });

  it('is read by anonymous visitors and outsiders as the public subset, with no actions', async () => {
    for (const caller of ['anonymous', 'clientOutsider'] as const) {
      const response = await call(t.app, 'GET', `/api/projects/${c.project.id}`, { cookie: c.cookies[caller] });
      expect(response.statusCode).toBe(200);
      const project = response.json().project;
      expect(Object.keys(project).sort()).toEqual(
        [
          '_id',
          'title',
          'status',
          'oldStatus',
          'scriptStatus',
          'storyboardStatus',
          'wordCount',
          'characterCount',
          'sceneCount',
          'published',
          'created',
          'updated',
          'actions',
          'commentCounts',
        ].sort(),
      );
      expect(project.actions).toEqual([]);
      // Only the public comments' count (issue 11).
      expect(Object.keys(project.commentCounts.byTag)).toEqual(['']);
    }
  });

  it('still sends a freelancer without terms to the terms page', async () => {
    const response = await call(t.app, 'GET', `/api/projects/${c.project.id}`, { cookie: c.cookies.freelancerWithoutTerms });
    expect(response.statusCode).toBe(403);
    expect(response.json().redirectUrl).toBe('/app/account?section=terms');
  });
});
