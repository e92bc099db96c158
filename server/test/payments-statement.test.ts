// The earnings statement (issue 22): from data the app writes — jobs approved, a payment and a PB payout recorded
// by the payer — its lines and totals equal the ledger to the cent; the CSV opens cleanly in a spreadsheet (BOM,
// Thai, quoting, no formulas); who may read whose, for the nine kinds of caller and the payment role; bad input
// is a 400 naming the field.
import { csvCell, csvDocument } from '../src/domain/statement-csv';
import { call, createTestApp, namedField, signIn, type TestApp } from './helper';
import { createJob, createProject, createUser, type Job, type Project, type User } from './factories';
import { CALLERS, createProjectCallers, ONLY_ADMINS, ONLY_CONTRIBUTORS, type ProjectCallers } from './project-callers';

let t: TestApp;
let payer: User;
let pm: User;
let fern: User;
let bea: User;
let thai: Project;
let whales: Project;
let fixed: Job;
let levelled: Job;
let pbJob: Job;
const cookies = {} as Record<'admin' | 'payer' | 'pm' | 'fern' | 'bea', string>;

const post = (cookie: string, url: string, payload?: object) => call(t.app, 'POST', url, { cookie, payload });
const get = (cookie: string | undefined, url: string) => call(t.app, 'GET', url, { cookie });

const DAY = 24 * 60 * 60 * 1000;
const day = (date: Date) => date.toISOString().slice(0, 10);
const FROM = day(new Date(Date.now() - 30 * DAY));
const TO = day(new Date(Date.now() + DAY));
const PERIOD = `from=${FROM}&to=${TO}`;
const THAI_TITLE = 'ปลาวาฬ, "ตอนที่ 1"';
const FORMULA_TITLE = '=HYPERLINK("http://evil.example")';

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { level: 'admin', name: 'Ada Admin' });
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
  thai = await createProject(t.db, { title: THAI_TITLE, status: 'production', collaborators: [pm, fern, bea] });
  whales = await createProject(t.db, { title: 'Whales', status: 'production', perfBased: true, collaborators: [pm, fern, bea] });

  // Approved through the API: a fixed price with a bonus, a job priced by level, a PB job.
  fixed = await createJob(t.db, { project: thai, jobType: 'storyboard', price: 100, bonus: 15.5, title: 'Boards 1' });
  levelled = await createJob(t.db, {
    project: thai,
    jobType: 'storyboard',
    prices: { '1': 10, '2': 20.1, '3': 30 },
    title: FORMULA_TITLE,
  });
  pbJob = await createJob(t.db, { project: whales, jobType: 'storyboard', price: 60, perfBased: true, title: 'Whale boards' });
  for (const job of [fixed, levelled, pbJob]) {
    expect((await post(cookies.fern, `/api/jobs/${job.id}/claim`)).statusCode).toBe(200);
    expect((await post(cookies.fern, `/api/jobs/${job.id}/submit`, { text: 'done' })).statusCode).toBe(200);
    expect((await post(cookies.pm, `/api/jobs/${job.id}/approve`)).statusCode).toBe(200);
  }
  expect((await post(cookies.admin, `/api/projects/${whales.id}/sync-revenue`, { total: 1000 })).statusCode).toBe(200);

  // The payer pays the fixed job and its bonus, and part of Fern's PB share.
  const paid = await post(cookies.payer, '/api/payments', {
    userId: fern.id,
    items: [
      { jobId: fixed.id, kind: 'job' },
      { jobId: fixed.id, kind: 'bonus' },
    ],
  });
  expect(paid.statusCode).toBe(201);
  const pb = await post(cookies.payer, '/api/payments/pb', { userId: fern.id, projectId: whales.id, amount: 12.34 });
  expect(pb.statusCode).toBe(201);

  // Not Fern's period: a job owed since long ago, and Bea's paid job.
  await createJob(t.db, {
    project: thai,
    jobType: 'storyboard',
    status: 'completed',
    claimedBy: fern,
    amountOwed: 999,
    approvedAt: new Date('2020-01-02T00:00:00Z'),
  });
  const beas = await createJob(t.db, {
    project: thai,
    jobType: 'storyboard',
    status: 'completed',
    claimedBy: bea,
    amountOwed: 7,
  });
  expect(
    (await post(cookies.payer, '/api/payments', { userId: bea.id, items: [{ jobId: beas.id, kind: 'job' }] })).statusCode,
  ).toBe(201);
});
afterAll(() => t.close());

