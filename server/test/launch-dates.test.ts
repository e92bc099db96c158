// Planned launch dates (issue 24): "Mark as Ready" asks for the planned launch date of each platform the project
// launches on (its checklist's launch steps); a missing, malformed or past date is refused with 400 naming the
// field, in English and Thai, and nothing is written; the dates are stored and logged; ticking the Facebook launch
// sets fbLaunchDate from the Facebook date (now when none was planned). Who may mark ready: the permission matrix in
// projects-workflow.test.ts (the PMs and admins).
import { newChecklist } from '../src/domain/checklist';
import { call, createTestApp, namedField, type TestApp } from './helper';
import { createProjectCallers, type ProjectCallers } from './project-callers';
import { freshProject, post, snapshot } from './project-workflow-support';

let t: TestApp;
let c: ProjectCallers;

beforeAll(async () => {
  t = await createTestApp();
  c = await createProjectCallers(t);
});
afterAll(() => t.close());

const launchDates = (projectId: string) =>
  t.db
    .selectFrom('project_launch_dates')
    .select(['platform', 'set_by'])
    .select((eb) => eb.fn<string>('to_char', ['planned_on', eb.val('YYYY-MM-DD')]).as('date'))
    .where('project_id', '=', projectId)
    .orderBy('platform')
    .execute();

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 24 * 3600 * 1000).toISOString().slice(0, 10);

describe('POST /api/projects/{id}/ready with launch dates', () => {
  it('stores the planned date of each platform, who set it, and replaces them when marked ready again', async () => {
    const project = await freshProject(t, c, { status: 'finalizing' });
    const first = await post(t, c, 'projectPm', `/api/projects/${project.id}/ready`, {
      launchDates: { fb: '2099-03-01', yt: '2099-03-02' },
    });
    expect(first.statusCode).toBe(200);
    expect(await launchDates(project.id)).toEqual([
      { platform: 'fb', set_by: c.users.projectPm.id, date: '2099-03-01' },
      { platform: 'yt', set_by: c.users.projectPm.id, date: '2099-03-02' },
    ]);
    await t.db.updateTable('projects').set({ status: 'finalizing' }).where('id', '=', project.id).execute();
    const again = await post(t, c, 'admin', `/api/projects/${project.id}/ready`, {
      launchDates: { fb: '2099-04-01', yt: '2099-04-02' },
    });
    expect(again.statusCode).toBe(200);
    expect((await launchDates(project.id)).map((row) => row.date)).toEqual(['2099-04-01', '2099-04-02']);
  });

  it("shows the planned days on the project's page to its PMs, never to those who may not see its internals", async () => {
    const project = await freshProject(t, c, { status: 'finalizing' });
    const before = await call(t.app, 'GET', `/api/projects/${project.id}`, { cookie: c.cookies.projectPm });
    expect(before.json().project.meta.plannedLaunches).toEqual({ fb: null, yt: null });
    await post(t, c, 'projectPm', `/api/projects/${project.id}/ready`, { launchDates: { fb: '2099-03-01', yt: '2099-03-02' } });
    const page = await call(t.app, 'GET', `/api/projects/${project.id}`, { cookie: c.cookies.projectPm });
    expect(page.json().project.meta.plannedLaunches).toEqual({ fb: '2099-03-01', yt: '2099-03-02' });
    const client = await call(t.app, 'GET', `/api/projects/${project.id}`, { cookie: c.cookies.clientCollaborator });
    expect(client.statusCode).toBe(200);
    expect(client.json().project.meta).toBeUndefined();
  });

  it('accepts today', async () => {
    const project = await freshProject(t, c, { status: 'finalizing' });
    const today = isoDay(0);
    const response = await post(t, c, 'projectPm', `/api/projects/${project.id}/ready`, {
      launchDates: { fb: today, yt: today },
    });
    expect(response.statusCode).toBe(200);
  });

  it('asks only for the platforms whose launch step the checklist holds', async () => {
    const checklist = newChecklist().filter((step) => step.id !== 'youTube-launch');
    const project = await freshProject(t, c, { status: 'finalizing', checklist: JSON.stringify(checklist) });
    const response = await post(t, c, 'projectPm', `/api/projects/${project.id}/ready`, {
      launchDates: { fb: '2099-05-05' },
    });
    expect(response.statusCode).toBe(200);
    expect((await launchDates(project.id)).map((row) => row.platform)).toEqual(['fb']);
  });

  it.each([
    ['no body', undefined, /not in the expected form/],
    ['no Facebook date', { launchDates: { yt: '2099-01-01' } }, /launchDates\.fb.*Facebook launch date/],
    ['no YouTube date', { launchDates: { fb: '2099-01-01' } }, /launchDates\.yt.*YouTube launch date/],
    ['a past date', { launchDates: { fb: '2099-01-01', yt: '2020-01-01' } }, /launchDates\.yt.*must not be in the past/],
    ['yesterday', { launchDates: { fb: isoDay(-2), yt: '2099-01-01' } }, /launchDates\.fb.*must not be in the past/],
    ['not a date', { launchDates: { fb: 'soon', yt: '2099-01-01' } }, /launchDates.*fb/],
    ['a day that does not exist', { launchDates: { fb: '2099-02-30', yt: '2099-01-01' } }, /launchDates.*fb/],
    ['an unknown platform', { launchDates: { fb: '2099-01-01', yt: '2099-01-01', tiktok: '2099-01-01' } }, /tiktok/],
  ])('refuses %s with 400 naming the field, writing nothing', async (_name, body, message) => {
    const project = await freshProject(t, c, { status: 'finalizing' });
    const before = await snapshot(t, project.id);
    const response = await post(t, c, 'projectPm', `/api/projects/${project.id}/ready`, body);
    expect(response.statusCode).toBe(400);
    expect(namedField(response.json())).toMatch(message);
    expect(await snapshot(t, project.id)).toEqual(before);
    expect(await launchDates(project.id)).toEqual([]);
  });

  it('says it in Thai to a Thai reader', async () => {
    const project = await freshProject(t, c, { status: 'finalizing' });
    const response = await call(t.app, 'POST', `/api/projects/${project.id}/ready`, {
      cookie: c.cookies.projectPm,
      headers: { 'accept-language': 'th' },
      payload: { launchDates: { yt: '2099-01-01' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('launchDates.fb: กรุณาระบุวันที่วางแผนเปิดตัวบน Facebook');
  });
});

describe('the Facebook launch date', () => {
  const tickFacebook = (projectId: string) =>
    post(t, c, 'admin', `/api/projects/${projectId}/checklist/item`, { id: 'facebook-launch', checked: true });

  it('is the date planned at Mark as Ready once the Facebook launch is ticked', async () => {
    const project = await freshProject(t, c, { status: 'finalizing' });
    await post(t, c, 'projectPm', `/api/projects/${project.id}/ready`, {
      launchDates: { fb: '2099-06-15', yt: '2099-06-16' },
    });
    const response = await tickFacebook(project.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().project.meta.fbLaunchDate).toBe('2099-06-15T12:00:00.000Z');
  });

  it('is the moment of ticking when no date was planned', async () => {
    const project = await freshProject(t, c, { status: 'ready' });
    const before = Date.now();
    const response = await tickFacebook(project.id);
    const stamped = new Date(response.json().project.meta.fbLaunchDate).getTime();
    expect(stamped).toBeGreaterThanOrEqual(before - 1000);
    expect(stamped).toBeLessThanOrEqual(Date.now() + 1000);
  });
});
