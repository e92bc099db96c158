// Turnaround figures (issue 24), GET /api/reports/turnaround and .csv: on a small studio played through the app's
// job actions (claim, submit, revision, approve) and then dated by hand, every median, 90th percentile, on-time rate
// and round count equals the hand computation below; spans ending outside the period are left out; admins only.
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createJob, createProject, createUser, type Job, type Project, type User } from './factories';

let t: TestApp;
let admin: User, pm: User, fay: User, gus: User, hana: User, client: User, payer: User;
let project: Project;
const cookies = {} as Record<'admin' | 'pm' | 'fay' | 'client' | 'payer', string>;

const D = new Date('2030-03-10T00:00:00.000Z').getTime();
/** `hours` after 2030-03-10 00:00 UTC. */
const h = (hours: number) => new Date(D + hours * 3_600_000);
const PERIOD = 'from=2030-03-01&to=2030-03-31';

interface Story {
  jobType?: string;
  created: Date;
  claimed?: Date;
  /** The submissions, each but the last followed by a revision request (and the last too when `revisedLast`). */
  submits?: Date[];
  revisions?: Date[];
  approved?: Date;
  due?: Date;
}

async function ok(response: { statusCode: number; body: string }, what: string) {
  if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
}

/** Plays a job's story through the API as its claimant and the PM, then dates each step as the story says. */
async function play(claimant: User, story: Story): Promise<Job> {
  const job = await createJob(t.db, { project, jobType: story.jobType ?? 'script' });
  const claimantCookie = await signIn(t.db, claimant);
  const submits = story.submits ?? [];
  const revisions = story.revisions ?? [];
  if (story.claimed) await ok(await call(t.app, 'POST', `/api/jobs/${job.id}/claim`, { cookie: claimantCookie }), 'claim');
  for (let i = 0; i < submits.length; i += 1) {
    await ok(await call(t.app, 'POST', `/api/jobs/${job.id}/submit`, { cookie: claimantCookie, payload: {} }), 'submit');
    if (revisions[i])
      await ok(
        await call(t.app, 'POST', `/api/jobs/${job.id}/reject`, { cookie: cookies.pm, payload: { note: 'again' } }),
        'reject',
      );
  }
  if (story.approved) await ok(await call(t.app, 'POST', `/api/jobs/${job.id}/approve`, { cookie: cookies.pm }), 'approve');

  await t.db
    .updateTable('jobs')
    .set({ created_at: story.created, claimed_at: story.claimed ?? null, due_at: story.due ?? null })
    .where('id', '=', job.id)
    .execute();
  const redate = (kind: 'submit' | 'revision' | 'approve', round: number, at: Date) =>
    t.db
      .updateTable('job_events')
      .set({ created_at: at })
      .where('job_id', '=', job.id)
      .where('kind', '=', kind)
      .where('round', '=', round)
      .execute();
  for (const [i, at] of submits.entries()) await redate('submit', i + 1, at);
  for (const [i, at] of revisions.entries()) await redate('revision', i + 1, at);
  if (story.approved) await redate('approve', submits.length, story.approved);
  return job;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { level: 'admin', name: 'Ada Admin' });
  pm = await createUser(t.db, { level: 'staff', roles: ['project-manager'], name: 'Paul PM' });
  fay = await createUser(t.db, { roles: ['script', 'storyboard'], roleLevels: { script: 1, storyboard: 3 }, name: 'Fay' });
  gus = await createUser(t.db, { roles: ['script'], roleLevels: { script: 3 }, name: 'Gus' });
  hana = await createUser(t.db, { roles: ['script'], name: 'Hana' });
  client = await createUser(t.db, { level: 'client', name: 'Cleo Client' });
  payer = await createUser(t.db, { level: 'staff', roles: ['payment'], name: 'Pat Payer' });
  project = await createProject(t.db, { title: 'Turnaround', collaborators: [pm, client] });
  cookies.admin = await signIn(t.db, admin);
  cookies.pm = await signIn(t.db, pm);
  cookies.fay = await signIn(t.db, fay);
  cookies.client = await signIn(t.db, client);
  cookies.payer = await signIn(t.db, payer);

  // Fay, script, level 1: three jobs approved in the period.
  await play(fay, { created: h(0), claimed: h(2), submits: [h(10), h(14)], revisions: [h(12)], approved: h(20), due: h(11) });
  await play(fay, { created: h(0), claimed: h(4), submits: [h(24)], approved: h(30), due: h(20) });
  await play(fay, { created: h(1), claimed: h(7), submits: [h(9), h(11), h(13)], revisions: [h(10), h(12)], approved: h(15) });
  // Fay, storyboard, level 3.
  await play(fay, { jobType: 'storyboard', created: h(0), claimed: h(10), submits: [h(20)], approved: h(22) });
  // Gus, script, level 3: both on time (the first submission at the due date counts as on time).
  await play(gus, { created: h(0), claimed: h(1), submits: [h(5)], approved: h(6), due: h(5) });
  await play(gus, { created: h(0), claimed: h(3), submits: [h(4), h(8)], revisions: [h(5)], approved: h(9), due: h(8) });
  // Hana, script, no level set (the default, 2): claimed before the period and still waiting for the PM; and one
  // claimed and submitted in the period but approved after it.
  await play(hana, { created: new Date('2030-02-20T00:00:00Z'), claimed: new Date('2030-02-27T00:00:00Z'), submits: [h(0)] });
  await play(hana, { created: h(0), claimed: h(5), submits: [h(6)], approved: new Date('2030-04-02T00:00:00Z') });
  // An open job: no figure.
  await createJob(t.db, { project, jobType: 'script', createdAt: h(0) });
});
afterAll(() => t.close());

