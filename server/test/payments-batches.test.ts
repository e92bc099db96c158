// Payouts (issue 22): the payer exports the outstanding entries chosen on /payments/outstanding as a CSV for the
// bank (GET /api/payments/outstanding.csv) and records them as paid in one transaction (POST /api/payments/batches):
// one payment per payee in the ledger, idempotent by batch key, never more than owed, nobody paying themselves;
// racing batches have one winner; bad input is 400 naming the field with nothing written; the permission matrix
// for the nine kinds of caller and the payment role.
import { sql } from 'kysely';
import { call, createTestApp, namedField, signIn, type TestApp } from './helper';
import { createJob, createProject, createUser, type Job, type Project, type User } from './factories';
import { CALLERS, createProjectCallers, type Caller, type ProjectCallers } from './project-callers';

let t: TestApp;
let project: Project;
let payer: User;
let fern: User;
let somchai: User;
let bea: User;
let payerCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  payer = await createUser(t.db, { level: 'staff', roles: ['payment'], name: 'Pat Payer', paymentInfo: 'payer bank' });
  fern = await createUser(t.db, { level: 'freelancer', roles: ['script'], name: 'Fern Payee', paymentInfo: 'PayPal: fern' });
  somchai = await createUser(t.db, {
    level: 'freelancer',
    roles: ['script'],
    name: 'สมชาย ใจดี',
    paymentInfo: 'กสิกรไทย 123-4-56789-0',
  });
  bea = await createUser(t.db, { level: 'freelancer', roles: ['script'], name: 'Bea Other', paymentInfo: '=HYPERLINK("x")' });
  project = await createProject(t.db, { title: 'ฉลาม Sharks' });
  payerCookie = await signIn(t.db, payer);
});
afterAll(() => t.close());

const owedJob = (claimedBy: User, values: Partial<Parameters<typeof createJob>[1]> = {}) =>
  createJob(t.db, { project, jobType: 'script', status: 'completed', claimedBy, amountOwed: 80, ...values });

type Item = { jobId: string; kind: 'job' | 'bonus' };
type Entry = { userId: string; items: Item[]; total: number };
const record = (payload: object, cookie: string | undefined = payerCookie) =>
  call(t.app, 'POST', '/api/payments/batches', { cookie, payload });
const exportCsv = (users: User[], cookie: string | undefined = payerCookie) =>
  call(t.app, 'GET', `/api/payments/outstanding.csv?users=${users.map((user) => user.id).join(',')}`, { cookie });

/** Counts of everything a batch writes, to show a refusal wrote nothing. */
async function written() {
  const { rows } = await sql<{ batches: number; payments: number; lines: number; notices: number; paid: number }>`
    select (select count(*)::int from payout_batches) as batches, (select count(*)::int from payments) as payments,
      (select count(*)::int from payment_jobs) as lines, (select count(*)::int from notifications) as notices,
      (select count(*)::int from jobs where paid_at is not null or bonus_paid_at is not null) as paid`.execute(t.db);
  return rows[0];
}

const linesOf = (job: Job) => t.db.selectFrom('payment_jobs').select(['kind', 'amount']).where('job_id', '=', job.id).execute();

