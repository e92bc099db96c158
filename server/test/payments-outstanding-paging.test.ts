// GET /api/payments/outstanding pages by payee (issue 12): 20 payees by name per page unless told, `hasMore` while
// more follow, every payee on exactly one page, and the total of every page's entries on each page; history (paid
// jobs) never shows, and a freelancer still sees only their own entry.
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createJob, createProject, createUser, type User } from './factories';

let t: TestApp;
const payees: User[] = [];
let payerCookie: string;
let payeeCookie: string;

type Entry = { user: { _id: string; name: string }; items: Array<{ _id: string; amount: number }>; total: number };
type Page = { entries: Entry[]; total: number; hasMore: boolean };

beforeAll(async () => {
  t = await createTestApp();
  const payer = await createUser(t.db, { level: 'staff', roles: ['payment'], name: 'Payer' });
  payerCookie = await signIn(t.db, payer);
  const project = await createProject(t.db, { status: 'production' });
  // 45 payees named out of order, each owed two jobs (10 and 1) and each with a paid job that never shows.
  for (let i = 0; i < 45; i++) {
    const name = `Payee ${String((i * 17) % 45).padStart(2, '0')}`;
    const payee = await createUser(t.db, { level: 'freelancer', roles: ['voice'], name });
    payees.push(payee);
    await createJob(t.db, { project, jobType: 'voice', status: 'completed', claimedBy: payee, amountOwed: 10 });
    await createJob(t.db, { project, jobType: 'voice', status: 'completed', claimedBy: payee, amountOwed: 1 });
    await createJob(t.db, {
      project,
      jobType: 'voice',
      status: 'completed',
      claimedBy: payee,
      amountOwed: 500,
      paidAt: new Date(),
    });
  }
  payeeCookie = await signIn(t.db, payees[3]);
});
afterAll(() => t.close());

const page = async (query: string, cookie = payerCookie): Promise<Page> => {
  const response = await call(t.app, 'GET', `/api/payments/outstanding${query}`, { cookie });
  expect(response.statusCode).toBe(200);
  return response.json();
};

it('pages every payee once, by name, 20 to a page, with the total of all pages on each', async () => {
  const first = await page('');
  const second = await page('?skip=20');
  const last = await page('?skip=40');
  expect([first.entries.length, second.entries.length, last.entries.length]).toEqual([20, 20, 5]);
  expect([first.hasMore, second.hasMore, last.hasMore]).toEqual([true, true, false]);
  const names = [...first.entries, ...second.entries, ...last.entries].map((entry) => entry.user.name);
  expect(names).toEqual(Array.from({ length: 45 }, (_, i) => `Payee ${String(i).padStart(2, '0')}`));
  for (const entry of first.entries) {
    expect(entry.total).toBe(11);
    expect(entry.items.map((item) => item.amount).sort((a, b) => a - b)).toEqual([1, 10]);
  }
  for (const answer of [first, second, last]) expect(answer.total).toBe(45 * 11);
});

it('takes a page size up to 100 and refuses a larger one with a sentence naming the field', async () => {
  const all = await page('?limit=100');
  expect(all.entries).toHaveLength(45);
  expect(all.hasMore).toBe(false);
  expect((await page('?limit=7&skip=7')).entries.map((entry) => entry.user.name)[0]).toBe('Payee 07');
  const refused = await call(t.app, 'GET', '/api/payments/outstanding?limit=101', { cookie: payerCookie });
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toMatchObject({ field: 'limit', message: 'The page size can be at most 100' });
});

it('shows a freelancer only their own entry, and the total of it alone', async () => {
  const own = await page('', payeeCookie);
  expect(own.entries.map((entry) => entry.user._id)).toEqual([payees[3].id]);
  expect(own.total).toBe(11);
  expect(own.hasMore).toBe(false);
});
