// Deliverables on a job (issue 9): a submission carries a note and the claimant's files, a revision request the
// PM's note back to the claimant (in their notification too, in their language); every round is kept; the files
// follow the job's visibility; bad input writes nothing; approve and request-revision racing have one winner.
import { sql } from 'kysely';
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createJob, createUser, type Job, type User } from './factories';
import { CALLERS, createProjectCallers, type Caller, type ProjectCallers } from './project-callers';
import { multipartBody, PDF, wav } from './multipart';

let t: TestApp;
let callers: ProjectCallers;
/** The claimant is the matrix's freelancer (a collaborator holding the script role). */
let claimant: User;
let claimantCookie: string;
let pmCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  callers = await createProjectCallers(t);
  claimant = callers.users.freelancer;
  claimantCookie = callers.cookies.freelancer as string;
  pmCookie = callers.cookies.projectPm as string;
});
afterAll(() => t.close());

async function upload(cookie: string, filename: string, content: Buffer): Promise<string> {
  const { payload, headers } = multipartBody({ filename, content });
  const response = await call(t.app, 'POST', '/api/files/upload', { cookie, payload, headers });
  expect(response.statusCode).toBe(201);
  return response.json().file.id as string;
}

const pendingJob = (status: 'inprogress' | 'pending' = 'inprogress', claimedBy: User = claimant) =>
  createJob(t.db, { project: callers.project, jobType: 'script', status, claimedBy });

const post = (cookie: string | undefined, url: string, payload?: object) => call(t.app, 'POST', url, { cookie, payload });
const history = (cookie: string | undefined, job: Job) => call(t.app, 'GET', `/api/jobs/${job.id}/history`, { cookie });
const download = (cookie: string | undefined, fileId: string) =>
  call(t.app, 'GET', `/api/files/download?key=${fileId}`, { cookie });

const eventsOf = (job: Job) =>
  t.db.selectFrom('job_events').selectAll().where('job_id', '=', job.id).orderBy('created_at').orderBy('round').execute();
const statusOf = async (job: Job) =>
  (await t.db.selectFrom('jobs').select('status').where('id', '=', job.id).executeTakeFirstOrThrow()).status;
const noticesOf = (user: User, job: Job) =>
  t.db.selectFrom('notifications').selectAll().where('user_id', '=', user.id).where('item_id', '=', job.id).execute();

describe('rounds', () => {
  it('keeps every submission and review: note and files, revision note, resubmission, approval', async () => {
    const job = await pendingJob();
    const take1 = await upload(claimantCookie, 'take 1.wav', wav());
    const first = await post(claimantCookie, `/api/jobs/${job.id}/submit`, {
      note: '  First take, scenes 1-3  ',
      files: [take1],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: 'Job submitted for approval', job: { status: 'pending' } });

    // The PM is told, with the note.
    const pmNotice = await noticesOf(callers.users.projectPm, job);
    expect(pmNotice.map((n) => n.text)).toEqual([
      expect.stringMatching(/submitted the .+ for approval Note: First take, scenes 1\\-3$/),
    ]);

    const revision = await post(pmCookie, `/api/jobs/${job.id}/reject`, { note: 'Scene 2 is too quiet' });
    expect(revision.json()).toMatchObject({ message: 'Revision requested', job: { status: 'inprogress' } });
    const [notice] = await noticesOf(claimant, job);
    expect(notice).toMatchObject({ action_type: 'reject', url: `/app/jobs/${job.id}` });
    expect(notice.text).toMatch(/requested a revision of your .+ Note: Scene 2 is too quiet$/);

    const take2 = await upload(claimantCookie, 'take 2.wav', wav(1600));
    const script = await upload(claimantCookie, 'notes.pdf', PDF);
    await post(claimantCookie, `/api/jobs/${job.id}/submit`, { note: 'Louder', files: [take2, script, take2] });
    const approved = await post(pmCookie, `/api/jobs/${job.id}/approve`);
    expect(approved.json().job.status).toBe('completed');

    for (const cookie of [pmCookie, claimantCookie, callers.cookies.admin]) {
      const answer = await history(cookie, job);
      expect(answer.statusCode).toBe(200);
      expect(
        answer
          .json()
          .history.map((e: { kind: string; round: number; note: string; files: { name: string }[]; by: { name: string } }) => ({
            kind: e.kind,
            round: e.round,
            note: e.note,
            files: e.files.map((file) => file.name),
            by: e.by.name,
          })),
      ).toEqual([
        { kind: 'submit', round: 1, note: 'First take, scenes 1-3', files: ['take 1.wav'], by: 'Freelancer' },
        { kind: 'revision', round: 1, note: 'Scene 2 is too quiet', files: [], by: 'Project PM' },
        { kind: 'submit', round: 2, note: 'Louder', files: ['take 2.wav', 'notes.pdf'], by: 'Freelancer' },
        { kind: 'approve', round: 2, note: '', files: [], by: 'Project PM' },
      ]);
    }
  });

  it('existing callers submit and request a revision without a body: a round with no note and no files', async () => {
    const job = await pendingJob();
    expect((await post(claimantCookie, `/api/jobs/${job.id}/submit`)).statusCode).toBe(200);
    expect((await post(pmCookie, `/api/jobs/${job.id}/reject`)).statusCode).toBe(200);
    expect((await eventsOf(job)).map((e) => [e.kind, e.round, e.note])).toEqual([
      ['submit', 1, ''],
      ['revision', 1, ''],
    ]);
    const [notice] = await noticesOf(claimant, job);
    expect(notice.text).not.toContain('Note:');
  });

  it("writes the revision notification in the claimant's language (Thai), quoting the note", async () => {
    const thai = await createUser(t.db, { level: 'freelancer', roles: ['script'], locale: 'th', name: 'Somchai' });
    await t.db.insertInto('project_collaborators').values({ project_id: callers.project.id, user_id: thai.id }).execute();
    const job = await pendingJob('pending', thai);
    await post(pmCookie, `/api/jobs/${job.id}/reject`, { note: 'ช่วยอัดฉากที่ 2 ใหม่' });
    const { notifs } = (await call(t.app, 'GET', '/api/notifs', { cookie: await signIn(t.db, thai) })).json();
    expect(notifs.filter((n: { itemId: string }) => n.itemId === job.id).map((n: { text: string }) => n.text)).toEqual([
      expect.stringMatching(/ขอให้แก้ไขงาน \*\*เขียนสคริปต์\*\* .+ หมายเหตุ: ช่วยอัดฉากที่ 2 ใหม่$/),
    ]);
    // The PMs, in English, still read the claimant's submission in English.
    await post(await signIn(t.db, thai), `/api/jobs/${job.id}/submit`, { note: 'ส่งใหม่แล้ว' });
    const pmNotices = await noticesOf(callers.users.projectPm, job);
    expect(pmNotices.map((n) => n.text)).toEqual([expect.stringMatching(/submitted the .+ Note: ส่งใหม่แล้ว$/)]);
  });
});