describe('the payout export', () => {
  it("lists the chosen payees' owed lines with payee, payment info and amount; UTF-8 with BOM, Thai kept, formulas defused", async () => {
    const a = await owedJob(somchai, { amountOwed: 100, bonus: 15, title: 'บทพากย์' });
    const b = await owedJob(bea, { amountOwed: 42.5 });
    await owedJob(fern, { amountOwed: 999 }); // not chosen
    const response = await exportCsv([somchai, bea]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="payouts \d{4}-\d{2}-\d{2}\.csv"/);
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith('\ufeff')).toBe(true);
    expect(body.slice(1).split('\r\n')).toEqual([
      'Payee,Payment info,Amount,Project,Job,Type,Line,Line amount',
      `Bea Other,"'=HYPERLINK(""x"")",42.5,,,,,`,
      `Bea Other,,,ฉลาม Sharks,,script,job,42.5`,
      'สมชาย ใจดี,กสิกรไทย 123-4-56789-0,115,,,,,',
      'สมชาย ใจดี,,,ฉลาม Sharks,บทพากย์,script,job,100',
      'สมชาย ใจดี,,,ฉลาม Sharks,บทพากย์,script,bonus,15',
      'Total,,157.5,,,,,',
      '',
    ]);
    expect(body).not.toContain('999');
    await t.db.deleteFrom('jobs').where('id', 'in', [a.id, b.id]).execute();
  });

  it('speaks Thai to a Thai payer: headings, line kinds and the total; names and amounts as they are', async () => {
    const a = await owedJob(somchai, { amountOwed: 100, bonus: 15, title: 'บทพากย์' });
    const response = await call(t.app, 'GET', `/api/payments/outstanding.csv?users=${somchai.id}`, {
      cookie: payerCookie,
      headers: { 'accept-language': 'th' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.toString('utf8').slice(1).split('\r\n')).toEqual([
      'ผู้รับเงิน,ข้อมูลการรับเงิน,จำนวนเงิน,โปรเจกต์,งาน,ประเภท,รายการ,จำนวนเงินของรายการ',
      'สมชาย ใจดี,กสิกรไทย 123-4-56789-0,115,,,,,',
      'สมชาย ใจดี,,,ฉลาม Sharks,บทพากย์,script,งาน,100',
      'สมชาย ใจดี,,,ฉลาม Sharks,บทพากย์,script,โบนัส,15',
      'ยอดรวม,,115,,,,,',
      '',
    ]);
    await t.db.deleteFrom('jobs').where('id', '=', a.id).execute();
  });

  it('bad input: 400 naming users', async () => {
    for (const url of [
      '/api/payments/outstanding.csv',
      '/api/payments/outstanding.csv?users=',
      '/api/payments/outstanding.csv?users=not-an-id',
      `/api/payments/outstanding.csv?users=${'-'.repeat(36)}`,
    ]) {
      const response = await call(t.app, 'GET', url, { cookie: payerCookie });
      expect(response.statusCode).toBe(400);
      expect(namedField(response.json())).toContain('users');
    }
  });
});

describe('recording a payout batch', () => {
  beforeEach(async () => {
    await t.db.deleteFrom('payment_jobs').execute();
    await t.db.deleteFrom('payments').execute();
    await t.db.deleteFrom('payout_batches').execute();
    await t.db.deleteFrom('jobs').execute();
  });

  it('pays each payee in one payment of the ledger, marks the lines paid, notifies each payee; they are no longer owed', async () => {
    const f1 = await owedJob(fern, { amountOwed: 80, bonus: 12.5 });
    const f2 = await owedJob(fern, { amountOwed: 20.25, perfBased: true });
    const s1 = await owedJob(somchai, { amountOwed: 300 });
    const entries: Entry[] = [
      {
        userId: fern.id,
        items: [
          { jobId: f1.id, kind: 'job' },
          { jobId: f1.id, kind: 'bonus' },
          { jobId: f2.id, kind: 'job' },
        ],
        total: 112.75,
      },
      { userId: somchai.id, items: [{ jobId: s1.id, kind: 'job' }], total: 300 },
    ];
    const response = await record({ batchKey: 'batch-1', entries, text: 'November run' });
    expect(response.statusCode).toBe(201);
    const { batch, message } = response.json();
    expect(message).toBe('Payout batch recorded');
    expect(batch).toMatchObject({ batchKey: 'batch-1', total: 412.75 });
    expect(
      batch.payments.map((payment: { user: { _id: string }; total: number; pbCount: number; text: string }) => [
        payment.user._id,
        payment.total,
        payment.pbCount,
        payment.text,
      ]),
    ).toEqual([
      [fern.id, 112.75, 1, 'November run'],
      [somchai.id, 300, 0, 'November run'],
    ]);
    const rows = await t.db.selectFrom('payments').select(['user_id', 'total', 'batch_id', 'created_by']).execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.batch_id === batch._id && row.created_by === payer.id)).toBe(true);
    expect(await linesOf(f1)).toEqual(
      expect.arrayContaining([
        { kind: 'job', amount: 80 },
        { kind: 'bonus', amount: 12.5 },
      ]),
    );
    const jobs = await t.db.selectFrom('jobs').select(['paid_at', 'bonus_paid_at', 'bonus']).execute();
    expect(jobs.every((job) => job.paid_at !== null && (job.bonus === 0 || job.bonus_paid_at !== null))).toBe(true);
    const notices = await sql<{ user_id: string }>`select user_id from notifications
      where action_type = 'payment/create' and user_id in (${fern.id}, ${somchai.id})`.execute(t.db);
    expect(new Set(notices.rows.map((row) => row.user_id))).toEqual(new Set([fern.id, somchai.id]));
    const outstanding = await call(t.app, 'GET', '/api/payments/outstanding', { cookie: payerCookie });
    expect(outstanding.json()).toMatchObject({ entries: [], total: 0 });
    // The ledger holds exactly the batch.
    const ledger = await sql<{ total: string }>`select sum(total) as total from payments`.execute(t.db);
    expect(Number(ledger.rows[0].total)).toBe(412.75);
  });

  it("each entry carries its own receipts (the payer's uploads): only that payee's payment holds them", async () => {
    const f = await owedJob(fern, { amountOwed: 10 });
    const s = await owedJob(somchai, { amountOwed: 20 });
    const slip = await t.db
      .insertInto('files')
      .values({
        storage_key: `k-${Math.random()}`,
        name: 'slip-fern.pdf',
        ext: 'pdf',
        mime: 'application/pdf',
        size: 10,
        created_by: payer.id,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const response = await record({
      batchKey: 'with-receipt',
      entries: [
        { userId: fern.id, items: [{ jobId: f.id, kind: 'job' }], total: 10, files: [slip.id] },
        { userId: somchai.id, items: [{ jobId: s.id, kind: 'job' }], total: 20 },
      ],
    });
    expect(response.statusCode).toBe(201);
    const byPayee = Object.fromEntries(
      response
        .json()
        .batch.payments.map((payment: { user: { _id: string }; files: Array<{ name: string }> }) => [
          payment.user._id,
          payment.files.map((file) => file.name),
        ]),
    );
    expect(byPayee).toEqual({ [fern.id]: ['slip-fern.pdf'], [somchai.id]: [] });
  });

  it('a retry with the same batch key records nothing twice and answers the same batch; another batch under it is 422', async () => {
    const job = await owedJob(fern, { amountOwed: 50 });
    const body = { batchKey: 'retry-me', entries: [{ userId: fern.id, items: [{ jobId: job.id, kind: 'job' }], total: 50 }] };
    const first = await record(body);
    expect(first.statusCode).toBe(201);
    const before = await written();
    const again = await record(body);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().batch._id).toBe(first.json().batch._id);
    expect(again.json().batch.payments).toHaveLength(1);
    expect(await written()).toEqual(before);
    const other = await owedJob(fern, { amountOwed: 5 });
    const reused = await record({ ...body, entries: [{ userId: fern.id, items: [{ jobId: other.id, kind: 'job' }], total: 5 }] });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ message: 'batchKey: this batch key was already used for another batch' });
    expect(await written()).toEqual(before);
  });

  it('two batches of the same entries at once (different keys): one 201, one 409, the ledger holds them once', async () => {
    const f = await owedJob(fern, { amountOwed: 70, bonus: 7 });
    const s = await owedJob(somchai, { amountOwed: 30 });
    const entries: Entry[] = [
      { userId: somchai.id, items: [{ jobId: s.id, kind: 'job' }], total: 30 },
      {
        userId: fern.id,
        items: [
          { jobId: f.id, kind: 'bonus' },
          { jobId: f.id, kind: 'job' },
        ],
        total: 77,
      },
    ];
    const answers = await Promise.all([
      record({ batchKey: 'race-a', entries }),
      record({ batchKey: 'race-b', entries: [...entries].reverse() }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409);
    expect(lost?.json().message).toMatch(/^entries\[\d\]\.items: (Job|Bonus) already paid: /);
    expect(await written()).toMatchObject({ batches: 1, payments: 2, lines: 3 });
    expect(await linesOf(f)).toHaveLength(2);
    expect(await linesOf(s)).toHaveLength(1);
  });

  it('ten sends of one batch with one key at once: all answer the same batch, recorded once', async () => {
    const job = await owedJob(fern, { amountOwed: 10 });
    const body = { batchKey: 'double-click', entries: [{ userId: fern.id, items: [{ jobId: job.id, kind: 'job' }], total: 10 }] };
    const answers = await Promise.all(Array.from({ length: 10 }, () => record(body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.json().batch._id)).size).toBe(1);
    expect(await written()).toMatchObject({ batches: 1, payments: 1, lines: 1 });
  });

  it('never more than owed: a total above (or below) what the lines owe, or a line already paid, is 409 and writes nothing', async () => {
    const job = await owedJob(fern, { amountOwed: 80 });
    const paid = await owedJob(fern, { amountOwed: 5, paidAt: new Date() });
    const before = await written();
    const more = await record({
      batchKey: 'k1',
      entries: [{ userId: fern.id, items: [{ jobId: job.id, kind: 'job' }], total: 95 }],
    });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toEqual({ message: 'entries[0].total: 80.00 is owed for these lines, not 95.00; reload and try again' });
    const twice = await record({
      batchKey: 'k2',
      entries: [
        {
          userId: fern.id,
          items: [
            { jobId: job.id, kind: 'job' },
            { jobId: paid.id, kind: 'job' },
          ],
          total: 85,
        },
      ],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'entries[0].items: Job already paid: Script Writing in ฉลาม Sharks' });
    expect(await written()).toEqual(before);
  });

  it('nobody pays themselves: an entry to the payer is 403 and the whole batch writes nothing', async () => {
    const own = await owedJob(payer, { amountOwed: 40 });
    const fine = await owedJob(fern, { amountOwed: 10 });
    const before = await written();
    const response = await record({
      batchKey: 'self',
      entries: [
        { userId: fern.id, items: [{ jobId: fine.id, kind: 'job' }], total: 10 },
        { userId: payer.id, items: [{ jobId: own.id, kind: 'job' }], total: 40 },
      ],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You cannot record a payment to yourself' });
    expect(await written()).toEqual(before);
  });

  it('bad input: 400 naming the field, nothing written', async () => {
    const job = await owedJob(fern, { amountOwed: 10 });
    const beasJob = await owedJob(bea, { amountOwed: 10 });
    const item = { jobId: job.id, kind: 'job' };
    const entry = { userId: fern.id, items: [item], total: 10 };
    const before = await written();
    const cases: Array<[object, string]> = [
      [{ entries: [entry] }, 'batchKey'],
      [{ batchKey: '', entries: [entry] }, 'batchKey'],
      [{ batchKey: 'has space', entries: [entry] }, 'batchKey'],
      [{ batchKey: 'k' }, 'entries'],
      [{ batchKey: 'k', entries: [] }, 'entries'],
      [{ batchKey: 'k', entries: [{ ...entry, userId: 'nobody' }] }, 'userId'],
      [{ batchKey: 'k', entries: [{ ...entry, items: [] }] }, 'items'],
      [{ batchKey: 'k', entries: [{ ...entry, items: [{ jobId: job.id, kind: 'tip' }] }] }, 'kind'],
      [{ batchKey: 'k', entries: [{ ...entry, total: -1 }] }, 'total'],
      [{ batchKey: 'k', entries: [{ ...entry, total: 'ten' }] }, 'total'],
      [{ batchKey: 'k', entries: [entry, entry] }, 'entries[1].userId'],
      [{ batchKey: 'k', entries: [{ ...entry, items: [item, item] }] }, 'entries[0].items'],
      [{ batchKey: 'k', entries: [{ ...entry, userId: project.id }] }, 'entries[0].userId'],
      [{ batchKey: 'k', entries: [{ ...entry, items: [{ jobId: beasJob.id, kind: 'job' }] }] }, 'entries[0].items'],
      [{ batchKey: 'k', entries: [{ ...entry, items: [{ jobId: job.id, kind: 'bonus' }] }] }, 'entries[0].items'],
      [{ batchKey: 'k', entries: [entry], text: 'x'.repeat(5001) }, 'text'],
      [{ batchKey: 'k', entries: [{ ...entry, files: [job.id] }] }, 'entries[0].files'],
      [{ batchKey: 'k', entries: [{ ...entry, files: ['nope'] }] }, 'files'],
    ];
    for (const [payload, field] of cases) {
      const response = await record(payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      expect(namedField(response.json())).toContain(field);
    }
    expect(await written()).toEqual(before);
  });

  it('answers in Thai for a Thai request, the field kept', async () => {
    const job = await owedJob(fern, { amountOwed: 80 });
    const response = await call(t.app, 'POST', '/api/payments/batches', {
      cookie: payerCookie,
      headers: { 'accept-language': 'th' },
      payload: { batchKey: 'th', entries: [{ userId: fern.id, items: [{ jobId: job.id, kind: 'job' }], total: 1 }] },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('entries[0].total: ยอดค้างจ่ายของรายการเหล่านี้คือ 80.00 ไม่ใช่ 1.00 กรุณาโหลดใหม่แล้วลองอีกครั้ง');
  });
});

describe('permission matrix of the payout export and batches, for the nine kinds of caller and the payment role', () => {
  let callers: ProjectCallers;
  let payee: User;
  const cookies = {} as Record<Caller | 'payer', string | undefined>;
  beforeAll(async () => {
    callers = await createProjectCallers(t);
    payee = await createUser(t.db, { level: 'freelancer', roles: ['script'], name: 'Matrix Payee', paymentInfo: 'IBAN matrix' });
    Object.assign(cookies, callers.cookies, { payer: payerCookie });
  });
  const EXPORT: Record<Caller | 'payer', number> = {
    anonymous: 401,
    clientCollaborator: 403,
    clientOutsider: 403,
    freelancerWithoutTerms: 403,
    freelancer: 403,
    staff: 403,
    projectPm: 403,
    otherPm: 403,
    admin: 200,
    payer: 200,
  };
  const RECORD: Record<Caller | 'payer', number> = { ...EXPORT, admin: 403, payer: 201 };

  it.each([...CALLERS, 'payer' as const])('%s', async (caller) => {
    const job = await owedJob(payee, { amountOwed: 12 });
    // No cookie at all for the anonymous caller (not the payer's default).
    const cookie = cookies[caller] ?? '';
    const csv = await exportCsv([payee], cookie);
    expect(csv.statusCode).toBe(EXPORT[caller]);
    if (csv.statusCode === 200) expect(csv.body).toContain('IBAN matrix');
    else expect(csv.body).not.toContain('IBAN matrix');
    const response = await record(
      { batchKey: `matrix-${caller}`, entries: [{ userId: payee.id, items: [{ jobId: job.id, kind: 'job' }], total: 12 }] },
      cookie,
    );
    expect(response.statusCode).toBe(RECORD[caller]);
    if (response.statusCode >= 400) expect(response.json().message).toEqual(expect.any(String));
    expect(await linesOf(job)).toHaveLength(response.statusCode === 201 ? 1 : 0);
  });
});
