// Who may call each jobs endpoint, and which prices and money fields each caller's JSON carries.
import { apiTokenFor, call, callWithToken, createTestApp, signIn, type TestApp } from './helper';
import { createJob, createProject, createUser, type Job, type Project, type User } from './factories';

let t: TestApp;
let project: Project;
const users = {} as Record<Caller, User>;
const cookies = {} as Record<Caller | 'anonymous', string | undefined>;
/** Each caller's read-and-write personal API token (issue 25): the same rights as their session, no more. */
const tokens = {} as Record<Caller, string>;

type Caller = 'admin' | 'pm' | 'otherPm' | 'staff' | 'withRole' | 'withoutRole' | 'client';
const CALLERS: Array<Caller | 'anonymous'> = [
  'admin',
  'pm',
  'otherPm',
  'staff',
  'withRole',
  'withoutRole',
  'client',
  'anonymous',
];

beforeAll(async () => {
  t = await createTestApp();
  users.admin = await createUser(t.db, { level: 'admin', paymentInfo: 'admin bank' });
  users.pm = await createUser(t.db, { level: 'staff', roles: ['project-manager'], roleLevels: { 'project-manager': 3 } });
  users.otherPm = await createUser(t.db, { level: 'staff', roles: ['project-manager'] });
  users.staff = await createUser(t.db, { level: 'staff', roles: ['storyboard'] });
  users.withRole = await createUser(t.db, {
    level: 'freelancer',
    roles: ['script'],
    roleLevels: { script: 1 },
    paymentInfo: 'PayPal: me',
  });
  users.withoutRole = await createUser(t.db, { level: 'freelancer', roles: ['voice'] });
  users.client = await createUser(t.db, { level: 'client' });
  project = await createProject(t.db, { collaborators: [users.pm, users.client, users.staff] });
  await createProject(t.db, { collaborators: [users.otherPm] });
  await t.db
    .insertInto('pricing')
    .values({
      role: 'script',
      rates: JSON.stringify(Object.fromEntries(Array.from({ length: 18 }, (_, i) => [String(i + 1), (i + 1) * 10]))),
      bonus: 5,
    })
    .execute();
  for (const caller of Object.keys(users) as Caller[]) {
    cookies[caller] = await signIn(t.db, users[caller]);
    tokens[caller] = await apiTokenFor(t.db, users[caller]);
  }
  cookies.anonymous = undefined;
});
afterAll(() => t.close());

const openScriptJob = () => createJob(t.db, { project, jobType: 'script', prices: { '1': 10, '2': 20, '3': 30 } });
const newJobBody = () => ({ projectId: project.id, jobType: 'script', prices: { '1': 10, '2': 20, '3': 30 } });

type Endpoint = {
  name: string;
  /** The request, made on a fresh job where the endpoint takes one. */
  request: (job: Job) => { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object };
  /** Status code per caller. */
  expect: Record<Caller | 'anonymous', number>;
  jobStatus?: 'open' | 'completed';
};

const ALL_CONTRIBUTORS_200 = {
  admin: 200,
  pm: 200,
  otherPm: 200,
  staff: 200,
  withRole: 200,
  withoutRole: 200,
  client: 403,
  anonymous: 401,
};