describe('bad input answers 4xx and writes nothing', () => {
  const cases: Array<[string, (strangerFile: string, ownFile: string) => object, RegExp]> = [
    ['a note over 5,000 characters', () => ({ note: 'x'.repeat(5001) }), /note/],
    ['a file someone else uploaded', (stranger) => ({ files: [stranger] }), /^files: .+ is not a file you uploaded$/],
    ['a file that does not exist', () => ({ files: ['00000000-0000-4000-8000-000000000000'] }), /is not a file you uploaded/],
    ['a file id that is not an id', () => ({ files: ['../etc/passwd'] }), /files/],
    ['more than 20 files', (_s, own) => ({ files: Array.from({ length: 21 }, () => own) }), /files/],
    ['a note that is not text', () => ({ note: 42 }), /note/],
  ];
  it.each(cases)('%s', async (_name, body, message) => {
    const job = await pendingJob();
    const strangerFile = await upload(pmCookie, 'brief.pdf', PDF);
    const ownFile = await upload(claimantCookie, 'take.wav', wav());
    const response = await post(claimantCookie, `/api/jobs/${job.id}/submit`, body(strangerFile, ownFile));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await statusOf(job)).toBe('inprogress');
    expect(await eventsOf(job)).toEqual([]);
    expect(await noticesOf(callers.users.projectPm, job)).toEqual([]);
  });

  it('a revision note over 5,000 characters', async () => {
    const job = await pendingJob('pending');
    const response = await post(pmCookie, `/api/jobs/${job.id}/reject`, { note: 'x'.repeat(5001) });
    expect(response.statusCode).toBe(400);
    expect(await statusOf(job)).toBe('pending');
    expect(await eventsOf(job)).toEqual([]);
  });

  it('the wrong actor (403) and the wrong state (409) write no round', async () => {
    const job = await pendingJob('pending');
    const own = await upload(pmCookie, 'mine.pdf', PDF);
    expect((await post(pmCookie, `/api/jobs/${job.id}/submit`, { files: [own] })).statusCode).toBe(403);
    expect((await post(claimantCookie, `/api/jobs/${job.id}/submit`, { note: 'again' })).statusCode).toBe(409);
    expect((await post(claimantCookie, `/api/jobs/${job.id}/reject`, { note: 'me?' })).statusCode).toBe(403);
    expect(await eventsOf(job)).toEqual([]);
  });
});

