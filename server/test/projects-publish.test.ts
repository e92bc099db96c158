// Publishing: a published project is read, read-only, by anonymous visitors; unpublished it is not.
// Allow-portfolio records the studio's permission. Who: the project's PMs (and admins).
import { call, createTestApp, type TestApp } from './helper';
import { createProject, type Project } from './factories';
import { CALLERS, createProjectCallers, type Caller, type ProjectCallers } from './project-callers';

let t: TestApp;
let c: ProjectCallers;

beforeAll(async () => {
  t = await createTestApp();
  c = await createProjectCallers(t);
});
afterAll(() => t.close());

const freshProject = () =>
  createProject(t.db, {
    status: 'launched',
    collaborators: [c.users.projectPm, c.users.clientCollaborator, c.users.freelancer, c.users.freelancerWithoutTerms],
  });
const flagsOf = (project: Project) =>
  t.db
    .selectFrom('projects')
    .select(['published', 'allow_portfolio', 'updated_at'])
    .where('id', '=', project.id)
    .executeTakeFirstOrThrow();
const logsOf = async (project: Project) =>
  (
    await t.db
      .selectFrom('project_logs')
      .select(['action', 'details'])
      .where('project_id', '=', project.id)
      .orderBy('created_at')
      .execute()
  ).map((log) => [log.action, log.details]);

const PUBLISHERS: Record<Caller, number> = {
  anonymous: 401,
  clientCollaborator: 403,
  clientOutsider: 404,
  freelancerWithoutTerms: 403,
  freelancer: 403,
  staff: 403,
  projectPm: 200,
  otherPm: 403,
  admin: 200,
};

describe('POST /api/projects/{id}/publish', () => {
  const publish = (project: Project, body: unknown, cookie: string | undefined) =>
    call(t.app, 'POST', `/api/projects/${project.id}/publish`, { cookie, payload: body as object });

  it.each(CALLERS)('permission matrix: %s', async (caller) => {
    const project = await freshProject();
    const response = await publish(project, { published: true }, c.cookies[caller]);
    expect(response.statusCode).toBe(PUBLISHERS[caller]);
    expect((await flagsOf(project)).published).toBe(PUBLISHERS[caller] === 200);
    if (caller === 'staff') expect(response.json().message).toBe("Only the project's managers publish it");
  });

  it('makes the page readable by anonymous visitors (the public subset) until unpublished', async () => {
    const project = await freshProject();
    const anonymous = () => call(t.app, 'GET', `/api/projects/${project.id}`);
    expect((await anonymous()).statusCode).toBe(401);

    const published = await publish(project, { published: true }, c.cookies.projectPm);
    expect(published.statusCode).toBe(200);
    expect(published.json().message).toBe('Project published');
    expect(published.json().project.published).toBe(true);
    const read = await anonymous();
    expect(read.statusCode).toBe(200);
    expect(read.json().project).toMatchObject({ _id: project.id, published: true, actions: [] });
    expect(read.json().project).not.toHaveProperty('collabs');
    // An outsider reads it as anonymous visitors do.
    expect((await call(t.app, 'GET', `/api/projects/${project.id}`, { cookie: c.cookies.clientOutsider })).statusCode).toBe(200);

    // Publishing again changes nothing (no second log entry).
    expect((await publish(project, { published: true }, c.cookies.admin)).json().message).toBe('Project published');
    const unpublished = await publish(project, { published: false }, c.cookies.projectPm);
    expect(unpublished.json().message).toBe('Project unpublished');
    expect((await anonymous()).statusCode).toBe(401);
    expect(await logsOf(project)).toEqual([
      ['published', {}],
      ['unpublished', {}],
    ]);
  });

  it.each([
    ['a string', { published: 'true' }],
    ['a number', { published: 1 }],
    ['nothing', {}],
    ['null', { published: null }],
  ])('refuses %s with 400 and writes nothing', async (_label, body) => {
    const project = await freshProject();
    const before = await flagsOf(project);
    const response = await publish(project, body, c.cookies.projectPm);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/published/);
    expect(await flagsOf(project)).toEqual(before);
    expect(await logsOf(project)).toEqual([]);
  });
});

describe('POST /api/projects/{id}/allow-portfolio', () => {
  const allow = (project: Project, body: unknown, cookie: string | undefined) =>
    call(t.app, 'POST', `/api/projects/${project.id}/allow-portfolio`, { cookie, payload: body as object });

  it.each(CALLERS)('permission matrix: %s', async (caller) => {
    const project = await freshProject();
    const response = await allow(project, { allow: true }, c.cookies[caller]);
    expect(response.statusCode).toBe(PUBLISHERS[caller]);
    expect((await flagsOf(project)).allow_portfolio).toBe(PUBLISHERS[caller] === 200);
  });

  it('saves the setting both ways, logs each change and marks the project changed', async () => {
    const project = await freshProject();
    const before = await flagsOf(project);
    const on = await allow(project, { allow: true }, c.cookies.projectPm);
    expect(on.statusCode).toBe(200);
    expect(on.json().message).toBe('Portfolio setting saved');
    expect(on.json().project.allowPortfolio).toBe(true);
    expect((await flagsOf(project)).updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
    const off = await allow(project, { allow: false }, c.cookies.admin);
    expect(off.json().project.allowPortfolio).toBe(false);
    expect(await logsOf(project)).toEqual([
      ['portfolio', { allow: true }],
      ['portfolio', { allow: false }],
    ]);
  });

  it.each([
    ['a string', { allow: 'yes' }],
    ['a number', { allow: 0 }],
    ['nothing', {}],
  ])('refuses %s with 400 and writes nothing', async (_label, body) => {
    const project = await freshProject();
    const response = await allow(project, body, c.cookies.projectPm);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/allow/);
    expect((await flagsOf(project)).allow_portfolio).toBe(false);
    expect(await logsOf(project)).toEqual([]);
  });
});
