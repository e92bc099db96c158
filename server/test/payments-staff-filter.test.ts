// The staff filter of the payment screens (issue 22): `?user=` narrows the history and what is owed to one payee,
// within what the caller may see (a contributor naming someone else sees nothing of theirs); a bad id is a 400.
import { call, createTestApp, namedField, signIn, type TestApp } from './helper';
import { createJob, createProject, createUser, type User } from './factories';

let t: TestApp;
let fern: User;
let bea: User;
const cookies = {} as Record<'admin' | 'payer' | 'fern', string>;
const get = (cookie: string, url: string) => call(t.app, 'GET', url, { cookie });

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { level: 'admin', name: 'Ada Admin' });
  const payer = await createUser(t.db, { level: 'staff', roles: ['payment'], name: 'Pat Payer' });
  fern = await createUser(t.db, { level: 'freelancer', roles: ['script'], name: 'Fern' });
  bea = await createUser(t.db, { level: 'freelancer', roles: ['script'], name: 'Bea' });
  Object.assign(cookies, { admin: await signIn(t.db, admin), payer: await signIn(t.db, payer), fern: await signIn(t.db, fern) });
  const project = await createProject(t.db, { title: 'Sharks' });
  const owed = (claimedBy: User, amountOwed: number) =>
    createJob(t.db, { project, jobType: 'script', status: 'completed', claimedBy, amountOwed });
  await owed(fern, 10);
  await owed(bea, 20);
  for (const [payee, amount] of [
    [fern, 30],
    [bea, 40],
  ] as const) {
    const job = await owed(payee, amount);
    const paid = await call(t.app, 'POST', '/api/payments', {
      cookie: cookies.payer,
      payload: { userId: payee.id, items: [{ jobId: job.id, kind: 'job' }] },
    });
    expect(paid.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

describe('?user= on the payment lists', () => {
  it('admins and payers narrow the history and what is owed to one payee', async () => {
    for (const who of ['admin', 'payer'] as const) {
      const history = (await get(cookies[who], `/api/payments?user=${bea.id}`)).json();
      expect(
        history.payments.map((payment: { user: { name: string }; total: number }) => [payment.user.name, payment.total]),
      ).toEqual([['Bea', 40]]);
      const outstanding = (await get(cookies[who], `/api/payments/outstanding?user=${bea.id}`)).json();
      expect(outstanding.entries.map((entry: { user: { name: string } }) => entry.user.name)).toEqual(['Bea']);
      expect(outstanding.total).toBe(20);
      const everyone = (await get(cookies[who], '/api/payments/outstanding')).json();
      expect(everyone.total).toBe(30);
    }
  });

  it('a contributor naming someone else sees nothing of theirs', async () => {
    const history = (await get(cookies.fern, `/api/payments?user=${bea.id}`)).json();
    expect(history.payments).toEqual([]);
    const outstanding = (await get(cookies.fern, `/api/payments/outstanding?user=${bea.id}`)).json();
    expect(outstanding).toEqual({ entries: [], total: 0, hasMore: false });
    const own = (await get(cookies.fern, `/api/payments/outstanding?user=${fern.id}`)).json();
    expect(own.total).toBe(10);
  });

  it.each(['/api/payments', '/api/payments/outstanding'])('%s?user=bad: 400 naming the field', async (path) => {
    const response = await get(cookies.admin, `${path}?user=bea`);
    expect(response.statusCode).toBe(400);
    expect(namedField(response.json())).toContain('user');
  });
});
