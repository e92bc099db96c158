// Who may call each payments endpoint, and what each caller's outstanding list holds (DECISIONS "Payments"): the
// payment role and admins see every payee with their payment info; other contributors their own entry only.
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createJob, createPayment, createProject, createUser, type Job, type Project, type User } from './factories';

let t: TestApp;
let project: Project;
let pbProject: Project;
const users = {} as Record<Caller, User>;
const cookies = {} as Record<Caller | 'anonymous', string | undefined>;

type Caller = 'admin' | 'payer' | 'staff' | 'payee' | 'otherFreelancer' | 'pm' | 'client';
const CALLERS: Array<Caller | 'anonymous'> = ['admin', 'payer', 'staff', 'payee', 'otherFreelancer', 'pm', 'client', 'anonymous'];

beforeAll(async () => {
  t = await createTestApp();
  users.admin = await createUser(t.db, { level: 'admin', name: 'Ada Admin' });
  users.payer = await createUser(t.db, { level: 'staff', roles: ['payment'], name: 'Pat Payer', paymentInfo: 'payer bank' });
  users.staff = await createUser(t.db, { level: 'staff', roles: ['storyboard'], name: 'Sam Staff', paymentInfo: 'staff bank' });
  users.payee = await createUser(t.db, {
    level: 'freelancer',
    roles: ['script'],
    name: 'Fern Payee',
    paymentInfo: 'PayPal: fern',
  });
  users.otherFreelancer = await createUser(t.db, {
    level: 'freelancer',
    roles: ['script'],
    name: 'Bea Other',
    paymentInfo: 'PayPal: bea',
  });
  users.pm = await createUser(t.db, { level: 'staff', roles: ['project-manager'], name: 'Paul PM' });
  users.client = await createUser(t.db, { level: 'client', name: 'Cleo Client' });
  project = await createProject(t.db, { title: 'Sharks', collaborators: [users.pm, users.client] });
  pbProject = await createProject(t.db, { title: 'Whales', perfBased: true, collaborators: [users.pm] });
  for (const caller of Object.keys(users) as Caller[]) cookies[caller] = await signIn(t.db, users[caller]);
  cookies.anonymous = undefined;
});
afterAll(() => t.close());

const completedJob = (claimedBy: User, values: Partial<Parameters<typeof createJob>[1]> = {}) =>
  createJob(t.db, { project, jobType: 'script', status: 'completed', claimedBy, amountOwed: 20, ...values });

