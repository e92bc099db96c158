// The project page's header calls (issue 8): rename, flags (starred, performance-based), My List, the meta
// flags, and the PM logs. Who may (the nine callers), the effects, bad bodies (400, nothing written), and that
// none of them notifies anybody.
import { call, createTestApp, type TestApp } from './helper';
import { createProjectCallers, type Caller, type ProjectCallers } from './project-callers';
import { expectedCodes, freshProject, post, runMatrix, snapshot } from './project-workflow-support';

let t: TestApp;
let c: ProjectCallers;

beforeAll(async () => {
  t = await createTestApp();
  c = await createProjectCallers(t);
});
afterAll(() => t.close());

const row = (id: string) => t.db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const logs = (id: string) =>
  t.db
    .selectFrom('project_logs')
    .select(['action', 'details', 'user_id'])
    .where('project_id', '=', id)
    .orderBy('created_at')
    .execute();
const noticeCount = async (id: string) =>
  (await t.db.selectFrom('notifications').select('id').where('item_id', '=', id).execute()).length;

const PMS = ['projectPm', 'admin'] as const;
const ADMINS = ['admin'] as const;

describe('permission matrix', () => {
  const cases: Array<[string, ReadonlyArray<Caller>, string, object | undefined]> = [
    ['POST /{id} (rename)', PMS, '', { title: 'New title' }],
    ['POST /{id}/toggle', ADMINS, '/toggle', { flag: 'starred' }],
    ['POST /{id}/listedby', ['projectPm', 'otherPm', 'admin'], '/listedby', undefined],
    ['POST /{id}/change-meta disableRelaunch', PMS, '/change-meta', { name: 'disableRelaunch', value: true }],
    ['POST /{id}/change-meta emailSent', PMS, '/change-meta', { name: 'emailSent', value: true }],
    ['POST /{id}/change-meta storyboardNumbers', PMS, '/change-meta', { name: 'storyboardNumbers', value: false }],
    ['POST /{id}/change-meta storyboardVisible', PMS, '/change-meta', { name: 'storyboardVisible', value: false }],
    ['POST /{id}/change-meta claimedForLaunch', ADMINS, '/change-meta', { name: 'claimedForLaunch', value: true }],
    ['POST /{id}/change-meta orderScript', ADMINS, '/change-meta', { name: 'orderScript', value: true }],
    ['POST /{id}/change-meta demonProof', ADMINS, '/change-meta', { name: 'demonProof', value: true }],
  ];
  it.each(cases)('%s', async (name, allowed, path, payload) => {
    // demonProof: a project holding the sensitive-terms warning, so marking it good changes something.
    const values = name.endsWith('demonProof') ? { demon_proof: false } : {};
    await runMatrix(t, c, allowed, values, (id) => ({ method: 'POST', url: `/api/projects/${id}${path}`, payload }));
  });

  it('GET /{id}/logs', async () => {
    const project = await freshProject(t, c);
    const expected = expectedCodes(PMS);
    const got = {} as Record<Caller, number>;
    for (const caller of Object.keys(expected) as Caller[]) {
      got[caller] = (await call(t.app, 'GET', `/api/projects/${project.id}/logs`, { cookie: c.cookies[caller] })).statusCode;
    }
    expect(got).toEqual(expected);
  });

  it('tells a PM of another project and an admin-only caller why not', async () => {
    const project = await freshProject(t, c);
    const rename = await post(t, c, 'otherPm', `/api/projects/${project.id}`, { title: 'Mine now' });
    expect(rename.json().message).toBe("Only the project's managers can do that");
    const toggle = await post(t, c, 'projectPm', `/api/projects/${project.id}/toggle`, { flag: 'starred' });
    expect(toggle.json().message).toBe('Only admins can do that');
    const claim = await post(t, c, 'projectPm', `/api/projects/${project.id}/change-meta`, { name: 'orderScript', value: true });
    expect(claim.json().message).toBe('Only admins can do that');
    const list = await post(t, c, 'staff', `/api/projects/${project.id}/listedby`);
    expect(list.json().message).toBe('Only project managers keep a My List');
    const read = await call(t.app, 'GET', `/api/projects/${project.id}/logs`, { cookie: c.cookies.clientCollaborator });
    expect(read.json().message).toBe("Only the project's managers can do that");
  });
});

