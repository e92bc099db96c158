// A payment's receipts (issue 22): recorded through the payment form, they download through the authorised path
// (GET /api/files/download) for the payee, the payment role (the payer who uploaded them and any other) and admins;
// nobody else, for all nine kinds of caller.
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createJob, createUser } from './factories';
import { multipartBody, PDF } from './multipart';
import { CALLERS, createProjectCallers, type Caller, type ProjectCallers } from './project-callers';

type Who = Caller | 'payer' | 'otherPayer';
const EXPECTED: Record<Who, number> = {
  anonymous: 401,
  clientCollaborator: 403,
  clientOutsider: 403,
  // The terms gate holds every call of a freelancer who has not agreed yet.
  freelancerWithoutTerms: 403,
  // The payee.
  freelancer: 200,
  staff: 403,
  projectPm: 403,
  otherPm: 403,
  admin: 200,
  payer: 200,
  otherPayer: 200,
};

let t: TestApp;
let callers: ProjectCallers;
const cookies = {} as Record<Who, string | undefined>;
let receiptId: string;

beforeAll(async () => {
  t = await createTestApp();
  callers = await createProjectCallers(t);
  const payer = await createUser(t.db, { level: 'staff', roles: ['payment'], name: 'Pat Payer' });
  const otherPayer = await createUser(t.db, { level: 'staff', roles: ['payment'], name: 'Olga Payer' });
  Object.assign(cookies, callers.cookies, { payer: await signIn(t.db, payer), otherPayer: await signIn(t.db, otherPayer) });
  const { payload, headers } = multipartBody({ filename: 'receipt-march.pdf', content: PDF, contentType: 'application/pdf' });
  const uploaded = await call(t.app, 'POST', '/api/files/upload', { cookie: cookies.payer, payload, headers });
  expect(uploaded.statusCode).toBe(201);
  receiptId = uploaded.json().file.id;
  const job = await createJob(t.db, {
    project: callers.project,
    jobType: 'script',
    status: 'completed',
    claimedBy: callers.users.freelancer,
    amountOwed: 40,
  });
  const paid = await call(t.app, 'POST', '/api/payments', {
    cookie: cookies.payer,
    payload: { userId: callers.users.freelancer.id, items: [{ jobId: job.id, kind: 'job' }], files: [receiptId] },
  });
  expect(paid.statusCode).toBe(201);
  expect(paid.json().payment.files).toEqual([expect.objectContaining({ id: receiptId, name: 'receipt-march.pdf' })]);
});
afterAll(() => t.close());

it.each([...CALLERS, 'payer', 'otherPayer'] as const)('the receipt downloads for %s as the matrix says', async (who) => {
  const response = await call(t.app, 'GET', `/api/files/download?key=${receiptId}&filename=receipt-march.pdf`, {
    cookie: cookies[who],
  });
  expect(response.statusCode).toBe(EXPECTED[who]);
  if (response.statusCode === 200) {
    const { url } = response.json();
    const file = await call(t.app, 'GET', url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  } else {
    expect(JSON.stringify(response.json())).not.toContain('/files/');
  }
});
