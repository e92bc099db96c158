import { sql } from 'kysely';
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createUser, type User } from './factories';

let t: TestApp;
let pm: User;
let freelancer: User;
let client: User;

beforeAll(async () => {
  t = await createTestApp();
  pm = await createUser(t.db, { level: 'staff', roles: ['project-manager'] });
  freelancer = await createUser(t.db, { level: 'freelancer', roles: ['script'] });
  client = await createUser(t.db, { level: 'client' });
});
afterAll(() => t.close());

const count = async (table: 'projects' | 'project_collaborators' | 'project_listed_by') =>
  (
    await t.db
      .selectFrom(table)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('POST /api/projects', () => {
  it('creates the project with a trimmed title; the creator becomes a collaborator', async () => {
    const response = await call(t.app, 'POST', '/api/projects', {
      cookie: await signIn(t.db, client),
      payload: { title: '  Our first video  ' },
    });
    expect(response.statusCode).toBe(201);
    const { message, project } = response.json();
    expect(message).toBe('Project created');
    expect(project).toMatchObject({ title: 'Our first video', status: 'new', listedByMe: false, collabs: [{ _id: client.id }] });
    // The client now sees it in their list.
    const list = (await call(t.app, 'GET', '/api/projects', { cookie: await signIn(t.db, client) })).json();
    expect(list.projects.map((p: { _id: string }) => p._id)).toContain(project._id);
  });

  it("adds it to the creator's My Projects when a PM asks; others' requests to do so are ignored", async () => {
    const mine = await call(t.app, 'POST', '/api/projects', {
      cookie: await signIn(t.db, pm),
      payload: { title: 'PM project', addToMyProjects: true },
    });
    expect(mine.json().project.listedByMe).toBe(true);
    const theirs = await call(t.app, 'POST', '/api/projects', {
      cookie: await signIn(t.db, freelancer),
      payload: { title: 'Freelancer project', addToMyProjects: true },
    });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().project.listedByMe).toBe(false);
    const myTab = (await call(t.app, 'GET', '/api/projects?status=my-projects', { cookie: await signIn(t.db, pm) })).json();
    expect(myTab.projects.map((p: { title: string }) => p.title)).toEqual(['PM project']);
  });

  it.each([
    [{ title: '   ' }, /title must not be blank/],
    [{ title: '' }, /^Enter the title$/],
    [{}, /^Enter the title$/],
    [{ title: 'x'.repeat(201) }, /^The title can have at most 200 characters$/],
    [{ title: { text: 'x' } }, /^The title must be text$/],
  ])('refuses %j with a 400 naming the field, and writes nothing', async (payload, message) => {
    const before = await Promise.all([count('projects'), count('project_collaborators')]);
    const response = await call(t.app, 'POST', '/api/projects', { cookie: await signIn(t.db, pm), payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await Promise.all([count('projects'), count('project_collaborators')])).toEqual(before);
  });

  it('refuses a body that is not JSON with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie: await signIn(t.db, pm), origin: 'http://localhost', 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('refuses an unsupported content type with a 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie: await signIn(t.db, pm), origin: 'http://localhost', 'content-type': 'text/xml' },
      payload: '<title>x</title>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe('project tabs', () => {
  it('fbRelaunch holds launched projects first launched on Facebook more than 120 days ago', async () => {
    const admin = await createUser(t.db, { level: 'admin' });
    const old = await t.db
      .insertInto('projects')
      .values({ title: 'Old launch', status: 'launched', fb_launch_date: new Date(Date.now() - 200 * 86400_000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('projects')
      .values({ title: 'Recent launch', status: 'launched', fb_launch_date: new Date() })
      .execute();
    await t.db
      .insertInto('projects')
      .values({
        title: 'No relaunch',
        status: 'launched',
        fb_launch_date: new Date(Date.now() - 200 * 86400_000),
        disable_relaunch: true,
      })
      .execute();
    const list = (await call(t.app, 'GET', '/api/projects?status=fbRelaunch', { cookie: await signIn(t.db, admin) })).json();
    expect(list.projects.map((p: { _id: string }) => p._id)).toEqual([old.id]);
  });
});
