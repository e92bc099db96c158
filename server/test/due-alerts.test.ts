// Late alerts (issue 24): the pass `runDueAlerts(db, now)` with the clock moved by the test. The claimant hears a day
// before the due date, the project's PMs once it passes; each alert once (a second pass, or two racing, send nothing
// more); a new due date arms them again; a muted alert is recorded and not sent; completed jobs are left alone. The
// pass runs as the queue's scheduled job `due-alerts` (pg-boss on PostgreSQL, the local runner on PGlite).
import { DEFAULT_DUE_ALERTS_CRON } from '../src/config';
import type { JobHandler, JobQueue } from '../src/queue';
import { DUE_ALERTS_JOB, registerDueAlertJobs, runDueAlerts } from '../src/services/due-alerts';
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createJob, createProject, createUser, type Job, type Project, type User } from './factories';
import { until } from './support/until';

let t: TestApp;
let pm: User, otherPm: User, claimant: User, admin: User;
let project: Project;

const HOUR = 3_600_000;
const T0 = new Date('2030-01-10T12:00:00.000Z');
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { level: 'admin', name: 'Ada Admin' });
  pm = await createUser(t.db, { level: 'staff', roles: ['project-manager'], name: 'Paul PM' });
  otherPm = await createUser(t.db, { level: 'staff', roles: ['project-manager'], name: 'Olga Other' });
  claimant = await createUser(t.db, { level: 'freelancer', roles: ['script'], name: 'Cleo Claimant' });
  project = await createProject(t.db, { title: 'Late *Night*', collaborators: [pm, claimant] });
});
afterAll(() => t.close());

async function jobDueAt(hours: number, status: 'open' | 'inprogress' | 'pending' | 'completed' = 'inprogress'): Promise<Job> {
  const job = await createJob(t.db, {
    project,
    claimedBy: status === 'open' ? undefined : claimant,
    status,
  });
  await t.db
    .updateTable('jobs')
    .set({ due_at: at(hours) })
    .where('id', '=', job.id)
    .execute();
  return job;
}
const alertsOf = (user: User, job: Job) =>
  t.db
    .selectFrom('notifications')
    .select(['action_type', 'text', 'url', 'count', 'actor_id'])
    .where('user_id', '=', user.id)
    .where('item_id', '=', job.id)
    .where('action_type', 'in', ['job/due-soon', 'job/overdue'])
    .execute();
const clearNotifications = () => t.db.deleteFrom('notifications').execute();