const ENDPOINTS: Endpoint[] = [
  { name: 'GET /api/jobs', request: () => ({ method: 'GET', url: '/api/jobs' }), expect: ALL_CONTRIBUTORS_200 },
  { name: 'GET /api/jobs/types', request: () => ({ method: 'GET', url: '/api/jobs/types' }), expect: ALL_CONTRIBUTORS_200 },
  {
    name: 'POST /api/jobs',
    request: () => ({ method: 'POST', url: '/api/jobs', payload: newJobBody() }),
    expect: { admin: 201, pm: 201, otherPm: 403, staff: 403, withRole: 403, withoutRole: 404, client: 403, anonymous: 401 },
  },
  {
    name: 'GET /api/jobs/{id}',
    request: (job) => ({ method: 'GET', url: `/api/jobs/${job.id}` }),
    expect: { admin: 200, pm: 200, otherPm: 404, staff: 404, withRole: 200, withoutRole: 404, client: 403, anonymous: 401 },
  },
  {
    name: 'DELETE /api/jobs/{id}',
    request: (job) => ({ method: 'DELETE', url: `/api/jobs/${job.id}` }),
    expect: { admin: 200, pm: 200, otherPm: 404, staff: 404, withRole: 403, withoutRole: 404, client: 403, anonymous: 401 },
  },
  {
    name: 'POST /api/jobs/{id}/claim',
    request: (job) => ({ method: 'POST', url: `/api/jobs/${job.id}/claim` }),
    expect: { admin: 403, pm: 403, otherPm: 404, staff: 404, withRole: 200, withoutRole: 404, client: 403, anonymous: 401 },
  },
  {
    name: 'POST /api/jobs/{id}/status',
    request: (job) => ({ method: 'POST', url: `/api/jobs/${job.id}/status`, payload: { status: 'open' } }),
    expect: { admin: 200, pm: 200, otherPm: 404, staff: 404, withRole: 403, withoutRole: 404, client: 403, anonymous: 401 },
  },
  {
    name: 'POST /api/jobs/{id}/paid',
    jobStatus: 'completed',
    request: (job) => ({ method: 'POST', url: `/api/jobs/${job.id}/paid` }),
    expect: { admin: 200, pm: 403, otherPm: 404, staff: 404, withRole: 403, withoutRole: 404, client: 403, anonymous: 401 },
  },
  {
    name: 'POST /api/jobs/{id}/bonus',
    request: (job) => ({ method: 'POST', url: `/api/jobs/${job.id}/bonus`, payload: { bonus: 10 } }),
    expect: { admin: 200, pm: 403, otherPm: 404, staff: 404, withRole: 403, withoutRole: 404, client: 403, anonymous: 401 },
  },
  {
    name: 'POST /api/jobs/{id}/bonus/remove',
    request: (job) => ({ method: 'POST', url: `/api/jobs/${job.id}/bonus/remove` }),
    expect: { admin: 200, pm: 403, otherPm: 404, staff: 404, withRole: 403, withoutRole: 404, client: 403, anonymous: 401 },
  },
  {
    name: 'GET /api/jobs/pricing',
    request: () => ({ method: 'GET', url: '/api/jobs/pricing' }),
    expect: { admin: 200, pm: 200, otherPm: 200, staff: 403, withRole: 403, withoutRole: 403, client: 403, anonymous: 401 },
  },
  {
    name: 'POST /api/jobs/pricing',
    request: () => ({ method: 'POST', url: '/api/jobs/pricing', payload: { roles: {} } }),
    expect: { admin: 200, pm: 403, otherPm: 403, staff: 403, withRole: 403, withoutRole: 403, client: 403, anonymous: 401 },
  },
  {
    name: 'GET /api/jobs/due-defaults',
    request: () => ({ method: 'GET', url: '/api/jobs/due-defaults' }),
    expect: { admin: 200, pm: 200, otherPm: 200, staff: 403, withRole: 403, withoutRole: 403, client: 403, anonymous: 401 },
  },
  {
    name: 'POST /api/jobs/due-defaults',
    request: () => ({ method: 'POST', url: '/api/jobs/due-defaults', payload: { defaults: [] } }),
    expect: { admin: 200, pm: 403, otherPm: 403, staff: 403, withRole: 403, withoutRole: 403, client: 403, anonymous: 401 },
  },
  {
    name: 'GET /api/jobs/price-suggestion',
    request: () => ({ method: 'GET', url: `/api/jobs/price-suggestion?projectId=${project.id}&jobType=script` }),
    expect: { admin: 200, pm: 200, otherPm: 403, staff: 403, withRole: 403, withoutRole: 404, client: 403, anonymous: 401 },
  },
  {
    name: 'GET /api/projects/{id}/cost',
    request: () => ({ method: 'GET', url: `/api/projects/${project.id}/cost` }),
    expect: { admin: 200, pm: 403, otherPm: 403, staff: 403, withRole: 403, withoutRole: 404, client: 403, anonymous: 401 },
  },
];