describe('POST /{id} (rename)', () => {
  it('renames with a trimmed title, bumps updated_at and logs it', async () => {
    const project = await freshProject(t, c);
    const response = await post(t, c, 'projectPm', `/api/projects/${project.id}`, { title: '  Better title  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Project renamed', project: { title: 'Better title' } });
    const after = await row(project.id);
    expect(after.title).toBe('Better title');
    expect(after.updated_at.getTime()).toBeGreaterThan(project.updated_at.getTime());
    expect(await logs(project.id)).toEqual([
      {
        action: 'rename',
        user_id: c.users.projectPm.id,
        details: { title: { from: 'Workflow project', to: 'Better title' } },
      },
    ]);
    expect(await noticeCount(project.id)).toBe(0);
  });

  it('answers an unchanged title with 200 and writes nothing', async () => {
    const project = await freshProject(t, c);
    const before = await snapshot(t, project.id);
    const response = await post(t, c, 'projectPm', `/api/projects/${project.id}`, { title: 'Workflow project ' });
    expect(response.json()).toMatchObject({ message: 'Project renamed', project: { title: 'Workflow project' } });
    expect(await snapshot(t, project.id)).toEqual(before);
  });

  it.each([
    ['a blank title', { title: '   ' }, 'title must not be blank'],
    ['an empty title', { title: '' }, 'title must not be blank'],
    ['no title', {}, /title/],
    ['a title of the wrong type', { title: { text: 'x' } }, /title/],
    ['a title over 200 characters', { title: 'x'.repeat(201) }, /title/],
  ])('answers 400 for %s and writes nothing', async (_name, payload, message) => {
    const project = await freshProject(t, c);
    const before = await snapshot(t, project.id);
    const response = await post(t, c, 'projectPm', `/api/projects/${project.id}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await snapshot(t, project.id)).toEqual(before);
  });
});

describe('POST /{id}/toggle', () => {
  it.each([
    ['starred', 'starred'],
    ['perfBased', 'perf_based'],
  ] as const)('turns %s on and off again', async (flag, column) => {
    const project = await freshProject(t, c);
    const on = await post(t, c, 'admin', `/api/projects/${project.id}/toggle`, { flag });
    expect(on.json()).toMatchObject({ message: 'Project updated', project: { [flag]: true } });
    expect((await row(project.id))[column]).toBe(true);
    const off = await post(t, c, 'admin', `/api/projects/${project.id}/toggle`, { flag });
    expect(off.json().project[flag]).toBe(false);
    expect(await logs(project.id)).toEqual([
      { action: 'toggleFlags', user_id: c.users.admin.id, details: { [flag]: { from: false, to: true } } },
      { action: 'toggleFlags', user_id: c.users.admin.id, details: { [flag]: { from: true, to: false } } },
    ]);
    expect(await noticeCount(project.id)).toBe(0);
  });

  it('sets the flag to the value asked for: a repeated or late click changes nothing and logs nothing', async () => {
    const project = await freshProject(t, c);
    const clicks = await Promise.all(
      [true, true, true].map((value) => post(t, c, 'admin', `/api/projects/${project.id}/toggle`, { flag: 'starred', value })),
    );
    expect(clicks.map((click) => click.json().project.starred)).toEqual([true, true, true]);
    expect((await row(project.id)).starred).toBe(true);
    const off = await post(t, c, 'admin', `/api/projects/${project.id}/toggle`, { flag: 'starred', value: false });
    expect(off.json().project.starred).toBe(false);
    const again = await post(t, c, 'admin', `/api/projects/${project.id}/toggle`, { flag: 'starred', value: false });
    expect(again.json().project.starred).toBe(false);
    expect(await logs(project.id)).toEqual([
      { action: 'toggleFlags', user_id: c.users.admin.id, details: { starred: { from: false, to: true } } },
      { action: 'toggleFlags', user_id: c.users.admin.id, details: { starred: { from: true, to: false } } },
    ]);
  });

  it.each([
    ['an unknown flag', { flag: 'x' }],
    ['no flag', {}],
    ['a flag of the wrong type', { flag: ['starred', 'perfBased'] }],
  ])('answers 400 for %s and writes nothing', async (_name, payload) => {
    const project = await freshProject(t, c);
    const before = await snapshot(t, project.id);
    const response = await post(t, c, 'admin', `/api/projects/${project.id}/toggle`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/flag/);
    expect(await snapshot(t, project.id)).toEqual(before);
  });
});

describe('POST /{id}/listedby (My List)', () => {
  it("adds the project to the caller's own list and takes it off again", async () => {
    const project = await freshProject(t, c, {}, 'Listed project');
    const add = await post(t, c, 'otherPm', `/api/projects/${project.id}/listedby`);
    expect(add.statusCode).toBe(200);
    expect(add.json()).toMatchObject({ message: 'Project added to My List', added: true, project: { listedByMe: true } });
    const mine = (await call(t.app, 'GET', '/api/projects?status=my-projects', { cookie: c.cookies.otherPm })).json();
    expect(mine.projects.map((p: { _id: string }) => p._id)).toContain(project.id);
    // Only the caller's own row: the project PM's list is untouched.
    const pmView = (await call(t.app, 'GET', `/api/projects/${project.id}`, { cookie: c.cookies.projectPm })).json();
    expect(pmView.project.listedByMe).toBe(false);

    const remove = await post(t, c, 'otherPm', `/api/projects/${project.id}/listedby`, {});
    expect(remove.json()).toMatchObject({
      message: 'Project removed from My List',
      added: false,
      project: { listedByMe: false },
    });
    const rows = await t.db.selectFrom('project_listed_by').selectAll().where('project_id', '=', project.id).execute();
    expect(rows).toEqual([]);
    expect((await logs(project.id)).map((log) => log.details)).toEqual([{ added: true }, { added: false }]);
    expect(await noticeCount(project.id)).toBe(0);
  });

  it('puts the project on or takes it off as asked: racing clicks asking the same leave it so, once', async () => {
    const project = await freshProject(t, c, {}, 'Listed twice');
    const adds = await Promise.all(
      [1, 2, 3].map(() => post(t, c, 'otherPm', `/api/projects/${project.id}/listedby`, { value: true })),
    );
    expect(adds.map((add) => add.json()).map(({ added, project: p }) => [added, p.listedByMe])).toEqual([
      [true, true],
      [true, true],
      [true, true],
    ]);
    const rows = await t.db.selectFrom('project_listed_by').selectAll().where('project_id', '=', project.id).execute();
    expect(rows).toHaveLength(1);
    const off = await post(t, c, 'otherPm', `/api/projects/${project.id}/listedby`, { value: false });
    expect(off.json()).toMatchObject({ message: 'Project removed from My List', added: false });
    const offAgain = await post(t, c, 'otherPm', `/api/projects/${project.id}/listedby`, { value: false });
    expect(offAgain.json()).toMatchObject({ added: false, project: { listedByMe: false } });
    expect((await logs(project.id)).map((log) => log.details)).toEqual([{ added: true }, { added: false }]);
  });

  it('answers 400 naming value for a value that is not true or false, and writes nothing', async () => {
    const project = await freshProject(t, c);
    const before = await snapshot(t, project.id);
    const response = await post(t, c, 'otherPm', `/api/projects/${project.id}/listedby`, { value: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/value/i);
    expect(await snapshot(t, project.id)).toEqual(before);
  });
});

describe('POST /{id}/change-meta', () => {
  const meta = async (id: string, caller: Caller, name: string, value: boolean) =>
    post(t, c, caller, `/api/projects/${id}/change-meta`, { name, value });

  it.each([
    ['disableRelaunch', 'Disable relaunch', 'disable_relaunch', false],
    ['storyboardNumbers', 'Storyboard numbers', 'storyboard_numbers', true],
    ['storyboardVisible', 'Storyboard visible', 'storyboard_visible', true],
    ['orderScript', 'Order script', 'order_script', false],
  ] as const)('sets %s and says "Saved YES/NO for %s"', async (name, label, column, initially) => {
    const project = await freshProject(t, c);
    const value = !initially;
    const response = await meta(project.id, 'admin', name, value);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(`Saved ${value ? 'YES' : 'NO'} for ${label}`);
    expect((await row(project.id))[column]).toBe(value);
    const back = await meta(project.id, 'admin', name, initially);
    expect(back.json().message).toBe(`Saved ${initially ? 'YES' : 'NO'} for ${label}`);
    expect((await row(project.id))[column]).toBe(initially);
    expect(await logs(project.id)).toEqual([
      { action: 'changeMeta', user_id: c.users.admin.id, details: { [name]: { from: initially, to: value } } },
      { action: 'changeMeta', user_id: c.users.admin.id, details: { [name]: { from: value, to: initially } } },
    ]);
    expect(await noticeCount(project.id)).toBe(0);
  });

  it.each([
    ['claimedForLaunch', 'Claimed for launch', 'admin', 'Admin'],
    ['emailSent', 'Email sent', 'projectPm', 'Project PM'],
  ] as const)('stamps %s with who and when, and clears it', async (name, label, caller, userName) => {
    const project = await freshProject(t, c);
    const response = await meta(project.id, caller, name, true);
    expect(response.json().message).toBe(`Saved YES for ${label}`);
    const stamp = response.json().project.meta[name];
    expect(stamp).toEqual({ user: { _id: c.users[caller].id, name: userName }, date: expect.any(String) });
    expect(Math.abs(Date.parse(stamp.date) - Date.now())).toBeLessThan(60_000);
    expect((await row(project.id)).meta[name]).toEqual(stamp);
    const cleared = await meta(project.id, caller, name, false);
    expect(cleared.json().message).toBe(`Saved NO for ${label}`);
    expect(cleared.json().project.meta[name]).toBeNull();
  });

  it('keeps the other meta stamps when setting one', async () => {
    const project = await freshProject(t, c);
    await meta(project.id, 'admin', 'claimedForLaunch', true);
    const response = await meta(project.id, 'admin', 'emailSent', true);
    expect(response.json().project.meta.claimedForLaunch).not.toBeNull();
    expect(response.json().project.meta.emailSent).not.toBeNull();
  });

  it('marks the sensitive-terms warning as good (admins), and raises it again', async () => {
    const project = await freshProject(t, c, { demon_proof: false });
    const good = await meta(project.id, 'admin', 'demonProof', true);
    expect(good.json().message).toBe('Saved YES for Demonetization status good');
    expect(good.json().project.demonProof).toBe(true);
    expect(good.json().project.meta.markedGood).toEqual({
      user: { _id: c.users.admin.id, name: 'Admin' },
      date: expect.any(String),
    });
    expect((await row(project.id)).demon_proof).toBe(true);
    const list = (await call(t.app, 'GET', '/api/projects?status=script-writing', { cookie: c.cookies.admin })).json();
    expect(list.projects.find((p: { _id: string }) => p._id === project.id).demonProof).toBe(true);
    const again = await meta(project.id, 'admin', 'demonProof', false);
    expect(again.json().message).toBe('Saved NO for Demonetization status good');
    expect(again.json().project).toMatchObject({ demonProof: false, meta: { markedGood: null } });
  });

  it('answers an unchanged value with 200 and writes nothing', async () => {
    const project = await freshProject(t, c);
    const before = await snapshot(t, project.id);
    const response = await meta(project.id, 'projectPm', 'storyboardNumbers', true);
    expect(response.json().message).toBe('Saved YES for Storyboard numbers');
    expect(await snapshot(t, project.id)).toEqual(before);
  });

  it.each([
    ['an unknown name', { name: 'published', value: true }, /name/],
    ['no name', { value: true }, /name/],
    ['no value', { name: 'emailSent' }, /value/],
    ['a value that is no boolean', { name: 'emailSent', value: 'maybe' }, /value/],
    ['a value of the wrong type', { name: 'emailSent', value: { yes: true } }, /value/],
  ])('answers 400 for %s and writes nothing', async (_name, payload, message) => {
    const project = await freshProject(t, c);
    const before = await snapshot(t, project.id);
    const response = await post(t, c, 'admin', `/api/projects/${project.id}/change-meta`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await snapshot(t, project.id)).toEqual(before);
  });
});

describe('GET /{id}/logs (PM logs)', () => {
  it('lists the events newest first with who and when, page by page', async () => {
    const project = await freshProject(t, c);
    await post(t, c, 'projectPm', `/api/projects/${project.id}`, { title: 'Renamed' });
    await post(t, c, 'freelancer', `/api/projects/${project.id}/script/submit`);
    await post(t, c, 'admin', `/api/projects/${project.id}/script/confirm`);
    const page = await call(t.app, 'GET', `/api/projects/${project.id}/logs?limit=2`, { cookie: c.cookies.projectPm });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.hasMore).toBe(true);
    expect(body.logs).toEqual([
      {
        _id: expect.any(String),
        action: 'approveScript',
        details: { scriptStatus: { from: 'pending', to: 'confirmed' } },
        user: { _id: c.users.admin.id, name: 'Admin' },
        created: expect.any(String),
      },
      {
        _id: expect.any(String),
        action: 'submitScript',
        details: { scriptStatus: { from: 'new', to: 'pending' } },
        user: { _id: c.users.freelancer.id, name: 'Freelancer' },
        created: expect.any(String),
      },
    ]);
    const rest = (
      await call(t.app, 'GET', `/api/projects/${project.id}/logs?skip=2&limit=2`, { cookie: c.cookies.admin })
    ).json();
    expect(rest.hasMore).toBe(false);
    expect(rest.logs.map((log: { action: string }) => log.action)).toEqual(['rename']);
    // Only this project's events.
    const other = await freshProject(t, c);
    expect((await call(t.app, 'GET', `/api/projects/${other.id}/logs`, { cookie: c.cookies.admin })).json()).toEqual({
      logs: [],
      hasMore: false,
    });
  });

  it('shows 20 by default and at most 100', async () => {
    const project = await freshProject(t, c);
    await t.db
      .insertInto('project_logs')
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          project_id: project.id,
          user_id: null,
          action: 'rename',
          details: JSON.stringify({ n: i }),
          created_at: new Date(Date.UTC(2024, 0, 1, 0, 0, i)),
        })),
      )
      .execute();
    const first = (await call(t.app, 'GET', `/api/projects/${project.id}/logs`, { cookie: c.cookies.admin })).json();
    expect(first.logs).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(first.logs[0]).toMatchObject({ details: { n: 24 }, user: null });
    for (const query of ['limit=101', 'limit=0', 'skip=-1', 'limit=x']) {
      const response = await call(t.app, 'GET', `/api/projects/${project.id}/logs?${query}`, { cookie: c.cookies.admin });
      expect(response.statusCode).toBe(400);
    }
  });

  it('keeps a log whose author was deleted, without the author', async () => {
    const project = await freshProject(t, c);
    await t.db.insertInto('project_logs').values({ project_id: project.id, user_id: null, action: 'hold' }).execute();
    const body = (await call(t.app, 'GET', `/api/projects/${project.id}/logs`, { cookie: c.cookies.projectPm })).json();
    expect(body.logs[0]).toMatchObject({ action: 'hold', user: null, details: {} });
  });

  it('never reaches a client: not in their project JSON, refused on its own call', async () => {
    const project = await freshProject(t, c);
    await post(t, c, 'projectPm', `/api/projects/${project.id}`, { title: 'Logged' });
    const page = (await call(t.app, 'GET', `/api/projects/${project.id}`, { cookie: c.cookies.clientCollaborator })).json();
    expect(JSON.stringify(page)).not.toMatch(/logs/i);
    expect(page.project.actions).not.toContain('seePmLogs');
    const logsCall = await call(t.app, 'GET', `/api/projects/${project.id}/logs`, { cookie: c.cookies.clientCollaborator });
    expect(logsCall.statusCode).toBe(403);
  });
});