describe('runDueAlerts', () => {
  beforeEach(async () => {
    await clearNotifications();
    await t.db.deleteFrom('job_due_alerts').execute();
    await t.db.updateTable('jobs').set({ due_at: null }).execute();
  });

  it('the claimant hears once, a day before; not earlier; the PMs not yet', async () => {
    const job = await jobDueAt(30);
    expect(await runDueAlerts(t.db, T0)).toEqual({ dueSoon: 0, overdue: 0 });
    expect(await alertsOf(claimant, job)).toEqual([]);

    expect(await runDueAlerts(t.db, at(6.5))).toEqual({ dueSoon: 1, overdue: 0 });
    expect(await alertsOf(claimant, job)).toEqual([
      {
        action_type: 'job/due-soon',
        text: 'Your **Script Writing** job in **Late \\*Night\\*** is due in less than a day',
        url: `/app/jobs/${job.id}`,
        count: 1,
        actor_id: null,
      },
    ]);
    expect(await alertsOf(pm, job)).toEqual([]);

    expect(await runDueAlerts(t.db, at(7))).toEqual({ dueSoon: 0, overdue: 0 });
    expect(await runDueAlerts(t.db, at(29))).toEqual({ dueSoon: 0, overdue: 0 });
    expect((await alertsOf(claimant, job))[0].count).toBe(1);
  });

  it("the project's PMs (and admins) hear once when the job passes its due date; PMs of other projects never", async () => {
    const job = await jobDueAt(2);
    await runDueAlerts(t.db, at(1));
    expect(await alertsOf(pm, job)).toEqual([]);
    expect(await runDueAlerts(t.db, at(2))).toEqual({ dueSoon: 0, overdue: 1 });
    const [alert] = await alertsOf(pm, job);
    expect(alert).toMatchObject({
      action_type: 'job/overdue',
      text: 'The **Script Writing** job in **Late \\*Night\\*** is past its due date',
      count: 1,
    });
    expect(await alertsOf(admin, job)).toHaveLength(1);
    expect(await alertsOf(otherPm, job)).toEqual([]);
    expect(await alertsOf(claimant, job)).toHaveLength(1); // its due-soon alert, not an overdue one
    expect((await alertsOf(claimant, job))[0].action_type).toBe('job/due-soon');

    expect(await runDueAlerts(t.db, at(50))).toEqual({ dueSoon: 0, overdue: 0 });
    expect((await alertsOf(pm, job))[0].count).toBe(1);
  });

  it('an open job past its due date alerts the PMs; a pending or completed one nobody', async () => {
    const open = await jobDueAt(1, 'open');
    const pending = await jobDueAt(1, 'pending');
    const done = await jobDueAt(1, 'completed');
    expect(await runDueAlerts(t.db, at(3))).toEqual({ dueSoon: 0, overdue: 1 });
    expect(await alertsOf(pm, open)).toHaveLength(1);
    expect(await alertsOf(pm, pending)).toEqual([]);
    expect(await alertsOf(pm, done)).toEqual([]);
    expect(await alertsOf(claimant, pending)).toEqual([]);
  });

  it('a new due date arms the alerts again', async () => {
    const job = await jobDueAt(2);
    await runDueAlerts(t.db, at(3));
    await t.db.updateTable('notifications').set({ read: true }).execute();
    await t.db
      .updateTable('jobs')
      .set({ due_at: at(40) })
      .where('id', '=', job.id)
      .execute();
    expect(await runDueAlerts(t.db, at(20))).toEqual({ dueSoon: 1, overdue: 0 });
    expect(await runDueAlerts(t.db, at(41))).toEqual({ dueSoon: 0, overdue: 1 });
  });

  it('two passes racing send each alert once', async () => {
    const job = await jobDueAt(1);
    const results = await Promise.all([runDueAlerts(t.db, at(2)), runDueAlerts(t.db, at(2)), runDueAlerts(t.db, at(2))]);
    expect(results.reduce((sum, r) => sum + r.overdue + r.dueSoon, 0)).toBe(1);
    expect(await alertsOf(pm, job)).toEqual([expect.objectContaining({ count: 1 })]);
    const recorded = await t.db.selectFrom('job_due_alerts').selectAll().where('job_id', '=', job.id).execute();
    expect(recorded).toHaveLength(1);
  });

  it('muteable like every notification: a PM who muted the job hears nothing, the others do', async () => {
    const job = await jobDueAt(1);
    const cookie = await signIn(t.db, pm);
    const muted = await call(t.app, 'POST', '/api/notifs/config', {
      cookie,
      payload: { itemId: job.id, actionType: 'job/overdue', disabled: true },
    });
    expect(muted.statusCode).toBe(200);
    await runDueAlerts(t.db, at(2));
    expect(await alertsOf(pm, job)).toEqual([]);
    expect(await alertsOf(admin, job)).toHaveLength(1);
    // Muted is not "owed later": unmuting does not bring an old alert back.
    await call(t.app, 'POST', '/api/notifs/config', {
      cookie,
      payload: { itemId: job.id, actionType: 'job/overdue', disabled: false },
    });
    expect(await runDueAlerts(t.db, at(3))).toEqual({ dueSoon: 0, overdue: 0 });
  });

  it('a Thai reader reads the alert in Thai', async () => {
    const job = await jobDueAt(1);
    await runDueAlerts(t.db, at(2));
    const row = await t.db
      .selectFrom('notifications')
      .select('rendered')
      .where('user_id', '=', pm.id)
      .where('item_id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect((row.rendered as { th: { text: string } }).th.text).toContain('เลยกำหนดส่งแล้ว');
  });
});

describe('the scheduled queue job', () => {
  beforeEach(async () => {
    await clearNotifications();
    await t.db.deleteFrom('job_due_alerts').execute();
    await t.db.updateTable('jobs').set({ due_at: null }).execute();
  });

  /** Two in-progress jobs of the claimant: one due in 12 hours, one an hour past due (by the real clock). */
  async function soonAndLate(): Promise<{ soon: Job; late: Job }> {
    const soon = await createJob(t.db, { project, claimedBy: claimant, status: 'inprogress' });
    const late = await createJob(t.db, { project, claimedBy: claimant, status: 'inprogress' });
    await t.db
      .updateTable('jobs')
      .set({ due_at: new Date(Date.now() + 12 * HOUR) })
      .where('id', '=', soon.id)
      .execute();
    await t.db
      .updateTable('jobs')
      .set({ due_at: new Date(Date.now() - HOUR) })
      .where('id', '=', late.id)
      .execute();
    return { soon, late };
  }

  it('is registered with its schedule (once per slot across instances); each run is one pass, never alerting twice', async () => {
    const handlers = new Map<string, JobHandler<object>>();
    const schedules: Array<[string, string]> = [];
    const queue: Pick<JobQueue, 'work' | 'schedule'> = {
      work: <T extends object>(name: string, handler: JobHandler<T>) => void handlers.set(name, handler as JobHandler<object>),
      schedule: (name: string, cron: string) => void schedules.push([name, cron]),
    };
    registerDueAlertJobs({ db: t.db, config: t.config, queue: queue as JobQueue, log: t.app.log });
    expect([...handlers.keys()]).toEqual([DUE_ALERTS_JOB]);
    expect(schedules).toEqual([[DUE_ALERTS_JOB, DEFAULT_DUE_ALERTS_CRON]]);

    const { soon, late } = await soonAndLate();
    const run = handlers.get(DUE_ALERTS_JOB)!;
    await run({});
    await run({});
    expect(await alertsOf(claimant, soon)).toEqual([expect.objectContaining({ action_type: 'job/due-soon', count: 1 })]);
    expect(await alertsOf(pm, late)).toEqual([expect.objectContaining({ action_type: 'job/overdue', count: 1 })]);

    registerDueAlertJobs({
      db: t.db,
      config: { ...t.config, dueAlertsCron: '0 * * * *' },
      queue: queue as JobQueue,
      log: t.app.log,
    });
    expect(schedules[1]).toEqual([DUE_ALERTS_JOB, '0 * * * *']);
  });

  it("the app's own queue runs the pass when the job fires", async () => {
    const { soon, late } = await soonAndLate();
    await t.app.queue.enqueue(DUE_ALERTS_JOB, {});
    await until(async () => (await alertsOf(pm, late)).length === 1, 'the overdue alert');
    await until(async () => (await alertsOf(claimant, soon)).length === 1, 'the due-soon alert');
  });
});