const jobFor = (endpoint: Endpoint) =>
  createJob(t.db, {
    project,
    jobType: 'script',
    status: endpoint.jobStatus ?? 'open',
    claimedBy: endpoint.jobStatus === 'completed' ? users.withRole : undefined,
    prices: { '1': 10, '2': 20, '3': 30 },
    bonus: 5,
  });

describe('permission matrix of the jobs endpoints', () => {
  const cases = ENDPOINTS.flatMap((endpoint) => CALLERS.map((caller) => [endpoint.name, caller, endpoint] as const));
  it.each(cases)('%s as %s', async (_name, caller, endpoint) => {
    const { method, url, payload } = endpoint.request(await jobFor(endpoint));
    const response = await call(t.app, method, url, { cookie: cookies[caller], payload });
    expect(response.statusCode).toBe(endpoint.expect[caller]);
    if (response.statusCode >= 400) expect(response.json().message).toEqual(expect.any(String));
  });
});

describe('the same matrix with personal API tokens (no cookie, no Origin): a token acts as its owner and no more', () => {
  const tokenCallers = CALLERS.filter((caller): caller is Caller => caller !== 'anonymous');
  const cases = ENDPOINTS.flatMap((endpoint) => tokenCallers.map((caller) => [endpoint.name, caller, endpoint] as const));
  it.each(cases)('%s with the token of %s', async (_name, caller, endpoint) => {
    const { method, url, payload } = endpoint.request(await jobFor(endpoint));
    const response = await callWithToken(t.app, method, url, tokens[caller], payload);
    expect(response.statusCode).toBe(endpoint.expect[caller]);
    if (response.statusCode >= 400) expect(response.json().message).toEqual(expect.any(String));
  });

  it.each(tokenCallers)("a job read with the token of %s is the JSON that caller's session reads", async (caller) => {
    const job = await createJob(t.db, { project, jobType: 'script', status: 'completed', claimedBy: users.withRole, bonus: 9 });
    const bySession = await call(t.app, 'GET', `/api/jobs/${job.id}`, { cookie: cookies[caller] });
    const byToken = await callWithToken(t.app, 'GET', `/api/jobs/${job.id}`, tokens[caller]);
    expect(byToken.statusCode).toBe(bySession.statusCode);
    expect(byToken.json()).toEqual(bySession.json());
  });
});

