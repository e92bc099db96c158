// Due dates (issue 24): set when a job is created (a past date is a 400 naming `dueAt`, nothing written), changed
// later by the project's PMs (logged in the PM logs), shown on the job, and the list's due-date sort and late filter.
import { call, createTestApp, type TestApp } from './helper';
import { createJob, type Job } from './factories';
import { CALLERS, createProjectCallers, type Caller, type ProjectCallers } from './project-callers';

let t: TestApp;
let c: ProjectCallers;

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  c = await createProjectCallers(t);
});
afterAll(() => t.close());

const post = (who: Caller, url: string, payload?: unknown) =>
  call(t.app, 'POST', url, { cookie: c.cookies[who], payload: payload as object });
const get = (who: Caller, url: string) => call(t.app, 'GET', url, { cookie: c.cookies[who] });
const jobCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const dueLogs = () =>
  t.db
    .selectFrom('project_logs')
    .select(['action', 'details', 'user_id'])
    .where('project_id', '=', c.project.id)
    .where('action', '=', 'job-due')
    .execute();

const newJob = (dueAt?: string | null) => ({
  projectId: c.project.id,
  jobType: 'script',
  prices: { '1': 10, '2': 20, '3': 30 },
  ...(dueAt === undefined ? {} : { dueAt }),
});