describe('permission matrix of the payments endpoints', () => {
  type Endpoint = {
    name: string;
    request: (job: Job) => { method: 'GET' | 'POST'; url: string; payload?: object };
    expect: Record<Caller | 'anonymous', number>;
  };
  const CONTRIBUTORS_200 = {
    admin: 200,
    payer: 200,
    staff: 200,
    payee: 200,
    otherFreelancer: 200,
    pm: 200,
    client: 403,
    anonymous: 401,
  };
  const ENDPOINTS: Endpoint[] = [
    { name: 'GET /api/payments', request: () => ({ method: 'GET', url: '/api/payments' }), expect: CONTRIBUTORS_200 },
    {
      name: 'GET /api/payments/outstanding',
      request: () => ({ method: 'GET', url: '/api/payments/outstanding' }),
      expect: CONTRIBUTORS_200,
    },
    {
      name: 'POST /api/payments',
      request: (job) => ({
        method: 'POST',
        url: '/api/payments',
        payload: { userId: users.payee.id, items: [{ jobId: job.id, kind: 'job' }] },
      }),
      expect: { admin: 403, payer: 201, staff: 403, payee: 403, otherFreelancer: 403, pm: 403, client: 403, anonymous: 401 },
    },
  ];
  const cases = ENDPOINTS.flatMap((endpoint) => CALLERS.map((caller) => [endpoint.name, caller, endpoint] as const));

  it.each(cases)('%s as %s', async (_name, caller, endpoint) => {
    const job = await completedJob(users.payee);
    const { method, url, payload } = endpoint.request(job);
    const response = await call(t.app, method, url, { cookie: cookies[caller], payload });
    expect(response.statusCode).toBe(endpoint.expect[caller]);
    if (response.statusCode >= 400) expect(response.json().message).toEqual(expect.any(String));
    const paid = await t.db.selectFrom('jobs').select('paid_at').where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(paid.paid_at !== null).toBe(response.statusCode === 201);
  });

  it('tells a non-payer why: only holders of the payment role record payments', async () => {
    const job = await completedJob(users.payee);
    const response = await call(t.app, 'POST', '/api/payments', {
      cookie: cookies.admin,
      payload: { userId: users.payee.id, items: [{ jobId: job.id, kind: 'job' }] },
    });
    expect(response.json()).toEqual({ message: 'Only holders of the payment role can record payments' });
  });

  it('a payer may not pay themselves (403, nothing written)', async () => {
    const own = await completedJob(users.payer);
    const response = await call(t.app, 'POST', '/api/payments', {
      cookie: cookies.payer,
      payload: { userId: users.payer.id, items: [{ jobId: own.id, kind: 'job' }] },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You cannot record a payment to yourself' });
    const row = await t.db.selectFrom('jobs').select('paid_at').where('id', '=', own.id).executeTakeFirstOrThrow();
    expect(row.paid_at).toBeNull();
  });
});

describe('GET /api/payments/outstanding: what each caller sees', () => {
  type Entry = {
    user: { _id: string; name: string; nameAlias: string; picture: string | null; paymentInfo?: string };
    items: Array<{ _id: string; kind: 'job' | 'bonus'; amount: number; title: string; jobType: string; perfBased: boolean }>;
    total: number;
    pbCount: number;
  };
  const jobs = {} as Record<string, Job>;

  beforeAll(async () => {
    // The tables start over: the matrix above left unpaid jobs behind.
    await t.db.deleteFrom('payment_jobs').execute();
    await t.db.deleteFrom('payments').execute();
    await t.db.deleteFrom('jobs').execute();
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
    jobs.payeeScript = await completedJob(users.payee, { amountOwed: 80, bonus: 10, approvedAt: hoursAgo(5) });
    jobs.payeePb = await createJob(t.db, {
      project: pbProject,
      jobType: 'voice',
      status: 'completed',
      claimedBy: users.payee,
      amountOwed: 42.5,
      perfBased: true,
      approvedAt: hoursAgo(4),
    });
    // Paid, but its bonus is not: only the bonus is owed.
    jobs.payeeBonusOnly = await completedJob(users.payee, {
      amountOwed: 30,
      bonus: 5,
      paidAt: hoursAgo(1),
      approvedAt: hoursAgo(3),
    });
    // Owed nothing: fully paid, not completed, or already in a recorded payment (an admin cleared its paid date).
    await completedJob(users.payee, { amountOwed: 99, bonus: 9, paidAt: hoursAgo(1), bonusPaidAt: hoursAgo(1) });
    await createJob(t.db, { project, jobType: 'script', status: 'pending', claimedBy: users.payee, bonus: 7 });
    const recorded = await completedJob(users.payee, { amountOwed: 11 });
    await createPayment(t.db, { user: users.payee, jobs: [recorded], createdBy: users.payer });
    // Other payees.
    jobs.other = await completedJob(users.otherFreelancer, { amountOwed: 55 });
    jobs.staffPb = await createJob(t.db, {
      project: pbProject,
      jobType: 'storyboard',
      status: 'completed',
      claimedBy: users.staff,
      amountOwed: 100,
      bonus: 20,
      perfBased: true,
    });
  });

  const outstanding = async (caller: Caller) => {
    const response = await call(t.app, 'GET', '/api/payments/outstanding', { cookie: cookies[caller] });
    expect(response.statusCode).toBe(200);
    return response.json() as { entries: Entry[]; total: number };
  };

  it('admins and the payment role: every payee by name, with payment info, what is owed oldest approval first, totals', async () => {
    for (const caller of ['admin', 'payer'] as const) {
      const { entries, total } = await outstanding(caller);
      expect(entries.map((entry) => entry.user.name)).toEqual(['Bea Other', 'Fern Payee', 'Sam Staff']);
      expect(entries.map((entry) => entry.user.paymentInfo)).toEqual(['PayPal: bea', 'PayPal: fern', 'staff bank']);
      const fern = entries[1];
      expect(fern.items.map((item) => [item._id, item.kind, item.amount])).toEqual([
        [jobs.payeeScript.id, 'job', 80],
        [jobs.payeeScript.id, 'bonus', 10],
        [jobs.payeePb.id, 'job', 42.5],
        [jobs.payeeBonusOnly.id, 'bonus', 5],
      ]);
      expect(fern.items[0]).toMatchObject({ jobType: 'script', perfBased: false, project: { _id: project.id, title: 'Sharks' } });
      expect(fern.items[2]).toMatchObject({ jobType: 'voice', perfBased: true, project: { title: 'Whales' } });
      expect(fern).toMatchObject({ total: 137.5, pbCount: 1 });
      expect(entries[2]).toMatchObject({ total: 120, pbCount: 1 });
      expect(entries[2].items.map((item) => item.kind)).toEqual(['job', 'bonus']);
      expect(total).toBe(55 + 137.5 + 120);
    }
  });

  it("a freelancer sees only their own entry, without payment info; never another user's", async () => {
    const { entries, total } = await outstanding('payee');
    expect(entries).toHaveLength(1);
    expect(entries[0].user).toEqual({
      _id: users.payee.id,
      name: 'Fern Payee',
      nameAlias: users.payee.name_alias,
      picture: null,
    });
    expect(total).toBe(137.5);
    const other = await outstanding('otherFreelancer');
    expect(other.entries.map((entry) => entry.user.name)).toEqual(['Bea Other']);
    expect(JSON.stringify(other)).not.toContain('PayPal: fern');
    expect(JSON.stringify(other)).not.toContain('PayPal: bea');
  });

  it('staff see their own entry; a PM and staff with nothing owed see none', async () => {
    expect((await outstanding('staff')).entries.map((entry) => entry.user.name)).toEqual(['Sam Staff']);
    expect(await outstanding('pm')).toEqual({ entries: [], total: 0, hasMore: false });
  });

  it('clients are refused like the rest of payments; anonymous callers must sign in', async () => {
    const client = await call(t.app, 'GET', '/api/payments/outstanding', { cookie: cookies.client });
    expect(client.statusCode).toBe(403);
    expect(client.json()).toEqual({ message: 'Payments are for contributors' });
    expect((await call(t.app, 'GET', '/api/payments/outstanding')).statusCode).toBe(401);
  });
});