describe('the JSON carries only the prices and money fields the caller may see', () => {
  let claimed: Job;
  let pmJob: Job;
  beforeAll(async () => {
    claimed = await createJob(t.db, {
      project,
      jobType: 'script',
      status: 'completed',
      claimedBy: users.withRole,
      prices: { '1': 11, '2': 22, '3': 33 },
      bonus: 9,
      paidAt: new Date(),
    });
    pmJob = await createJob(t.db, { project, jobType: 'project-manager', prices: { '1': 50, '2': 60, '3': 70 } });
  });
  const get = async (caller: Caller, job: Job) => {
    const response = await call(t.app, 'GET', `/api/jobs/${job.id}`, { cookie: cookies[caller] });
    expect(response.statusCode).toBe(200);
    return response.json().job;
  };

  it("admin: every tier, the bonus, the paid dates and the claimant's payment info", async () => {
    const job = await get('admin', claimed);
    expect(job).toMatchObject({
      prices: { '1': 11, '2': 22, '3': 33 },
      price: null,
      bonus: 9,
      paidBy: expect.any(String),
      bonusBy: null,
    });
    expect(job.claimedBy.paymentInfo).toBe('PayPal: me');
    expect((await get('admin', pmJob)).prices).toEqual({ '1': 50, '2': 60, '3': 70 });
  });

  it("the project's PM: every tier and the bonus, no payment info; on project-manager jobs only their own tier", async () => {
    const job = await get('pm', claimed);
    expect(job).toMatchObject({ prices: { '1': 11, '2': 22, '3': 33 }, bonus: 9, paidBy: expect.any(String) });
    expect(job.claimedBy).not.toHaveProperty('paymentInfo');
    const own = await get('pm', pmJob);
    expect(own.prices).toEqual({ '3': 70 });
    expect(own).toHaveProperty('bonus');
  });

  it('the claimant: their own tier and the paid dates, no bonus amount, no payment info', async () => {
    const job = await get('withRole', claimed);
    expect(job.prices).toEqual({ '1': 11 });
    expect(job.price).toBeNull();
    expect(job).not.toHaveProperty('bonus');
    expect(job.paidBy).toEqual(expect.any(String));
    expect(job.claimedBy).not.toHaveProperty('paymentInfo');
  });

  it("answers to actions follow the same rule: a freelancer's claim answer holds only their tier", async () => {
    const job = await openScriptJob();
    const answer = (await call(t.app, 'POST', `/api/jobs/${job.id}/claim`, { cookie: cookies.withRole })).json();
    expect(answer).toMatchObject({ message: 'Job claimed', job: { status: 'inprogress', prices: { '1': 10 } } });
    expect(Object.keys(answer.job.prices)).toEqual(['1']);
    expect(answer.job).not.toHaveProperty('bonus');
    expect(answer.job.actions).toEqual(['release', 'submit']);
  });

  it("lists follow it too, and a freelancer never sees another role's price", async () => {
    const list = (await call(t.app, 'GET', '/api/jobs?status=completed', { cookie: cookies.withRole })).json().jobs;
    expect(list.map((job: { _id: string }) => job._id)).toContain(claimed.id);
    for (const job of list) {
      expect(Object.keys(job.prices).every((tier) => tier === '1')).toBe(true);
      expect(job).not.toHaveProperty('bonus');
    }
    const pmList = (
      await call(t.app, 'GET', `/api/jobs?projectId=${project.id}&filter=project-manager`, { cookie: cookies.pm })
    ).json().jobs;
    for (const job of pmList) expect(Object.keys(job.prices)).toEqual(['3']);
  });

  it('the pricing table: admins see every role; PMs not the project-manager and cross-checking rates', async () => {
    await t.db
      .insertInto('pricing')
      .values({ role: 'project-manager', rates: JSON.stringify({ '1': 1 }), bonus: 1 })
      .onConflict((oc) => oc.column('role').doNothing())
      .execute();
    const admin = (await call(t.app, 'GET', '/api/jobs/pricing', { cookie: cookies.admin })).json().pricing.roles;
    const pm = (await call(t.app, 'GET', '/api/jobs/pricing', { cookie: cookies.pm })).json().pricing.roles;
    expect(Object.keys(admin).sort()).toEqual(['project-manager', 'script']);
    expect(Object.keys(pm)).toEqual(['script']);
  });

  it('the actions each caller is offered on an open job', async () => {
    const job = await openScriptJob();
    const actions = async (caller: Caller) => (await get(caller, job)).actions;
    expect(await actions('withRole')).toEqual(['claim']);
    expect(await actions('pm')).toEqual(['status', 'delete']);
    expect(await actions('admin')).toEqual(['bonus', 'status', 'delete']);
    const withBonus = await createJob(t.db, {
      project,
      jobType: 'script',
      status: 'completed',
      claimedBy: users.withRole,
      bonus: 5,
    });
    expect((await get('admin', withBonus)).actions).toEqual(['paid', 'bonus', 'bonus-remove', 'bonus-paid', 'status', 'delete']);
    expect((await get('withRole', withBonus)).actions).toEqual([]);
  });
});