describe("a round's files follow the job's visibility", () => {
  /** Reading the history and downloading a submitted file, for the nine callers, on a pending job. */
  const EXPECTED: Record<Caller, { history: number; download: number }> = {
    anonymous: { history: 401, download: 401 },
    clientCollaborator: { history: 403, download: 404 },
    clientOutsider: { history: 403, download: 404 },
    freelancerWithoutTerms: { history: 403, download: 403 },
    freelancer: { history: 200, download: 200 }, // the claimant
    staff: { history: 404, download: 404 },
    projectPm: { history: 200, download: 200 },
    otherPm: { history: 404, download: 404 },
    admin: { history: 200, download: 200 },
  };
  let job: Job;
  let fileId: string;
  beforeAll(async () => {
    job = await pendingJob();
    fileId = await upload(claimantCookie, 'voice.wav', wav());
    expect((await post(claimantCookie, `/api/jobs/${job.id}/submit`, { note: 'here', files: [fileId] })).statusCode).toBe(200);
  });

  it.each(CALLERS)('%s', async (caller) => {
    const cookie = callers.cookies[caller];
    const seen = await history(cookie, job);
    const link = await download(cookie, fileId);
    expect({ history: seen.statusCode, download: link.statusCode }).toEqual(EXPECTED[caller]);
    if (seen.statusCode === 200) expect(seen.json().history).toHaveLength(1);
    if (link.statusCode === 200) {
      const bytes = await call(t.app, 'GET', link.json().url.replace(/^https?:\/\/[^/]+/, ''));
      expect(bytes.statusCode).toBe(200);
      expect(bytes.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
    } else {
      expect(link.json()).not.toHaveProperty('url');
    }
  });

  it("a later claimant sees only their own rounds; the released one no longer sees the job's files", async () => {
    const other = await pendingJob();
    const first = await upload(claimantCookie, 'first.wav', wav());
    await post(claimantCookie, `/api/jobs/${other.id}/submit`, { files: [first] });
    await post(pmCookie, `/api/jobs/${other.id}/status`, { status: 'open' });
    const rival = await createUser(t.db, { level: 'freelancer', roles: ['script'], name: 'Rival' });
    const rivalCookie = await signIn(t.db, rival);
    // While open, a freelancer who may claim it reads the job, but not the earlier claimant's work.
    expect((await history(rivalCookie, other)).json().history).toEqual([]);
    expect((await download(rivalCookie, first)).statusCode).toBe(404);
    expect((await post(rivalCookie, `/api/jobs/${other.id}/claim`)).statusCode).toBe(200);
    const mine = await upload(rivalCookie, 'mine.wav', wav());
    await post(rivalCookie, `/api/jobs/${other.id}/submit`, { note: 'rival take', files: [mine] });
    expect((await history(rivalCookie, other)).json().history.map((e: { round: number }) => e.round)).toEqual([2]);
    expect((await download(rivalCookie, first)).statusCode).toBe(404);
    expect((await history(claimantCookie, other)).statusCode).toBe(404);
    expect((await download(claimantCookie, first)).statusCode).toBe(404);
    expect((await history(pmCookie, other)).json().history.map((e: { round: number }) => e.round)).toEqual([1, 2]);
  });
});

describe('races', () => {
  it('approve and request revision at once: one wins, the other gets 409, one review is kept', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const job = await pendingJob();
      await post(claimantCookie, `/api/jobs/${job.id}/submit`, { note: 'race' });
      const [approve, reject] = await Promise.all([
        post(callers.cookies.admin, `/api/jobs/${job.id}/approve`),
        post(pmCookie, `/api/jobs/${job.id}/reject`, { note: 'no' }),
      ]);
      expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
      const reviews = (await eventsOf(job)).filter((e) => e.kind !== 'submit');
      expect(reviews).toHaveLength(1);
      expect(await statusOf(job)).toBe(approve.statusCode === 200 ? 'completed' : 'inprogress');
      expect(reviews[0].kind).toBe(approve.statusCode === 200 ? 'approve' : 'revision');
    }
  });

  it('a job sent back for revision is approved only once it comes back (no Approve button meanwhile)', async () => {
    const job = await pendingJob();
    await post(claimantCookie, `/api/jobs/${job.id}/submit`, { note: 'v1' });
    const sentBack = await post(pmCookie, `/api/jobs/${job.id}/reject`, { note: 'again' });
    expect(sentBack.json().job.actions).not.toContain('approve');
    const early = await post(callers.cookies.admin, `/api/jobs/${job.id}/approve`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A revision was requested: the job can be approved once it is submitted again');
    await post(claimantCookie, `/api/jobs/${job.id}/submit`, { note: 'v2' });
    expect((await post(callers.cookies.admin, `/api/jobs/${job.id}/approve`)).statusCode).toBe(200);
  });

  it('two submissions at once: one round, the second gets 409', async () => {
    const job = await pendingJob();
    const answers = await Promise.all([
      post(claimantCookie, `/api/jobs/${job.id}/submit`, { note: 'a' }),
      post(claimantCookie, `/api/jobs/${job.id}/submit`, { note: 'b' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const count = await t.db
      .selectFrom('job_events')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('job_id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });
});
