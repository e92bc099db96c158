// Bad input is refused with 400 before anything is written: bodies are not coerced (a boolean is not a
// dollar), a field a schema refuses is named (not dropped), NUL characters never reach the database, and offsets stay within what PostgreSQL can take.
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createJob, createProject, createUser, type Job, type User } from './factories';

let t: TestApp;
let admin: User;
let pm: User;
let freelancer: User;
let job: Job;
let adminCookie: string;
let pmCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { level: 'admin', name: 'Admin' });
  pm = await createUser(t.db, { level: 'staff', roles: ['project-manager'], name: 'PM' });
  freelancer = await createUser(t.db, { level: 'freelancer', roles: ['script'], name: 'Freelancer' });
  const project = await createProject(t.db, { status: 'production', collaborators: [pm] });
  job = await createJob(t.db, { project, status: 'completed', claimedBy: freelancer, amountOwed: 20 });
  adminCookie = await signIn(t.db, admin);
  pmCookie = await signIn(t.db, pm);
});
afterAll(() => t.close());

const bonusOf = async () =>
  (await t.db.selectFrom('jobs').select('bonus').where('id', '=', job.id).executeTakeFirstOrThrow()).bonus;

describe('money fields take numbers only', () => {
  it.each([[true], ['5'], [[5]], [null]])('a bonus of %j is refused and nothing is saved', async (bonus) => {
    const response = await call(t.app, 'POST', `/api/jobs/${job.id}/bonus`, { cookie: adminCookie, payload: { bonus } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/bonus/);
    expect(await bonusOf()).toBe(0);
  });

  it('a job price given as a list is refused', async () => {
    const project = await createProject(t.db, { status: 'production', collaborators: [pm] });
    const response = await call(t.app, 'POST', '/api/jobs', {
      cookie: pmCookie,
      payload: { projectId: project.id, jobType: 'other', title: 'Odd', price: [5] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/price/);
    const jobs = await t.db.selectFrom('jobs').select('id').where('project_id', '=', project.id).execute();
    expect(jobs).toEqual([]);
  });

  it('query strings are still read as the numbers and booleans their schemas name', async () => {
    const response = await call(t.app, 'GET', '/api/jobs?limit=5&status=completed', { cookie: adminCookie });
    expect(response.statusCode).toBe(200);
    expect(response.json().jobs.map((j: { _id: string }) => j._id)).toContain(job.id);
  });
});

describe('fields a body schema refuses', () => {
  it('answer 400 naming the field (never silently dropped), and nothing is written', async () => {
    const project = await createProject(t.db, { status: 'script-writing', collaborators: [pm] });
    const scenes = () => t.db.selectFrom('scenes').select('text').where('project_id', '=', project.id).execute();
    const refused = await call(t.app, 'POST', `/api/projects/${project.id}/scenes`, {
      cookie: pmCookie,
      payload: { text: 'A scene', colour: 'red' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: '"colour" is not a field of this form', field: 'colour' });
    expect(await scenes()).toEqual([]);
    const accepted = await call(t.app, 'POST', `/api/projects/${project.id}/scenes`, {
      cookie: pmCookie,
      payload: { text: 'A scene' },
    });
    expect(accepted.statusCode).toBe(201);
    expect(await scenes()).toEqual([{ text: 'A scene' }]);
  });
});

describe('NUL characters', () => {
  it('in a body field answer 400 naming the field, and nothing is written', async () => {
    const before = await t.db
      .selectFrom('projects')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await call(t.app, 'POST', '/api/projects', { cookie: pmCookie, payload: { title: 'a\u0000b' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('body/title must not contain NUL characters');
    const after = await t.db
      .selectFrom('projects')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('in a query answer 400', async () => {
    const response = await call(t.app, 'GET', '/api/users?lookup=%00', { cookie: adminCookie });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('querystring/lookup must not contain NUL characters');
  });
});

describe('offsets', () => {
  it.each(['/api/notifs', '/api/payments', '/api/posts', '/api/projects', '/api/users', '/api/jobs'])(
    '%s refuses an offset past what any list holds with 400',
    async (path) => {
      const response = await call(t.app, 'GET', `${path}?skip=99999999999999999999`, { cookie: adminCookie });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'The page start can be at most 1000000000', field: 'skip' });
    },
  );

  // Found by fuzz-openapi.test.ts: Ajv coerced "1e999" to Infinity and let it past integer/minimum/maximum.
  it.each(['/api/jobs?limit=1e999', '/api/payments?limit=1e999', '/api/users?skip=-1e999', '/api/notifs?skip=Infinity'])(
    '%s is refused with 400: numbers in a query are finite',
    async (url) => {
      const response = await call(t.app, 'GET', url, { cookie: adminCookie });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^The page (size|start) must be a finite number$/);
    },
  );
});
