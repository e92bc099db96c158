// The studio calendar (issue 24): GET /api/calendar?from&to answers the planned launches and the jobs due in a range
// of days — a PM the projects they manage, an admin every project, nobody else; trashed projects left out; a bad
// range refused with 400 naming the field. The permission matrix covers the nine kinds of caller.
import { call, createTestApp, namedField, type TestApp } from './helper';
import { createJob, createProject } from './factories';
import { CALLERS, createProjectCallers, type Caller, type ProjectCallers } from './project-callers';

let t: TestApp;
let c: ProjectCallers;
let managed: { id: string };
let other: { id: string };
let trashed: { id: string };

const RANGE = 'from=2099-03-01&to=2099-03-31';

beforeAll(async () => {
  t = await createTestApp();
  c = await createProjectCallers(t);
  managed = await createProject(t.db, { title: 'Managed', status: 'ready', collaborators: [c.users.projectPm] });
  other = await createProject(t.db, { title: 'Someone else', status: 'ready', collaborators: [c.users.otherPm] });
  trashed = await createProject(t.db, { title: 'Trashed', status: 'trash', collaborators: [c.users.projectPm] });
  const launch = (projectId: string, platform: 'fb' | 'yt', date: string) =>
    t.db.insertInto('project_launch_dates').values({ project_id: projectId, platform, planned_on: date }).execute();
  await launch(managed.id, 'fb', '2099-03-10');
  await launch(managed.id, 'yt', '2099-04-02');
  await launch(other.id, 'yt', '2099-03-11');
  await launch(trashed.id, 'fb', '2099-03-12');
  const job = async (project: { id: string }, title: string, due: string | null) => {
    const created = await createJob(t.db, { project: project as never, jobType: 'other', title });
    await t.db.updateTable('jobs').set({ due_at: due }).where('id', '=', created.id).execute();
    return created;
  };
  await job(managed, 'Due in March', '2099-03-20T10:00:00Z');
  await job(managed, 'Due just before the range in UTC, on March 1st east of it', '2099-02-28T20:00:00Z');
  await job(managed, 'Due in May', '2099-05-20T10:00:00Z');
  await job(managed, 'No due date', null);
  await job(other, 'Other project in March', '2099-03-21T10:00:00Z');
  await job(trashed, 'Trashed project in March', '2099-03-22T10:00:00Z');
});
afterAll(() => t.close());

const read = (caller: Caller, query = RANGE, headers: Record<string, string> = {}) =>
  call(t.app, 'GET', `/api/calendar?${query}`, { cookie: c.cookies[caller], headers });

describe('GET /api/calendar', () => {
  it('permission matrix: PMs and admins only', async () => {
    const expected: Record<Caller, number> = {
      anonymous: 401,
      clientCollaborator: 403,
      clientOutsider: 403,
      freelancerWithoutTerms: 403,
      freelancer: 403,
      staff: 403,
      projectPm: 200,
      otherPm: 200,
      admin: 200,
    };
    const got = {} as Record<Caller, number>;
    for (const caller of CALLERS) got[caller] = (await read(caller)).statusCode;
    expect(got).toEqual(expected);
  });

  it("a PM sees the launches and due jobs of the projects they manage, in the range's days, soonest first", async () => {
    const body = (await read('projectPm')).json();
    expect(body.launches).toEqual([
      { projectId: managed.id, projectTitle: 'Managed', projectStatus: 'ready', platform: 'fb', date: '2099-03-10' },
    ]);
    expect(body.jobs.map((job: { title: string }) => job.title)).toEqual([
      'Due just before the range in UTC, on March 1st east of it',
      'Due in March',
    ]);
    expect(body.jobs[1]).toMatchObject({ projectId: managed.id, projectTitle: 'Managed', dueAt: '2099-03-20T10:00:00.000Z' });
    expect(body.truncated).toBe(false);
  });

  it('an admin sees every project but the trashed ones', async () => {
    const body = (await read('admin')).json();
    expect(body.launches.map((launch: { projectTitle: string }) => launch.projectTitle)).toEqual(['Managed', 'Someone else']);
    expect(body.jobs.map((job: { title: string }) => job.title)).toEqual([
      'Due just before the range in UTC, on March 1st east of it',
      'Due in March',
      'Other project in March',
    ]);
  });

  it.each([
    ['to before from', 'from=2099-03-10&to=2099-03-01', /to must not be before from/],
    ['a range over 62 days', 'from=2099-01-01&to=2099-03-05', /to must be at most 62 days after from/],
    ['a missing day', 'from=2099-01-01', /to/],
    ['not a day', 'from=2099-01-01&to=soon', /to/],
  ])('refuses %s with 400 naming the field', async (_name, query, message) => {
    const response = await read('admin', query);
    expect(response.statusCode).toBe(400);
    expect(namedField(response.json())).toMatch(message);
  });

  it('says so in Thai to a Thai reader', async () => {
    const response = await read('admin', 'from=2099-03-10&to=2099-03-01', { 'accept-language': 'th' });
    expect(response.json().message).toBe('วันสิ้นสุด (to) ต้องไม่อยู่ก่อนวันเริ่มต้น (from)');
  });
});
