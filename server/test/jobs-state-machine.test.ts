// The job state machine of DECISIONS "Jobs", end to end: every action × every status × every kind of caller,
// with the expected answer worked out here from the decisions' table (not from the server's own table).
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createJob, createProject, createUser, type Project, type User } from './factories';

let t: TestApp;
let project: Project;
const users = {} as Record<Kind, User>;
const cookies = {} as Record<Kind, string>;

type Kind = 'admin' | 'pm' | 'otherPm' | 'claimant' | 'rival' | 'noRole' | 'staff';
type Status = 'open' | 'inprogress' | 'pending' | 'completed';
const KINDS: Kind[] = ['admin', 'pm', 'otherPm', 'claimant', 'rival', 'noRole', 'staff'];
const STATUSES: Status[] = ['open', 'inprogress', 'pending', 'completed'];

beforeAll(async () => {
  t = await createTestApp();
  users.admin = await createUser(t.db, { level: 'admin' });
  users.pm = await createUser(t.db, { level: 'staff', roles: ['project-manager'] });
  users.otherPm = await createUser(t.db, { level: 'staff', roles: ['project-manager', 'voice'] });
  users.claimant = await createUser(t.db, { level: 'freelancer', roles: ['script'], roleLevels: { script: 3 } });
  users.rival = await createUser(t.db, { level: 'freelancer', roles: ['script'] });
  users.noRole = await createUser(t.db, { level: 'freelancer', roles: ['voice'] });
  users.staff = await createUser(t.db, { level: 'staff', roles: ['storyboard'] });
  project = await createProject(t.db, { collaborators: [users.pm, users.staff] });
  await createProject(t.db, { collaborators: [users.otherPm] });
  for (const kind of KINDS) cookies[kind] = await signIn(t.db, users[kind]);
});
afterAll(() => t.close());

/** DECISIONS "Jobs": from which statuses each action may start, and where it leads. */
const FROM: Record<string, Status[]> = {
  claim: ['open'],
  release: ['inprogress', 'pending'],
  submit: ['inprogress'],
  'release-user': ['inprogress'],
  reject: ['pending'],
  approve: ['pending', 'inprogress'],
  paid: ['completed'],
  unpaid: ['completed'],
};
const TO: Record<string, Status> = {
  claim: 'inprogress',
  release: 'open',
  submit: 'pending',
  'release-user': 'open',
  reject: 'inprogress',
  approve: 'completed',
};

/** Who may take each action, whatever the status: holders of the role, the claimant, the project's PMs, admins. */
function mayAct(action: string, kind: Kind, status: Status): boolean {
  switch (action) {
    case 'claim':
      return kind === 'claimant' || kind === 'rival';
    case 'release':
    case 'submit':
      return kind === 'claimant' && status !== 'open';
    case 'release-user':
    case 'reject':
    case 'approve':
      return kind === 'admin' || kind === 'pm';
    default:
      return kind === 'admin';
  }
}

/** Who sees the job: its project's PMs, its claimant, and whoever may claim it while it is open. */
function maySee(kind: Kind, status: Status): boolean {
  if (kind === 'admin' || kind === 'pm') return true;
  if (kind === 'claimant') return true;
  return kind === 'rival' && status === 'open';
}

function expected(action: string, kind: Kind, status: Status): number {
  const acts = mayAct(action, kind, status);
  if (!acts && !maySee(kind, status)) return 404;
  if (!acts) return 403;
  if (!FROM[action].includes(status)) return 409;
  return 200;
}

const cases = Object.keys(FROM).flatMap((action) =>
  STATUSES.flatMap((status) => KINDS.map((kind) => [action, status, kind] as const)),
);

describe('POST /api/jobs/{id}/{action}', () => {
  it.each(cases)('%s on a %s job by %s', async (action, status, kind) => {
    // `unpaid` is tried on paid jobs (on an unpaid one it has nothing to undo).
    const paidAt = action === 'unpaid' && status === 'completed' ? new Date() : undefined;
    const job = await createJob(t.db, {
      project,
      jobType: 'script',
      status,
      claimedBy: status === 'open' ? undefined : users.claimant,
      prices: { '1': 10, '2': 20, '3': 30 },
      paidAt,
    });
    const response = await call(t.app, 'POST', `/api/jobs/${job.id}/${action}`, { cookie: cookies[kind] });
    const code = expected(action, kind, status);
    expect({ code: response.statusCode, message: typeof response.json().message }).toEqual({ code, message: 'string' });

    const row = await t.db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    if (code !== 200) {
      // Refused: nothing changed.
      expect({ status: row.status, claimedBy: row.claimed_by, paid: row.paid_at !== null }).toEqual({
        status,
        claimedBy: job.claimed_by,
        paid: paidAt !== undefined,
      });
      if (action === 'claim' && code === 409) expect(response.json().message).toBe('Job already claimed');
      return;
    }
    const answer = response.json();
    expect(answer.job.status).toBe(TO[action] ?? status);
    expect(row.status).toBe(TO[action] ?? status);
    if (action === 'claim') expect(row.claimed_by).toBe(users[kind].id);
    if (action === 'release' || action === 'release-user') expect(row.claimed_by).toBeNull();
    if (action === 'approve') expect(row.amount_owed).toBe(30); // the claimant's star level 3
    if (action === 'paid') expect(row.paid_at).not.toBeNull();
    if (action === 'unpaid') expect(row.paid_at).toBeNull();
  });
});

