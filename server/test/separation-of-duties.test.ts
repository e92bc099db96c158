// Separation of duties (DECISIONS): nobody moderates, prices, gives a bonus to or marks paid a job they claimed;
// another PM or admin must, admins included. Each action is tried by the claimant and by a colleague.
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createJob, createProject, createUser, type Job, type Project, type User } from './factories';

let t: TestApp;
let admin: User;
let otherAdmin: User;
let pm: User;
let otherPm: User;
let project: Project;
const cookie = {} as Record<'admin' | 'otherAdmin' | 'pm' | 'otherPm', string>;

const OWN_JOB = 'You claimed this job: another project manager or admin must approve, price, pay or change it';

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { level: 'admin', name: 'Admin' });
  otherAdmin = await createUser(t.db, { level: 'admin', name: 'Other Admin' });
  pm = await createUser(t.db, { level: 'staff', roles: ['project-manager'], name: 'PM' });
  otherPm = await createUser(t.db, { level: 'staff', roles: ['project-manager'], name: 'Other PM' });
  project = await createProject(t.db, { status: 'production', collaborators: [pm, otherPm] });
  cookie.admin = await signIn(t.db, admin);
  cookie.otherAdmin = await signIn(t.db, otherAdmin);
  cookie.pm = await signIn(t.db, pm);
  cookie.otherPm = await signIn(t.db, otherPm);
});
afterAll(() => t.close());

const post = (who: keyof typeof cookie, url: string, payload?: object) =>
  call(t.app, 'POST', url, { cookie: cookie[who], payload });
const jobRow = (id: string) => t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('an admin alone cannot approve, pay or reward their own job', () => {
  let job: Job;
  beforeAll(async () => {
    job = await createJob(t.db, { project, jobType: 'other', title: 'Own work' });
  });

  it('claims and submits it (their own work), but approving is refused and not offered', async () => {
    expect((await post('admin', `/api/jobs/${job.id}/claim`)).statusCode).toBe(200);
    const submitted = await post('admin', `/api/jobs/${job.id}/submit`);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().job.actions).not.toContain('approve');
    const approved = await post('admin', `/api/jobs/${job.id}/approve`);
    expect(approved.statusCode).toBe(403);
    expect(approved.json().message).toBe(OWN_JOB);
    expect((await jobRow(job.id)).status).toBe('pending');
  });

  it('sets no status, bonus or paid mark on it; another admin may', async () => {
    for (const [url, payload] of [
      [`/api/jobs/${job.id}/status`, { status: 'completed' }],
      [`/api/jobs/${job.id}/bonus`, { bonus: 50 }],
      [`/api/jobs/${job.id}/release-user`, undefined],
    ] as const) {
      const response = await post('admin', url, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(OWN_JOB);
    }
    expect((await jobRow(job.id)).bonus).toBe(0);

    expect((await post('otherAdmin', `/api/jobs/${job.id}/approve`)).statusCode).toBe(200);
    const paid = await post('admin', `/api/jobs/${job.id}/paid`);
    expect(paid.statusCode).toBe(403);
    expect(paid.json().message).toBe(OWN_JOB);
    expect((await jobRow(job.id)).paid_at).toBeNull();
    const bonusPaid = await post('admin', `/api/jobs/${job.id}/bonus`, { bonus: 10 });
    expect(bonusPaid.statusCode).toBe(403);
    expect((await post('otherAdmin', `/api/jobs/${job.id}/bonus`, { bonus: 10 })).statusCode).toBe(200);
    expect((await post('admin', `/api/jobs/${job.id}/bonus/paid`)).statusCode).toBe(403);
    expect((await post('otherAdmin', `/api/jobs/${job.id}/paid`)).statusCode).toBe(200);
  });

  it('cannot delete it', async () => {
    const fresh = await createJob(t.db, { project, jobType: 'other', status: 'inprogress', claimedBy: admin });
    const response = await call(t.app, 'DELETE', `/api/jobs/${fresh.id}`, { cookie: cookie.admin });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(OWN_JOB);
  });
});

describe("a PM cannot fix their own pay on their own project's job", () => {
  it('the claimant PM may not approve or reject; a fellow PM of the project may', async () => {
    const job = await createJob(t.db, { project, jobType: 'project-manager', status: 'pending', claimedBy: pm });
    for (const action of ['approve', 'reject', 'release-user']) {
      const response = await post('pm', `/api/jobs/${job.id}/${action}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(OWN_JOB);
    }
    const viewed = await call(t.app, 'GET', `/api/jobs/${job.id}`, { cookie: cookie.pm });
    expect(viewed.json().job.actions).toEqual(expect.arrayContaining(['release']));
    expect(viewed.json().job.actions).not.toEqual(expect.arrayContaining(['approve']));
    const approved = await post('otherPm', `/api/jobs/${job.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect((await jobRow(job.id)).status).toBe('completed');
  });
});