const spread = (count: number, median: number, p90: number) => ({ count, median, p90 });

describe('GET /api/reports/turnaround', () => {
  it('equals the hand computation per job type and star level (percentile_cont: linear between ranks)', async () => {
    const response = await call(t.app, 'GET', `/api/reports/turnaround?${PERIOD}`, { cookie: cookies.admin });
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report.from).toBe('2030-03-01');
    expect(report.to).toBe('2030-03-31');
    expect(report.groups).toEqual([
      {
        jobType: 'script',
        level: 1,
        // claims after 2, 4, 6 hours: median 4; p90 at rank 1.8 = 4 + 0.8 × 2
        openToClaimed: spread(3, 4, 5.6),
        // first submissions 8, 20, 2 hours after the claim: median 8; p90 = 8 + 0.8 × 12
        claimedToSubmitted: spread(3, 8, 17.6),
        // approvals 10, 6, 6 hours after the first submission: median 6; p90 = 6 + 0.8 × 4
        submittedToApproved: spread(3, 6, 9.2),
        // revision rounds 1, 0, 2
        rounds: spread(3, 1, 1.8),
      },
      {
        jobType: 'script',
        level: 2,
        // Hana's second job: claimed 5 hours after it opened; her first job was claimed before the period
        openToClaimed: spread(1, 5, 5),
        // 264 hours (claimed on 27 February, submitted in the period) and 1 hour: median 132.5; p90 = 1 + 0.9 × 263
        claimedToSubmitted: spread(2, 132.5, 237.7),
        submittedToApproved: null,
        rounds: null,
      },
      {
        jobType: 'script',
        level: 3,
        openToClaimed: spread(2, 2, 2.8),
        claimedToSubmitted: spread(2, 2.5, 3.7),
        submittedToApproved: spread(2, 3, 4.6),
        rounds: spread(2, 0.5, 0.9),
      },
      {
        jobType: 'storyboard',
        level: 3,
        openToClaimed: spread(1, 10, 10),
        claimedToSubmitted: spread(1, 10, 10),
        submittedToApproved: spread(1, 2, 2),
        rounds: spread(1, 0, 0),
      },
    ]);
  });

  it('per person: jobs approved in the period, on time when first submitted by the due date, and their rounds', async () => {
    const report = (await call(t.app, 'GET', `/api/reports/turnaround?${PERIOD}`, { cookie: cookies.admin })).json();
    expect(report.people).toEqual([
      {
        user: { _id: fay.id, name: 'Fay', nameAlias: fay.name_alias, picture: null },
        approved: 4,
        withDue: 2,
        onTime: 1,
        onTimeRate: 0.5,
        rounds: 3,
        roundsPerJob: 0.75,
      },
      {
        user: { _id: gus.id, name: 'Gus', nameAlias: gus.name_alias, picture: null },
        approved: 2,
        withDue: 2,
        onTime: 2,
        onTimeRate: 1,
        rounds: 1,
        roundsPerJob: 0.5,
      },
    ]);
  });

  it('a period with nothing in it has no rows; the period is checked (400 naming `to`, in Thai for a Thai reader)', async () => {
    const empty = await call(t.app, 'GET', '/api/reports/turnaround?from=2029-01-01&to=2029-01-31', { cookie: cookies.admin });
    expect(empty.json()).toEqual({ from: '2029-01-01', to: '2029-01-31', groups: [], people: [] });
    const reversed = await call(t.app, 'GET', '/api/reports/turnaround?from=2030-03-31&to=2030-03-01', { cookie: cookies.admin });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('to: the period ends before it starts');
    const long = await call(t.app, 'GET', '/api/reports/turnaround?from=2029-01-01&to=2030-03-01', { cookie: cookies.admin });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('to: a turnaround report covers at most 366 days');
    const thai = await call(t.app, 'GET', '/api/reports/turnaround?from=2029-01-01&to=2030-03-01', {
      cookie: cookies.admin,
      headers: { 'accept-language': 'th' },
    });
    expect(thai.json().message).toBe('to: รายงานระยะเวลาดำเนินงานครอบคลุมได้ไม่เกิน 366 วัน');
    const notADate = await call(t.app, 'GET', '/api/reports/turnaround?from=March&to=2030-03-01', { cookie: cookies.admin });
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json().message).toMatch(/from/);
  });
});