describe('bonus, status and delete', () => {
  const act = (kind: Kind, method: 'POST' | 'DELETE', url: string, payload?: object) =>
    call(t.app, method, url, { cookie: cookies[kind], payload });

  it('only admins add, change, pay and remove a bonus; a paid bonus is in the ledger and never changes again', async () => {
    const job = await createJob(t.db, { project, status: 'completed', claimedBy: users.claimant });
    for (const kind of ['pm', 'claimant'] as const)
      expect((await act(kind, 'POST', `/api/jobs/${job.id}/bonus`, { bonus: 5 })).statusCode).toBe(403);
    expect((await act('admin', 'POST', `/api/jobs/${job.id}/bonus/paid`)).json().message).toBe('This job has no bonus');
    const added = await act('admin', 'POST', `/api/jobs/${job.id}/bonus`, { bonus: 12.5 });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ message: 'Bonus saved', job: { bonus: 12.5, bonusBy: null } });
    const paid = await act('admin', 'POST', `/api/jobs/${job.id}/bonus/paid`);
    expect(paid.json().job.bonusBy).toEqual(expect.any(String));
    expect((await act('admin', 'POST', `/api/jobs/${job.id}/bonus`, { bonus: 20 })).statusCode).toBe(409);
    expect((await act('admin', 'POST', `/api/jobs/${job.id}/bonus/remove`)).statusCode).toBe(409);
    const undo = await act('admin', 'POST', `/api/jobs/${job.id}/bonus/unpaid`);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toMatch(
      /^Paid in the payment recorded by .+ on \d{4}-\d{2}-\d{2}: a recorded payment is never undone$/,
    );
    const other = await createJob(t.db, { project, status: 'completed', claimedBy: users.claimant, bonus: 7 });
    const removed = await act('admin', 'POST', `/api/jobs/${other.id}/bonus/remove`);
    expect(removed.json()).toMatchObject({ message: 'Bonus removed', job: { bonus: 0 } });
  });

  it('a bonus can be paid only on a completed job', async () => {
    const job = await createJob(t.db, { project, status: 'inprogress', claimedBy: users.claimant, bonus: 5 });
    expect((await act('admin', 'POST', `/api/jobs/${job.id}/bonus/paid`)).statusCode).toBe(409);
  });

  it("the project's PMs set any status; the claimant and others may not", async () => {
    const job = await createJob(t.db, {
      project,
      status: 'pending',
      claimedBy: users.claimant,
      prices: { '1': 1, '2': 2, '3': 3 },
    });
    expect((await act('claimant', 'POST', `/api/jobs/${job.id}/status`, { status: 'completed' })).statusCode).toBe(403);
    expect((await act('otherPm', 'POST', `/api/jobs/${job.id}/status`, { status: 'completed' })).statusCode).toBe(404);
    const completed = await act('pm', 'POST', `/api/jobs/${job.id}/status`, { status: 'completed' });
    expect(completed.json()).toMatchObject({ message: 'Job status updated', job: { status: 'completed' } });
    expect(
      (await t.db.selectFrom('jobs').select('amount_owed').where('id', '=', job.id).executeTakeFirstOrThrow()).amount_owed,
    ).toBe(3);
    const reopened = await act('admin', 'POST', `/api/jobs/${job.id}/status`, { status: 'open' });
    expect(reopened.json().job).toMatchObject({ status: 'open', claimedBy: null });
    expect(
      await t.db.selectFrom('jobs').select(['amount_owed', 'approved_at']).where('id', '=', job.id).executeTakeFirstOrThrow(),
    ).toEqual({
      amount_owed: null,
      approved_at: null,
    });
    const unclaimed = await act('pm', 'POST', `/api/jobs/${job.id}/status`, { status: 'inprogress' });
    expect(unclaimed.statusCode).toBe(409);
    expect(unclaimed.json().message).toBe('Nobody has claimed this job yet');
  });

  it('a paid job keeps its status until it is marked unpaid', async () => {
    const job = await createJob(t.db, { project, status: 'completed', claimedBy: users.claimant, paidAt: new Date() });
    const refused = await act('pm', 'POST', `/api/jobs/${job.id}/status`, { status: 'pending' });
    expect(refused.statusCode).toBe(409);
    expect((await act('admin', 'POST', `/api/jobs/${job.id}/unpaid`)).json().job.paidBy).toBeNull();
    expect((await act('pm', 'POST', `/api/jobs/${job.id}/status`, { status: 'pending' })).json().job.status).toBe('pending');
  });

  it('the project\'s PMs delete a job ("Job removed"), never a paid one', async () => {
    const job = await createJob(t.db, { project });
    expect((await act('claimant', 'DELETE', `/api/jobs/${job.id}`)).statusCode).toBe(403);
    expect((await act('otherPm', 'DELETE', `/api/jobs/${job.id}`)).statusCode).toBe(404);
    expect((await act('pm', 'DELETE', `/api/jobs/${job.id}`)).json()).toEqual({ message: 'Job removed' });
    expect((await act('pm', 'DELETE', `/api/jobs/${job.id}`)).statusCode).toBe(404);
    const paid = await createJob(t.db, { project, status: 'completed', claimedBy: users.claimant, paidAt: new Date() });
    const refused = await act('admin', 'DELETE', `/api/jobs/${paid.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A paid job cannot be removed');
    expect(await t.db.selectFrom('jobs').select('id').where('id', '=', paid.id).executeTakeFirst()).toBeDefined();
  });

  it("an approved job keeps the pay it was approved at, whatever happens to the claimant's level later", async () => {
    const job = await createJob(t.db, {
      project,
      status: 'pending',
      claimedBy: users.claimant,
      prices: { '1': 10, '2': 20, '3': 30 },
      bonus: 4,
    });
    await act('pm', 'POST', `/api/jobs/${job.id}/approve`);
    await t.db
      .updateTable('users')
      .set({ role_levels: JSON.stringify({ script: 1 }) })
      .where('id', '=', users.claimant.id)
      .execute();
    await act('admin', 'POST', `/api/jobs/${job.id}/paid`);
    const row = await t.db.selectFrom('jobs').select(['amount_owed', 'bonus']).where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ amount_owed: 30, bonus: 4 });
    await t.db
      .updateTable('users')
      .set({ role_levels: JSON.stringify({ script: 3 }) })
      .where('id', '=', users.claimant.id)
      .execute();
  });
});

describe('two callers at once', () => {
  it('of ten simultaneous claims exactly one wins; the others hear "Job already claimed"', async () => {
    const job = await createJob(t.db, { project, jobType: 'script' });
    const claimers = await Promise.all(
      Array.from({ length: 10 }, () => createUser(t.db, { level: 'freelancer', roles: ['script'] })),
    );
    const claimerCookies = await Promise.all(claimers.map((user) => signIn(t.db, user)));
    const answers = await Promise.all(
      claimerCookies.map((cookie) => call(t.app, 'POST', `/api/jobs/${job.id}/claim`, { cookie })),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    const winner = claimers[answers.findIndex((answer) => answer.statusCode === 200)];
    for (const answer of answers.filter((a) => a.statusCode === 409)) expect(answer.json().message).toBe('Job already claimed');
    const row = await t.db.selectFrom('jobs').select(['status', 'claimed_by']).where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'inprogress', claimed_by: winner.id });
    // One claim, one notification to the project's PM.
    const notices = await t.db
      .selectFrom('notifications')
      .select('count')
      .where('user_id', '=', users.pm.id)
      .where('url', '=', `/app/jobs/${job.id}`)
      .execute();
    expect(notices).toEqual([{ count: 1 }]);
  });

  it('an approval racing a release: one of them happens, the other is told why not', async () => {
    const job = await createJob(t.db, { project, status: 'pending', claimedBy: users.claimant });
    const [approve, release] = await Promise.all([
      call(t.app, 'POST', `/api/jobs/${job.id}/approve`, { cookie: cookies.pm }),
      call(t.app, 'POST', `/api/jobs/${job.id}/release`, { cookie: cookies.claimant }),
    ]);
    expect([approve.statusCode, release.statusCode].sort()).toEqual([200, 409]);
    const row = await t.db.selectFrom('jobs').select('status').where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(row.status).toBe(approve.statusCode === 200 ? 'completed' : 'open');
  });
});
