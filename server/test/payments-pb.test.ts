// The PB breakdown (issue 22, DECISIONS "Payments"): from data the app writes — earnings entered through the
// Earnings box, PB jobs claimed, submitted and approved, PB payouts recorded by the payer — the summary equals a
// hand computation; who may read whose; payouts never exceed what is owed; bad input names the field.
import { call, createTestApp, namedField, signIn, type TestApp } from './helper';
import { createJob, createProject, createUser, type Project, type User } from './factories';
import { CALLERS, createProjectCallers, type Caller, type ProjectCallers } from './project-callers';

let t: TestApp;
let admin: User;
let payer: User;
let pm: User;
let fern: User;
let bea: User;
let whales: Project;
let dolphins: Project;
const cookies = {} as Record<'admin' | 'payer' | 'pm' | 'fern' | 'bea', string>;

const post = (cookie: string, url: string, payload?: object) => call(t.app, 'POST', url, { cookie, payload });
const get = (cookie: string | undefined, url: string) => call(t.app, 'GET', url, { cookie });

/** A PB job of fixed price that `claimant` claims and submits and the PM approves, all through the API. */
async function completePbJob(project: Project, claimant: keyof typeof cookies, price: number, title: string) {
  const job = await createJob(t.db, { project, jobType: 'storyboard', price, perfBased: true, title });
  expect((await post(cookies[claimant], `/api/jobs/${job.id}/claim`)).statusCode).toBe(200);
  expect((await post(cookies[claimant], `/api/jobs/${job.id}/submit`, { text: 'done' })).statusCode).toBe(200);
  expect((await post(cookies.pm, `/api/jobs/${job.id}/approve`)).statusCode).toBe(200);
  return job;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { level: 'admin', name: 'Ada Admin' });
  payer = await createUser(t.db, { level: 'staff', roles: ['payment'], name: 'Pat Payer' });
  pm = await createUser(t.db, { level: 'staff', roles: ['project-manager'], name: 'Paul PM' });
  fern = await createUser(t.db, { level: 'staff', roles: ['storyboard'], name: 'Fern' });
  bea = await createUser(t.db, { level: 'staff', roles: ['storyboard'], name: 'Bea' });
  Object.assign(cookies, {
    admin: await signIn(t.db, admin),
    payer: await signIn(t.db, payer),
    pm: await signIn(t.db, pm),
    fern: await signIn(t.db, fern),
    bea: await signIn(t.db, bea),
  });
  whales = await createProject(t.db, { title: 'Whales', status: 'production', perfBased: true, collaborators: [pm, fern, bea] });
  dolphins = await createProject(t.db, {
    title: 'Dolphins',
    status: 'production',
    perfBased: true,
    collaborators: [pm, fern, bea],
  });
  // Earnings entered through the Earnings box.
  expect((await post(cookies.admin, `/api/projects/${whales.id}/sync-revenue`, { total: 1000 })).statusCode).toBe(200);
  expect((await post(cookies.admin, `/api/projects/${dolphins.id}/sync-revenue`, { total: 333.33 })).statusCode).toBe(200);
  await completePbJob(whales, 'fern', 60, 'Whale boards 1');
  await completePbJob(whales, 'fern', 40, 'Whale boards 2');
  await completePbJob(whales, 'bea', 300, 'Whale boards 3');
  await completePbJob(dolphins, 'fern', 10, 'Dolphin boards');
  await completePbJob(dolphins, 'bea', 20, 'Dolphin colours');
  // Not in any pool: a PB job not completed, a regular job completed.
  await createJob(t.db, {
    project: whales,
    jobType: 'storyboard',
    perfBased: true,
    claimedBy: fern,
    status: 'pending',
    price: 999,
  });
  await createJob(t.db, { project: whales, jobType: 'storyboard', claimedBy: fern, status: 'completed', amountOwed: 500 });
});
afterAll(() => t.close());

// By hand: Whales' pool 30% × 1000 = 300; Fern 100 of 400 → 75. Dolphins' pool 30% × 333.33 = 99.999;
// Fern 10 of 30 → 33.333 → 33.33. Total 108.33.
const FERN_WHALES = 75;
const FERN_DOLPHINS = 33.33;