describe('GET /api/reports/turnaround.csv', () => {
  it('holds the same figures, as a download', async () => {
    const response = await call(t.app, 'GET', `/api/reports/turnaround.csv?${PERIOD}`, { cookie: cookies.admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('turnaround 2030-03-01 2030-03-31.csv');
    const lines = response.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe('Turnaround,2030-03-01 – 2030-03-31');
    expect(lines[1]).toMatch(/^Job type,Star level,Open to claimed \(h\) count,Open to claimed \(h\) median,/);
    expect(lines[2]).toBe('script,1,3,4,5.6,3,8,17.6,3,6,9.2,3,1,1.8');
    expect(lines[3]).toBe('script,2,1,5,5,2,132.5,237.7,0,,,0,,');
    expect(lines).toContain('Fay,4,2,1,0.5,3,0.75');
    expect(lines).toContain('Gus,2,2,2,1,1,0.5');
  });
});

describe('GET /api/reports/turnaround.csv for a Thai reader', () => {
  it('has Thai headings and the same figures', async () => {
    const response = await call(t.app, 'GET', `/api/reports/turnaround.csv?${PERIOD}`, {
      cookie: cookies.admin,
      headers: { 'accept-language': 'th' },
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe('ระยะเวลาทำงาน,2030-03-01 – 2030-03-31');
    expect(lines[1]).toMatch(/^ประเภทงาน,ระดับดาว,เปิดถึงรับงาน \(ชม\.\) จำนวน,เปิดถึงรับงาน \(ชม\.\) มัธยฐาน,/);
    expect(lines[2]).toBe('script,1,3,4,5.6,3,8,17.6,3,6,9.2,3,1,1.8');
    expect(lines).toContain('บุคคล,งานที่อนุมัติ,มีกำหนดส่ง,ตรงเวลา,อัตราตรงเวลา,รอบแก้ไข,รอบต่องาน');
    expect(lines).toContain('Fay,4,2,1,0.5,3,0.75');
  });
});

describe('permission matrix', () => {
  const CALLERS = ['admin', 'pm', 'fay', 'client', 'payer', 'anonymous'] as const;
  const EXPECTED: Record<(typeof CALLERS)[number], number> = {
    admin: 200,
    pm: 403,
    fay: 403,
    client: 403,
    payer: 403,
    anonymous: 401,
  };
  for (const url of ['/api/reports/turnaround', '/api/reports/turnaround.csv'])
    it.each(CALLERS)(`${url}: %s`, async (caller) => {
      const cookie = caller === 'anonymous' ? undefined : cookies[caller];
      const response = await call(t.app, 'GET', `${url}?${PERIOD}`, { cookie });
      expect(response.statusCode).toBe(EXPECTED[caller]);
      if (EXPECTED[caller] === 403) expect(response.json().message).toBe('Turnaround figures are for admins');
    });
});
