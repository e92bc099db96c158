// Recording a payment (POST /api/payments): what it writes, the payee's notification, every refusal (with nothing
// written), Idempotency-Key replays, and races: paying a job twice is impossible, also when requests run at once.
import { sql } from 'kysely';
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createJob, createPayment, createProject, createUser, type Job, type Project, type User } from './factories';
import { PDF } from './multipart';

let t: TestApp;
let project: Project;
let payer: User;
let otherPayer: User;
let payee: User;
let stranger: User;
const cookies = {} as Record<'payer' | 'otherPayer' | 'payee', string>;

beforeAll(async () => {
  t = await createTestApp();
  payer = await createUser(t.db, { level: 'staff', roles: ['payment'], name: 'Pat Payer' });
  otherPayer = await createUser(t.db, { level: 'admin', roles: ['payment'], name: 'Olga Payer' });
  payee = await createUser(t.db, { level: 'freelancer', roles: ['script'], name: 'Fern Payee' });
  stranger = await createUser(t.db, { level: 'freelancer', roles: ['script'], name: 'Stan Stranger' });
  project = await createProject(t.db, { title: 'Sharks' });
  cookies.payer = await signIn(t.db, payer);
  cookies.otherPayer = await signIn(t.db, otherPayer);
  cookies.payee = await signIn(t.db, payee);
});
afterAll(() => t.close());

const owedJob = (values: Partial<Parameters<typeof createJob>[1]> = {}) =>
  createJob(t.db, { project, jobType: 'script', status: 'completed', claimedBy: payee, amountOwed: 80, ...values });

type Body = { userId?: unknown; items?: unknown; files?: unknown; text?: unknown };
const pay = (payload: Body | string, options: { key?: string; cookie?: string } = {}) =>
  call(t.app, 'POST', '/api/payments', {
    cookie: options.cookie ?? cookies.payer,
    payload: payload as object,
    headers: options.key === undefined ? {} : { 'idempotency-key': options.key },
  });