describe('a due date when creating a job', () => {
  it('is stored and answered as given (an instant; the reader shows it in their own time zone)', async () => {
    const dueAt = '2099-03-01T09:30:00.000Z';
    const response = await post('projectPm', '/api/jobs', newJob('2099-03-01T16:30:00+07:00'));
    expect(response.statusCode).toBe(201);
    expect(response.json().job.dueAt).toBe(dueAt);
    const read = await get('projectPm', `/api/jobs/${response.json().job._id}`);
    expect(read.json().job.dueAt).toBe(dueAt);
  });

  it('is optional: no due date answers null', async () => {
    const response = await post('projectPm', '/api/jobs', newJob());
    expect(response.statusCode).toBe(201);
    expect(response.json().job.dueAt).toBeNull();
  });

  it('in the past is a 400 naming dueAt, with nothing written', async () => {
    const before = await jobCount();
    const response = await post('projectPm', '/api/jobs', newJob(inHours(-1)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'dueAt must be later than now', field: 'dueAt' });
    expect(await jobCount()).toBe(before);
  });

  it('that is not a date is a 400 naming dueAt', async () => {
    const response = await post('projectPm', '/api/jobs', newJob('next tuesday'));
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('dueAt');
  });

  it('answers the refusal in Thai for a Thai reader', async () => {
    const response = await call(t.app, 'POST', '/api/jobs', {
      cookie: c.cookies.projectPm,
      payload: newJob(inHours(-1)),
      headers: { 'accept-language': 'th' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('dueAt');
    expect(response.json().message).not.toBe('dueAt must be later than now');
  });
});

describe('POST /api/jobs/:id/due', () => {
  let job: Job;
  beforeAll(async () => {
    job = await createJob(t.db, { project: c.project, claimedBy: c.users.freelancer, status: 'inprogress' });
  });

  it('changes the due date and logs the change in the project PM logs (who, from, to)', async () => {
    const first = inHours(48);
    const response = await post('projectPm', `/api/jobs/${job.id}/due`, { dueAt: first });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Due date saved', job: { dueAt: first } });
    const second = inHours(72);
    await post('projectPm', `/api/jobs/${job.id}/due`, { dueAt: second });
    const logs = await dueLogs();
    expect(logs.map((log) => log.details)).toEqual([
      { jobId: job.id, jobType: 'script', dueAt: { from: null, to: first } },
      { jobId: job.id, jobType: 'script', dueAt: { from: first, to: second } },
    ]);
    expect(logs.every((log) => log.user_id === c.users.projectPm.id)).toBe(true);
  });

  it('saving the same date again logs nothing; null clears it (logged)', async () => {
    const current = (await get('projectPm', `/api/jobs/${job.id}`)).json().job.dueAt as string;
    const count = (await dueLogs()).length;
    expect((await post('projectPm', `/api/jobs/${job.id}/due`, { dueAt: current })).statusCode).toBe(200);
    expect((await dueLogs()).length).toBe(count);
    const cleared = await post('projectPm', `/api/jobs/${job.id}/due`, { dueAt: null });
    expect(cleared.json().job.dueAt).toBeNull();
    expect((await dueLogs()).at(-1)?.details).toEqual({ jobId: job.id, jobType: 'script', dueAt: { from: current, to: null } });
  });

  it('a past date is a 400 naming dueAt and changes nothing', async () => {
    const count = (await dueLogs()).length;
    const response = await post('projectPm', `/api/jobs/${job.id}/due`, { dueAt: inHours(-2) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'dueAt must be later than now', field: 'dueAt' });
    expect((await dueLogs()).length).toBe(count);
  });

  it('a missing body field is a 400 naming dueAt', async () => {
    const response = await post('projectPm', `/api/jobs/${job.id}/due`, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('dueAt');
  });

  it('a completed job answers 409', async () => {
    const done = await createJob(t.db, { project: c.project, claimedBy: c.users.freelancer, status: 'completed' });
    const response = await post('projectPm', `/api/jobs/${done.id}/due`, { dueAt: inHours(5) });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("A completed job's due date cannot change");
  });

  it('an unknown job answers 404', async () => {
    const response = await post('projectPm', '/api/jobs/00000000-0000-4000-8000-000000000000/due', { dueAt: inHours(5) });
    expect(response.statusCode).toBe(404);
  });
});

describe('permission matrix of the due-date calls', () => {
  // The claimant (the freelancer) reads the job but may not change its date; PMs of other projects and staff of
  // another role do not see it (404); clients and anyone without the terms are outside the jobs area (403).
  const SET_DUE: Record<Caller, number> = {
    anonymous: 401,
    clientCollaborator: 403,
    clientOutsider: 403,
    freelancerWithoutTerms: 403,
    freelancer: 403,
    staff: 404,
    projectPm: 200,
    otherPm: 404,
    admin: 200,
  };
  const CREATE_WITH_DUE: Record<Caller, number> = {
    ...SET_DUE,
    clientOutsider: 404,
    staff: 403,
    otherPm: 403,
    admin: 201,
    projectPm: 201,
  };

  it.each(CALLERS)('POST /api/jobs/:id/due as %s', async (caller) => {
    const job = await createJob(t.db, { project: c.project, claimedBy: c.users.freelancer, status: 'inprogress' });
    const response = await post(caller, `/api/jobs/${job.id}/due`, { dueAt: inHours(10) });
    expect(response.statusCode).toBe(SET_DUE[caller]);
    const row = await t.db.selectFrom('jobs').select('due_at').where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(row.due_at !== null).toBe(SET_DUE[caller] === 200);
  });

  it.each(CALLERS)('POST /api/jobs with a due date as %s', async (caller) => {
    const response = await post(caller, '/api/jobs', newJob(inHours(10)));
    expect(response.statusCode).toBe(CREATE_WITH_DUE[caller]);
  });
});

describe('the job list: sort by due date and the late filter', () => {
  let soon: Job, later: Job, late: Job, lateDone: Job, none: Job;
  beforeAll(async () => {
    const { project } = c;
    const at = (hours: number) => new Date(Date.now() + hours * HOUR);
    const make = async (hours: number | null, status: 'inprogress' | 'completed' = 'inprogress') => {
      const job = await createJob(t.db, { project, claimedBy: c.users.freelancer, status, jobType: 'storyboard' });
      await t.db
        .updateTable('jobs')
        .set({ due_at: hours === null ? null : at(hours) })
        .where('id', '=', job.id)
        .execute();
      return job;
    };
    none = await make(null);
    later = await make(30);
    soon = await make(3);
    late = await make(-5);
    lateDone = await make(-50, 'completed');
  });

  it('sort=due: soonest first, jobs without a due date last', async () => {
    const response = await get('projectPm', `/api/jobs?status=inprogress&filter=storyboard&sort=due`);
    expect(response.statusCode).toBe(200);
    const ids = response.json().jobs.map((job: { _id: string }) => job._id);
    expect(ids).toEqual([late.id, soon.id, later.id, none.id]);
  });

  it('late=true: only jobs past their due date and not completed', async () => {
    const response = await get('projectPm', `/api/jobs?status=incomplete&filter=storyboard&late=true`);
    expect(response.json().jobs.map((job: { _id: string }) => job._id)).toEqual([late.id]);
    const all = await get('projectPm', `/api/jobs?status=completed&filter=storyboard&late=true`);
    expect(all.json().jobs.map((job: { _id: string }) => job._id)).not.toContain(lateDone.id);
  });

  it("the claimant's my-jobs, soonest first (the dashboard's My Jobs)", async () => {
    const response = await get('freelancer', `/api/jobs?status=my-jobs&filter=storyboard&sort=due`);
    expect(response.json().jobs.map((job: { _id: string }) => job._id)).toEqual([late.id, soon.id, later.id, none.id]);
  });

  it('an unknown sort is a 400 naming it', async () => {
    const response = await get('projectPm', `/api/jobs?sort=oldest`);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('sort');
  });
});
