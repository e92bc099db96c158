// The ledger of payments is the one record of what was paid (DECISIONS "Payments"): a recorded payment is never
// silently undone, whether it was recorded on the payments screen or with "Mark paid" on the job page.
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createJob, createProject, createUser, type User } from './factories';

let t: TestApp;
let admin: User;
let payer: User;
let pm: User;
let fern: User;
let other: User;
const cookie = {} as Record<'admin' | 'payer' | 'pm' | 'fern' | 'other', string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { level: 'admin', name: 'Admin' });
  payer = await createUser(t.db, { level: 'staff', roles: ['payment'], name: 'Payer' });
  pm = await createUser(t.db, { level: 'staff', roles: ['project-manager'], name: 'PM' });
  fern = await createUser(t.db, { level: 'freelancer', roles: ['voice'], name: 'Fern' });
  other = await createUser(t.db, { level: 'freelancer', roles: ['voice'], name: 'Other' });
  for (const [key, user] of Object.entries({ admin, payer, pm, fern, other })) {
    cookie[key as keyof typeof cookie] = await signIn(t.db, user);
  }
});
afterAll(() => t.close());

const post = (who: keyof typeof cookie, url: string, payload?: object) =>
  call(t.app, 'POST', url, { cookie: cookie[who], payload });
const REFUSAL = /^Paid in the payment recorded by (Payer|Admin) on \d{4}-\d{2}-\d{2}: a recorded payment is never undone$/;

it('a paid job cannot be unmarked, reopened, handed to someone else or removed (the sequence of the review)', async () => {
  const project = await createProject(t.db, { status: 'production', collaborators: [pm] });
  const job = await createJob(t.db, { project, jobType: 'voice', status: 'completed', claimedBy: fern, amountOwed: 40 });
  const paid = await post('payer', '/api/payments', { userId: fern.id, items: [{ jobId: job.id, kind: 'job' }] });
  expect(paid.statusCode).toBe(201);

  const unpaid = await post('admin', `/api/jobs/${job.id}/unpaid`);
  expect(unpaid.statusCode).toBe(409);
  expect(unpaid.json().message).toMatch(REFUSAL);
  const row = await t.db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
  expect(row.paid_at).not.toBeNull();

  const reopened = await post('pm', `/api/jobs/${job.id}/status`, { status: 'open' });
  expect(reopened.statusCode).toBe(409);
  expect(reopened.json().message).toBe('This was paid in a recorded payment, and a recorded payment is never undone');
  expect((await t.db.selectFrom('jobs').select('status').where('id', '=', job.id).executeTakeFirstOrThrow()).status).toBe(
    'completed',
  );
  expect((await post('other', `/api/jobs/${job.id}/claim`)).statusCode).toBe(409);
  expect((await call(t.app, 'DELETE', `/api/jobs/${job.id}`, { cookie: cookie.pm })).statusCode).toBe(409);

  const viewed = await call(t.app, 'GET', `/api/jobs/${job.id}`, { cookie: cookie.admin });
  expect(viewed.json().job.actions).not.toContain('unpaid');

  const outstanding = await call(t.app, 'GET', '/api/payments/outstanding', { cookie: cookie.payer });
  expect(JSON.stringify(outstanding.json())).not.toContain(job.id);
  const history = await call(t.app, 'GET', '/api/payments', { cookie: cookie.fern });
  expect(history.json().payments[0].jobs.map((line: { _id: string }) => line._id)).toContain(job.id);
});

it('"Mark paid" on the job page records a payment in the ledger that the history shows and nobody can undo', async () => {
  const project = await createProject(t.db, { status: 'production', collaborators: [pm] });
  const job = await createJob(t.db, {
    project,
    jobType: 'voice',
    status: 'completed',
    claimedBy: fern,
    amountOwed: 25,
    bonus: 5,
  });
  expect((await post('admin', `/api/jobs/${job.id}/paid`)).statusCode).toBe(200);
  expect((await post('admin', `/api/jobs/${job.id}/bonus/paid`)).statusCode).toBe(200);

  const lines = await t.db.selectFrom('payment_jobs').selectAll().where('job_id', '=', job.id).orderBy('kind').execute();
  expect(lines.map((line) => [line.kind, line.amount])).toEqual([
    ['bonus', 5],
    ['job', 25],
  ]);
  const history = await call(t.app, 'GET', '/api/payments', { cookie: cookie.fern });
  const amounts = history
    .json()
    .payments.filter((payment: { jobs: Array<{ _id: string }> }) => payment.jobs.some((line) => line._id === job.id))
    .map((payment: { total: number; createdBy: { name: string } }) => [payment.total, payment.createdBy.name]);
  expect(amounts.sort()).toEqual([
    [25, 'Admin'],
    [5, 'Admin'],
  ]);
  for (const action of ['unpaid', 'bonus/unpaid']) {
    const undo = await post('admin', `/api/jobs/${job.id}/${action}`);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toMatch(REFUSAL);
  }
  // The payee was told, as for any payment.
  const notifs = await call(t.app, 'GET', '/api/notifs', { cookie: cookie.fern });
  expect(notifs.json().notifs.some((n: { actionType: string }) => n.actionType === 'payment/create')).toBe(true);
});

it('paying through the payments screen after "Mark paid" is refused: one job, one payment', async () => {
  const project = await createProject(t.db, { status: 'production', collaborators: [pm] });
  const job = await createJob(t.db, { project, jobType: 'voice', status: 'completed', claimedBy: fern, amountOwed: 10 });
  expect((await post('admin', `/api/jobs/${job.id}/paid`)).statusCode).toBe(200);
  const again = await post('payer', '/api/payments', { userId: fern.id, items: [{ jobId: job.id, kind: 'job' }] });
  expect(again.statusCode).toBe(409);
  expect(await t.db.selectFrom('payment_jobs').select('payment_id').where('job_id', '=', job.id).execute()).toHaveLength(1);
});

it('the database itself refuses to clear a paid date that the ledger holds', async () => {
  const project = await createProject(t.db, { status: 'production', collaborators: [pm] });
  const job = await createJob(t.db, { project, jobType: 'voice', status: 'completed', claimedBy: fern, amountOwed: 10 });
  expect((await post('admin', `/api/jobs/${job.id}/paid`)).statusCode).toBe(200);
  await expect(t.db.updateTable('jobs').set({ paid_at: null }).where('id', '=', job.id).execute()).rejects.toThrow(
    /paid in a recorded payment/,
  );
  const legacy = await createJob(t.db, { project, jobType: 'voice', status: 'completed', claimedBy: fern, paidAt: new Date() });
  await t.db.updateTable('jobs').set({ paid_at: null }).where('id', '=', legacy.id).execute();
});