/** A receipt the payer uploaded (a payment attaches only files its payer may read: their own uploads). */
const uploadedPdf = async (name = 'receipt.pdf') =>
  t.db
    .insertInto('files')
    .values({
      storage_key: `k-${Math.random()}`,
      name,
      ext: 'pdf',
      mime: 'application/pdf',
      size: PDF.length,
      created_by: payer.id,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/** Counts of everything a payment writes, to show a refusal wrote nothing. */
async function written() {
  const count = async (table: 'payments' | 'payment_jobs' | 'notifications') =>
    Number((await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.db)).rows[0].n);
  const paid = await sql<{
    n: number;
  }>`select count(*)::int as n from jobs where paid_at is not null or bonus_paid_at is not null`.execute(t.db);
  return {
    payments: await count('payments'),
    lines: await count('payment_jobs'),
    notifications: await count('notifications'),
    paidJobs: Number(paid.rows[0].n),
  };
}

const jobRow = (job: Job) => t.db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();

describe('recording a payment', () => {
  it('pays the chosen jobs and bonuses in one payment: lines, total, PB count, receipts, comments, dates', async () => {
    const script = await owedJob({ amountOwed: 80, bonus: 12.5 });
    const pb = await owedJob({ amountOwed: 42.25, perfBased: true, bonus: 5 });
    const notChosen = await owedJob({ amountOwed: 7 });
    const receipt = await uploadedPdf('march.pdf');

    const response = await pay({
      userId: payee.id,
      items: [
        { jobId: script.id, kind: 'job' },
        { jobId: script.id, kind: 'bonus' },
        { jobId: pb.id, kind: 'job' },
        { jobId: pb.id, kind: 'bonus' },
      ],
      files: [receipt.id],
      text: 'March batch',
    });

    expect(response.statusCode).toBe(201);
    const { message, payment } = response.json();
    expect(message).toBe('Payment created');
    expect(payment).toMatchObject({
      user: { _id: payee.id, name: 'Fern Payee' },
      total: 139.75,
      pbCount: 1,
      files: [{ id: receipt.id, name: 'march.pdf', ext: 'pdf', size: PDF.length }],
      text: 'March batch',
      createdBy: { _id: payer.id, name: 'Pat Payer' },
      createdAt: expect.any(String),
    });
    expect(payment.jobs.map((line: { _id: string; kind: string; amount: number }) => [line._id, line.kind, line.amount])).toEqual(
      expect.arrayContaining([
        [script.id, 'job', 80],
        [script.id, 'bonus', 12.5],
        [pb.id, 'job', 42.25],
        [pb.id, 'bonus', 5],
      ]),
    );
    expect(payment.jobs).toHaveLength(4);
    for (const job of [script, pb]) {
      const row = await jobRow(job);
      expect(row.paid_at).toBeInstanceOf(Date);
      expect(row.bonus_paid_at).toBeInstanceOf(Date);
    }
    expect((await jobRow(notChosen)).paid_at).toBeNull();

    // The history shows it; what is owed now is the job not chosen.
    const history = (await call(t.app, 'GET', '/api/payments', { cookie: cookies.payee })).json().payments;
    expect(history[0]).toEqual(payment);
    const owed = (await call(t.app, 'GET', '/api/payments/outstanding', { cookie: cookies.payee })).json();
    expect(owed.entries[0].items.map((item: { _id: string }) => item._id)).toEqual([notChosen.id]);
  });

  it('notifies the payee (GET /api/notifs), never the payer', async () => {
    const job = await owedJob({ amountOwed: 1234.5 });
    const before = (await call(t.app, 'GET', '/api/notifs', { cookie: cookies.payer })).json().notifs.length;
    const { payment } = (await pay({ userId: payee.id, items: [{ jobId: job.id, kind: 'job' }] })).json();

    const notifs = (await call(t.app, 'GET', '/api/notifs', { cookie: cookies.payee })).json().notifs;
    const notice = notifs.find((n: { actionType: string }) => n.actionType === 'payment/create');
    expect(notice).toMatchObject({
      url: '/app/payments',
      itemId: payment._id,
      read: false,
      actor: { _id: payer.id, name: 'Pat Payer' },
    });
    expect(notice.html).toContain('<strong>Pat Payer</strong> recorded a payment of <strong>$1,234.50</strong> for you');
    expect((await call(t.app, 'GET', '/api/notifs', { cookie: cookies.payer })).json().notifs).toHaveLength(before);
  });

  it('a second payment of the same job is refused with 409 naming the job; its bonus likewise', async () => {
    const job = await owedJob({ bonus: 3 });
    expect((await pay({ userId: payee.id, items: [{ jobId: job.id, kind: 'job' }] })).statusCode).toBe(201);
    expect((await pay({ userId: payee.id, items: [{ jobId: job.id, kind: 'bonus' }] })).statusCode).toBe(201);
    const before = await written();

    const again = await pay({ userId: payee.id, items: [{ jobId: job.id, kind: 'job' }] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Job already paid: Script Writing in Sharks' });
    const bonusAgain = await pay({ userId: payee.id, items: [{ jobId: job.id, kind: 'bonus' }] });
    expect(bonusAgain.statusCode).toBe(409);
    expect(bonusAgain.json()).toEqual({ message: 'Bonus already paid: Script Writing in Sharks' });
    expect(await written()).toEqual(before);
  });

  it('a job an admin marked paid, or one in a recorded payment whose paid date was cleared, is paid: 409', async () => {
    const markedPaid = await owedJob({ paidAt: new Date(), title: '' });
    const cleared = await owedJob({ jobType: 'other', title: 'Find photos' });
    await createPayment(t.db, { user: payee, jobs: [cleared], createdBy: payer });
    const before = await written();
    const first = await pay({ userId: payee.id, items: [{ jobId: markedPaid.id, kind: 'job' }] });
    expect(first.statusCode).toBe(409);
    const second = await pay({ userId: payee.id, items: [{ jobId: cleared.id, kind: 'job' }] });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: 'Job already paid: Find photos in Sharks' });
    expect(await written()).toEqual(before);
  });

  it("400 for a job that is not the payee's, not completed, or has no bonus; nothing of the payment is written", async () => {
    const fine = await owedJob();
    const strangers = await owedJob({ claimedBy: stranger });
    const pending = await owedJob({ status: 'pending' });
    const noBonus = await owedJob({ bonus: 0 });
    const before = await written();
    const cases: Array<[Job, 'job' | 'bonus', string]> = [
      [strangers, 'job', "Job is not the payee's: Script Writing in Sharks"],
      [pending, 'job', 'Job not completed: Script Writing in Sharks'],
      [pending, 'bonus', 'Job not completed: Script Writing in Sharks'],
      [noBonus, 'bonus', 'Job has no bonus: Script Writing in Sharks'],
    ];
    for (const [job, kind, message] of cases) {
      const response = await pay({
        userId: payee.id,
        items: [
          { jobId: fine.id, kind: 'job' },
          { jobId: job.id, kind },
        ],
      });
      expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    }
    expect(await written()).toEqual(before);
    expect((await jobRow(fine)).paid_at).toBeNull();
  });
});

describe('bad input: 400 with a message naming the problem, nothing written, never 500', () => {
  let job: Job;
  let before: Awaited<ReturnType<typeof written>>;
  beforeAll(async () => {
    job = await owedJob();
    before = await written();
  });
  afterEach(async () => {
    expect(await written()).toEqual(before);
  });

  const valid = () => ({ userId: payee.id, items: [{ jobId: job.id, kind: 'job' }] });
  const unknownId = '00000000-0000-4000-8000-000000000000';
  const long = 'x'.repeat(5001);

  it.each([
    ['no userId', { items: [{ jobId: 'x', kind: 'job' }] }, /^Enter the person$/],
    ['no items', () => ({ userId: payee.id }), /items/],
    ['empty items', () => ({ userId: payee.id, items: [] }), /^Choose at least 1 for the items$/],
    ['items not a list of objects', () => ({ userId: payee.id, items: 'all' }), /items/],
    ['an unknown kind', () => ({ userId: payee.id, items: [{ jobId: job.id, kind: 'tip' }] }), /kind/],
    ['a malformed user id', () => ({ ...valid(), userId: 'not-a-uuid' }), /^The person is not valid$/],
    ['a malformed job id', () => ({ userId: payee.id, items: [{ jobId: '42', kind: 'job' }] }), /^The job is not valid$/],
    ['a malformed file id', () => ({ ...valid(), files: ['../etc/passwd'] }), /^The files is not valid$/],
    ['text too long', () => ({ ...valid(), text: long }), /^The text can have at most 5000 characters$/],
    ['an unknown user', () => ({ ...valid(), userId: unknownId }), /^userId: no user has the id/],
    ['an unknown job', () => ({ userId: payee.id, items: [{ jobId: unknownId, kind: 'job' }] }), /^items: no job has the id/],
    ['a file that is not an upload', () => ({ ...valid(), files: [unknownId] }), /^files: .* is not an uploaded file$/],
    [
      'an item named twice',
      () => ({
        userId: payee.id,
        items: [
          { jobId: job.id, kind: 'job' },
          { jobId: job.id, kind: 'job' },
        ],
      }),
      /listed twice/,
    ],
  ])('%s', async (_name, body, message) => {
    const response = await pay(typeof body === 'function' ? body() : body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('a body that is not JSON, and Idempotency-Keys that are empty, too long or hold spaces', async () => {
    const notJson = await call(t.app, 'POST', '/api/payments', {
      cookie: cookies.payer,
      payload: '{"userId": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    for (const key of ['', 'k'.repeat(256), 'two words']) {
      const response = await pay(valid(), { key });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/idempotency key/);
    }
  });
});

describe('Idempotency-Key', () => {
  it('a retry with the same key and body answers the first payment again (201, Idempotent-Replayed) and pays nothing more', async () => {
    const job = await owedJob();
    const body = { userId: payee.id, items: [{ jobId: job.id, kind: 'job' }], text: 'once' };
    const first = await pay(body, { key: 'key-retry-1' });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const before = await written();

    const retry = await pay(body, { key: 'key-retry-1' });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await written()).toEqual(before);
  });

  it('the same key with another request is 422 and writes nothing; the item order does not make it another', async () => {
    const [a, b] = [await owedJob(), await owedJob()];
    const items = [
      { jobId: a.id, kind: 'job' },
      { jobId: b.id, kind: 'job' },
    ];
    expect((await pay({ userId: payee.id, items }, { key: 'key-other-body' })).statusCode).toBe(201);
    const before = await written();
    const reordered = await pay({ userId: payee.id, items: [...items].reverse() }, { key: 'key-other-body' });
    expect(reordered.statusCode).toBe(201);
    const other = await pay({ userId: payee.id, items, text: 'changed' }, { key: 'key-other-body' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: 'This Idempotency-Key was already used for another payment request' });
    expect(await written()).toEqual(before);
  });

  it('keys are per payer: another payer may use the same key for their own payment', async () => {
    const [a, b] = [await owedJob(), await owedJob()];
    const mine = await pay({ userId: payee.id, items: [{ jobId: a.id, kind: 'job' }] }, { key: 'shared-key' });
    const theirs = await pay(
      { userId: payee.id, items: [{ jobId: b.id, kind: 'job' }] },
      { key: 'shared-key', cookie: cookies.otherPayer },
    );
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(mine.json().payment._id).not.toBe(theirs.json().payment._id);
  });
});

describe('races', () => {
  const linesOf = (job: Job) => t.db.selectFrom('payment_jobs').selectAll().where('job_id', '=', job.id).execute();
  /** Payment notifications the user got (unread ones fold into one row and count up). */
  const paymentNoticesOf = async (user: User) =>
    Number(
      (
        await sql<{ n: number }>`select coalesce(sum(count), 0)::int as n from notifications
          where user_id = ${user.id} and action_type = 'payment/create'`.execute(t.db)
      ).rows[0].n,
    );

  it('ten payments of one job at once (different keys): one 201, nine 409, the job paid once', async () => {
    const job = await owedJob({ amountOwed: 55 });
    const before = await written();
    const noticesBefore = await paymentNoticesOf(payee);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        pay({ userId: payee.id, items: [{ jobId: job.id, kind: 'job' }] }, { key: `race-${i}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    for (const lost of answers.filter((answer) => answer.statusCode === 409)) {
      expect(lost.json()).toEqual({ message: 'Job already paid: Script Writing in Sharks' });
    }
    expect(await linesOf(job)).toEqual([expect.objectContaining({ kind: 'job', amount: 55 })]);
    expect((await written()).payments).toBe(before.payments + 1);
    expect(await paymentNoticesOf(payee)).toBe(noticesBefore + 1);
  });

  it('ten sends of one request with one key (a double click, a retry) at once: all answer the same payment', async () => {
    const job = await owedJob();
    const before = await written();
    const body = { userId: payee.id, items: [{ jobId: job.id, kind: 'job' }] };
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(body, { key: 'double-click' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.json().payment._id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await linesOf(job)).toHaveLength(1);
    expect((await written()).payments).toBe(before.payments + 1);
  });

  it('two payments naming the same jobs in opposite orders at once: one wins, the other is 409, no deadlock', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [a, b] = [await owedJob(), await owedJob()];
      const items = [
        { jobId: a.id, kind: 'job' },
        { jobId: b.id, kind: 'job' },
      ];
      const answers = await Promise.all([
        pay({ userId: payee.id, items }),
        pay({ userId: payee.id, items: [...items].reverse() }, { cookie: cookies.otherPayer }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expect([...(await linesOf(a)), ...(await linesOf(b))]).toHaveLength(2);
    }
  });
});