describe('GET /api/payments/pb', () => {
  it('equals the hand computation from app-written earnings and approved PB jobs', async () => {
    const response = await get(cookies.fern, '/api/payments/pb');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total: 108.33,
      paid: 0,
      outstanding: 108.33,
      projects: [
        {
          _id: dolphins.id,
          title: 'Dolphins',
          userEarning: FERN_DOLPHINS,
          paid: 0,
          jobs: [{ _id: expect.any(String), title: 'Dolphin boards', jobType: 'storyboard' }],
        },
        {
          _id: whales.id,
          title: 'Whales',
          userEarning: FERN_WHALES,
          paid: 0,
          jobs: [
            { _id: expect.any(String), title: 'Whale boards 1', jobType: 'storyboard' },
            { _id: expect.any(String), title: 'Whale boards 2', jobType: 'storyboard' },
          ],
        },
      ],
    });
  });

  it('admins and the payment role read anyone’s breakdown by ?user=', async () => {
    for (const cookie of [cookies.admin, cookies.payer]) {
      const response = await get(cookie, `/api/payments/pb?user=${bea.id}`);
      expect(response.statusCode).toBe(200);
      // Bea: Whales 300 × 300/400 = 225; Dolphins 99.999 × 20/30 = 66.67.
      expect(response.json()).toMatchObject({ total: 291.67, paid: 0, outstanding: 291.67 });
    }
  });

  it('a contributor may not read another user’s breakdown (403, with the reason)', async () => {
    const response = await get(cookies.fern, `/api/payments/pb?user=${bea.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You may read only your own PB breakdown' });
  });

  it('bad input: 400 naming the field', async () => {
    const response = await get(cookies.admin, '/api/payments/pb?user=not-an-id');
    expect(response.statusCode).toBe(400);
    expect(namedField(response.json())).toContain('user');
  });
});

describe('POST /api/payments/pb: PB payouts through the payment ledger', () => {
  it('records a payout as a payment; paid and outstanding follow it; it shows in the history', async () => {
    const response = await post(cookies.payer, '/api/payments/pb', {
      userId: fern.id,
      projectId: whales.id,
      amount: 50,
      text: 'PB share, November',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'PB payout recorded',
      payment: {
        user: { _id: fern.id },
        jobs: [],
        pbPayouts: [{ project: { _id: whales.id, title: 'Whales' }, amount: 50 }],
        total: 50,
        text: 'PB share, November',
      },
    });
    const summary = (await get(cookies.fern, '/api/payments/pb')).json();
    expect(summary).toMatchObject({ total: 108.33, paid: 50, outstanding: 58.33 });
    const history = (await get(cookies.fern, '/api/payments')).json();
    expect(history.payments.map((payment: { total: number }) => payment.total)).toContain(50);
  });

  it('never pays more than the share still owed on the project (409, nothing written)', async () => {
    const tooMuch = await post(cookies.payer, '/api/payments/pb', { userId: fern.id, projectId: whales.id, amount: 25.01 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe("amount: more than the user's PB share still owed on this project");
    const notHers = await post(cookies.payer, '/api/payments/pb', { userId: pm.id, projectId: whales.id, amount: 1 });
    expect(notHers.statusCode).toBe(409);
    expect((await get(cookies.fern, '/api/payments/pb')).json()).toMatchObject({ paid: 50 });
    const rest = await post(cookies.payer, '/api/payments/pb', { userId: fern.id, projectId: whales.id, amount: 25 });
    expect(rest.statusCode).toBe(201);
    const after = (await get(cookies.fern, '/api/payments/pb')).json();
    expect(after).toMatchObject({ paid: 75, outstanding: 33.33 });
    expect(after.projects.map((project: { title: string; paid: number }) => [project.title, project.paid])).toEqual([
      ['Dolphins', 0],
      ['Whales', 75],
    ]);
  });

  it('two payouts racing for the same share: one wins', async () => {
    const race = await Promise.all(
      [1, 2].map(() => post(cookies.payer, '/api/payments/pb', { userId: bea.id, projectId: dolphins.id, amount: 66.67 })),
    );
    expect(race.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect((await get(cookies.bea, '/api/payments/pb')).json()).toMatchObject({ paid: 66.67 });
  });

  it('only the payment role records a payout, and nobody pays themselves', async () => {
    const byAdmin = await post(cookies.admin, '/api/payments/pb', { userId: fern.id, projectId: dolphins.id, amount: 1 });
    expect(byAdmin.statusCode).toBe(403);
    const payerSelf = await post(cookies.payer, '/api/payments/pb', { userId: payer.id, projectId: dolphins.id, amount: 1 });
    expect(payerSelf.statusCode).toBe(403);
    expect(payerSelf.json()).toEqual({ message: 'You cannot record a payment to yourself' });
  });

  it('bad input: 400 naming the field, nothing written', async () => {
    const before = await t.db
      .selectFrom('payments')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const [payload, field] of [
      [{ userId: fern.id, projectId: dolphins.id, amount: 0 }, 'amount'],
      [{ userId: fern.id, projectId: dolphins.id, amount: 'ten' }, 'amount'],
      [{ userId: fern.id, amount: 1 }, 'projectId'],
      [{ userId: fern.id, projectId: fern.id, amount: 1 }, 'projectId'],
      [{ userId: whales.id, projectId: dolphins.id, amount: 1 }, 'userId'],
    ] as const) {
      const response = await post(cookies.payer, '/api/payments/pb', payload);
      expect(response.statusCode).toBe(400);
      expect(namedField(response.json())).toContain(field);
    }
    const after = await t.db
      .selectFrom('payments')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('permission matrix of the PB breakdown, for the nine kinds of caller', () => {
  let callers: ProjectCallers;
  beforeAll(async () => {
    callers = await createProjectCallers(t);
  });
  // Asking for their own breakdown: every contributor; asking for another's (Fern's): admins only among these.
  const OWN: Record<Caller, number> = {
    anonymous: 401,
    clientCollaborator: 403,
    clientOutsider: 403,
    freelancerWithoutTerms: 403,
    freelancer: 200,
    staff: 200,
    projectPm: 200,
    otherPm: 200,
    admin: 200,
  };
  const ANOTHERS: Record<Caller, number> = { ...OWN, freelancer: 403, staff: 403, projectPm: 403, otherPm: 403 };

  it.each(CALLERS)('%s', async (caller) => {
    const cookie = callers.cookies[caller];
    const own = await get(cookie, '/api/payments/pb');
    expect(own.statusCode).toBe(OWN[caller]);
    if (own.statusCode === 200) expect(own.json()).toEqual({ total: 0, paid: 0, outstanding: 0, projects: [] });
    const another = await get(cookie, `/api/payments/pb?user=${fern.id}`);
    expect(another.statusCode).toBe(ANOTHERS[caller]);
    if (another.statusCode === 200) expect(another.json()).toMatchObject({ total: 108.33 });
    else expect(JSON.stringify(another.json())).not.toContain('108.33');
  });
});