/** What the ledger holds for the user in the period: the totals of their payments. */
async function ledgerTotal(user: User): Promise<number> {
  const row = await t.db
    .selectFrom('payments')
    .select(({ fn }) => fn.sum<string>('total').as('total'))
    .where('user_id', '=', user.id)
    .where('created_at', '>=', new Date(`${FROM}T00:00:00Z`))
    .executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}

describe('GET /api/payments/statement', () => {
  it('lists every line paid or owed in the period, and its totals equal the ledger to the cent', async () => {
    const response = await get(cookies.fern, `/api/payments/statement?${PERIOD}`);
    expect(response.statusCode).toBe(200);
    const statement = response.json();
    expect(statement).toMatchObject({ user: { _id: fern.id, name: 'Fern' }, from: FROM, to: TO });
    const lines = statement.lines.map((line: Record<string, unknown>) => ({
      kind: line.kind,
      status: line.status,
      project: (line.project as { title: string }).title,
      job: (line.job as { title: string } | null)?.title ?? null,
      level: line.level,
      price: line.price,
      bonus: line.bonus,
      pbShare: line.pbShare,
      amount: line.amount,
      paid: line.payment !== null,
    }));
    expect(lines).toEqual(
      expect.arrayContaining([
        {
          kind: 'job',
          status: 'paid',
          project: THAI_TITLE,
          job: 'Boards 1',
          level: null,
          price: 100,
          bonus: 0,
          pbShare: 0,
          amount: 100,
          paid: true,
        },
        {
          kind: 'bonus',
          status: 'paid',
          project: THAI_TITLE,
          job: 'Boards 1',
          level: null,
          price: 0,
          bonus: 15.5,
          pbShare: 0,
          amount: 15.5,
          paid: true,
        },
        {
          kind: 'pb',
          status: 'paid',
          project: 'Whales',
          job: null,
          level: null,
          price: 0,
          bonus: 0,
          pbShare: 12.34,
          amount: 12.34,
          paid: true,
        },
        {
          kind: 'job',
          status: 'owed',
          project: THAI_TITLE,
          job: FORMULA_TITLE,
          level: 2,
          price: 20.1,
          bonus: 0,
          pbShare: 0,
          amount: 20.1,
          paid: false,
        },
        {
          kind: 'job',
          status: 'owed',
          project: 'Whales',
          job: 'Whale boards',
          level: null,
          price: 60,
          bonus: 0,
          pbShare: 0,
          amount: 60,
          paid: false,
        },
      ]),
    );
    expect(lines).toHaveLength(5);
    expect(statement.totals).toEqual({ price: 180.1, bonus: 15.5, pbShare: 12.34, paid: 127.84, owed: 80.1, total: 207.94 });
    expect(statement.totals.paid).toBe(await ledgerTotal(fern));
    // The receipt reference is the recorded payment, the one the history shows.
    const history = (await get(cookies.fern, '/api/payments')).json().payments.map((payment: { _id: string }) => payment._id);
    for (const line of statement.lines.filter((l: { status: string }) => l.status === 'paid')) {
      expect(history).toContain(line.payment._id);
    }
  });

  it('a period without Fern’s work is empty, with zero totals', async () => {
    const response = await get(cookies.fern, '/api/payments/statement?from=2021-01-01&to=2021-12-31');
    expect(response.json()).toMatchObject({ lines: [], totals: { paid: 0, owed: 0, total: 0 } });
  });

  it('admins and the payment role read anyone’s statement; a contributor only their own (403, with the reason)', async () => {
    for (const who of ['admin', 'payer'] as const) {
      const response = await get(cookies[who], `/api/payments/statement?${PERIOD}&user=${fern.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().totals.total).toBe(207.94);
    }
    const refused = await get(cookies.bea, `/api/payments/statement?${PERIOD}&user=${fern.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You may read only your own earnings statement' });
    const own = await get(cookies.bea, `/api/payments/statement?${PERIOD}`);
    expect(own.json().totals).toMatchObject({ paid: 7, total: 7 });
    expect(own.json().totals.paid).toBe(await ledgerTotal(bea));
  });

  it.each([
    ['from missing', `to=${TO}`, 'from'],
    ['from not a date', `from=2026-02-30&to=${TO}`, 'from'],
    ['to not a date', `from=${FROM}&to=tomorrow`, 'to'],
    ['the period reversed', `from=${TO}&to=${FROM}`, 'to'],
    ['more than 366 days', 'from=2024-01-01&to=2025-12-31', 'to'],
    ['user not an id', `${PERIOD}&user=fern`, 'user'],
    ['no such user', `${PERIOD}&user=00000000-0000-4000-8000-000000000000`, 'user'],
  ])('bad input (%s): 400 naming the field', async (_name, query, field) => {
    for (const path of ['/api/payments/statement', '/api/payments/statement.csv']) {
      const response = await get(cookies.admin, `${path}?${query}`);
      expect(response.statusCode).toBe(400);
      expect(namedField(response.json())).toContain(field);
    }
  });
});

describe('GET /api/payments/statement.csv', () => {
  it('a UTF-8 CSV with a byte-order mark, Thai intact, quoted, with no formula, totals equal to the JSON', async () => {
    const response = await get(cookies.fern, `/api/payments/statement.csv?${PERIOD}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`attachment; filename="earnings Fern ${FROM} ${TO}.csv"`);
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith('\ufeff')).toBe(true);
    expect(body).toContain('"ปลาวาฬ, ""ตอนที่ 1"""');
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(body).not.toMatch(/(^|,)=HYPERLINK/m);
    const rows = body.split('\r\n');
    expect(rows[1]).toBe(
      'Date,Status,Line,Project,Job,Type,Level,Price,Bonus,PB share,Amount,Payment date,Receipt reference,Receipt files',
    );
    expect(rows).toContain('Totals,,,,,,,180.1,15.5,12.34,207.94');
    expect(rows).toContain('Paid,,,,,,,,,,127.84');
    expect(rows).toContain('Owed,,,,,,,,,,80.1');
  });
});

describe('GET /api/payments/statement.csv for a Thai reader', () => {
  it('has Thai headings, kinds and totals, with the same numbers', async () => {
    const response = await call(t.app, 'GET', `/api/payments/statement.csv?${PERIOD}`, {
      cookie: cookies.fern,
      headers: { 'accept-language': 'th' },
    });
    expect(response.statusCode).toBe(200);
    const rows = response.rawPayload.toString('utf8').split('\r\n');
    expect(rows[0]).toMatch(/^\ufeffใบแจ้งรายได้: Fern,/);
    expect(rows[1]).toBe('วันที่,สถานะ,รายการ,โปรเจกต์,งาน,ประเภท,ระดับ,ราคา,โบนัส,ส่วนแบ่ง PB,จำนวนเงิน,วันที่จ่าย,เลขอ้างอิงใบเสร็จ,ไฟล์ใบเสร็จ');
    expect(rows.slice(2).some((row) => /^\d{4}-\d{2}-\d{2},(จ่ายแล้ว|ค้างจ่าย),(งาน|โบนัส|ส่วนแบ่ง PB),/.test(row))).toBe(true);
    expect(rows).toContain('รวม,,,,,,,180.1,15.5,12.34,207.94');
    expect(rows).toContain('จ่ายแล้ว,,,,,,,,,,127.84');
    expect(rows).toContain('ค้างจ่าย,,,,,,,,,,80.1');
  });
});

describe('CSV cells', () => {
  it('quotes what needs quotes and disarms formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const start of ['=', '+', '-', '@', '\t']) expect(csvCell(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(
      csvDocument([
        ['a', 1],
        ['b', null],
      ]),
    ).toBe('\ufeffa,1\r\nb,\r\n');
  });
});

describe('permission matrix of the statement, for the nine kinds of caller', () => {
  let callers: ProjectCallers;
  beforeAll(async () => {
    callers = await createProjectCallers(t);
  });
  // Their own statement: every contributor; another's (Fern's): admins only among these.
  const OWN = ONLY_CONTRIBUTORS;
  const ANOTHERS = ONLY_ADMINS;

  it.each(CALLERS)('%s', async (caller) => {
    const cookie = callers.cookies[caller];
    for (const path of ['/api/payments/statement', '/api/payments/statement.csv']) {
      const own = await get(cookie, `${path}?${PERIOD}`);
      expect(own.statusCode).toBe(OWN[caller]);
      const another = await get(cookie, `${path}?${PERIOD}&user=${fern.id}`);
      expect(another.statusCode).toBe(ANOTHERS[caller]);
      if (another.statusCode !== 200) expect(another.body).not.toContain('207.94');
      else expect(another.body).toContain('207.94');
    }
  });
});
