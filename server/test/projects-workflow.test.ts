// The project status workflow (issue 8): Update Status, submit for approval, approve, mark as ready, on hold /
// active and trash / restore. Who may (the nine callers), every transition allowed and refused (409 with the
// workflow's message), bad bodies (400, nothing written), the PM log and the collaborators' notifications,
// and races: two PMs changing status at once, ten submits at once.
import type { Updateable } from 'kysely';
import type { ProjectsTable } from '../src/db/types';
import { call, createTestApp, type TestApp, namedField } from './helper';
import { createProjectCallers, type Caller, type ProjectCallers } from './project-callers';
import { freshProject, post, runMatrix, snapshot } from './project-workflow-support';

let t: TestApp;
let c: ProjectCallers;

/** Mark as Ready's body: a planned launch date on each platform, in the future. */
const READY = { launchDates: { fb: '2099-01-10', yt: '2099-01-12' } };

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
const notices = (id: string) =>
  t.db
    .selectFrom('notifications')
    .select(['user_id', 'actor_id', 'action_type', 'url', 'text', 'count'])
    .where('item_id', '=', id)
    .orderBy('user_id')
    .execute();

describe('permission matrix', () => {
  const pms = ['projectPm', 'admin'] as const;
  const admins = ['admin'] as const;
  const cases: Array<[string, ReadonlyArray<Caller>, Updateable<ProjectsTable>, string, object | undefined]> = [
    ['POST /{id}/status', pms, {}, '/status', { status: 'storyboarding' }],
    ['POST /{id}/script/submit', ['freelancer', 'projectPm', 'admin'], {}, '/script/submit', undefined],
    [
      'POST /{id}/storyboard/submit',
      ['freelancer', 'projectPm', 'admin'],
      { status: 'storyboarding' },
      '/storyboard/submit',
      undefined,
    ],
    ['POST /{id}/script/confirm', admins, { script_status: 'pending' }, '/script/confirm', undefined],
    ['POST /{id}/storyboard/confirm', admins, { storyboard_status: 'pending' }, '/storyboard/confirm', undefined],
    ['POST /{id}/ready', pms, { status: 'finalizing' }, '/ready', READY],
    ['POST /{id}/hold', admins, {}, '/hold', undefined],
    ['POST /{id}/activate', admins, { status: 'onhold', old_status: 'production' }, '/activate', undefined],
    // Issue 19: contributors working on it, its PMs and admins; its client only while it is new.
    ['POST /{id}/trash', ['freelancer', 'projectPm', 'admin'], {}, '/trash', undefined],
    [
      'POST /{id}/trash (a new project)',
      ['clientCollaborator', 'freelancer', 'projectPm', 'admin'],
      { status: 'new' },
      '/trash',
      undefined,
    ],
    [
      'POST /{id}/restore',
      ['freelancer', 'projectPm', 'admin'],
      { status: 'trash', old_status: 'production' },
      '/restore',
      undefined,
    ],
  ];
  it.each(cases)('%s', async (_name, allowed, values, path, payload) => {
    await runMatrix(t, c, allowed, values, (id) => ({ method: 'POST', url: `/api/projects/${id}${path}`, payload }));
  });

  it('answers 404 for a project that does not exist', async () => {
    const url = '/api/projects/00000000-0000-4000-8000-000000000000';
    for (const path of ['/status', '/script/submit', '/hold', '/trash']) {
      const response = await post(t, c, 'admin', `${url}${path}`, path === '/status' ? { status: 'new' } : undefined);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Project not found');
    }
  });

  it('tells a caller who reads the project why they may not act', async () => {
    const project = await freshProject(t, c, { script_status: 'pending' });
    const approve = await post(t, c, 'projectPm', `/api/projects/${project.id}/script/confirm`);
    expect(approve.json().message).toBe('Only admins can do that');
    const status = await post(t, c, 'staff', `/api/projects/${project.id}/status`, { status: 'production' });
    expect(status.json().message).toBe("Only the project's managers can do that");
    const submit = await post(t, c, 'clientCollaborator', `/api/projects/${project.id}/script/submit`);
    expect(submit.json().message).toBe("Only the project's managers and the people working on it can submit for approval");
  });
});

describe('POST /{id}/status (Update Status)', () => {
  it('sets status, scriptStatus and storyboardStatus together, logs it and tells the collaborators', async () => {
    const project = await freshProject(t, c);
    const response = await post(t, c, 'projectPm', `/api/projects/${project.id}/status`, {
      status: 'production',
      scriptStatus: 'confirmed',
      storyboardStatus: 'sketch-pending',
      from: 'script-writing',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Project status updated');
    expect(response.json().project).toMatchObject({
      status: 'production',
      scriptStatus: 'confirmed',
      storyboardStatus: 'sketch-pending',
    });
    const after = await row(project.id);
    expect(after.updated_at.getTime()).toBeGreaterThan(project.updated_at.getTime());
    expect(await logs(project.id)).toEqual([
      {
        action: 'updateStatus',
        user_id: c.users.projectPm.id,
        details: {
          status: { from: 'script-writing', to: 'production' },
          scriptStatus: { from: 'new', to: 'confirmed' },
          storyboardStatus: { from: 'new', to: 'sketch-pending' },
        },
      },
    ]);
    const sent = await notices(project.id);
    expect(sent.map((n) => n.user_id).sort()).toEqual(
      [c.users.clientCollaborator.id, c.users.freelancer.id, c.users.freelancerWithoutTerms.id].sort(),
    );
    for (const notice of sent) {
      expect(notice).toMatchObject({
        actor_id: c.users.projectPm.id,
        action_type: 'status',
        url: `/app/projects/${project.id}/scenes`,
        // The status's label, as the app shows it, never its key (issue 28).
        text: '**Project PM** moved **Workflow project** to Production',
        count: 1,
      });
    }
  });

  it('keeps the sub-statuses that are not sent, and says which changed when the status stays', async () => {
    const project = await freshProject(t, c, { status: 'storyboarding', script_status: 'confirmed' });
    const response = await post(t, c, 'admin', `/api/projects/${project.id}/status`, {
      status: 'storyboarding',
      storyboardStatus: 'sketch-confirmed',
    });
    expect(response.json().project).toMatchObject({
      status: 'storyboarding',
      scriptStatus: 'confirmed',
      storyboardStatus: 'sketch-confirmed',
    });
    expect((await logs(project.id))[0].details).toEqual({ storyboardStatus: { from: 'new', to: 'sketch-confirmed' } });
    // The admin is no collaborator: all four collaborators hear of it.
    const sent = await notices(project.id);
    expect(sent).toHaveLength(4);
    expect(sent[0].text).toBe('**Admin** updated the status of **Workflow project**: the storyboard is sketch approved');
  });

  it('writes nothing when nothing changes', async () => {
    const project = await freshProject(t, c);
    const before = await snapshot(t, project.id);
    const response = await post(t, c, 'projectPm', `/api/projects/${project.id}/status`, {
      status: 'script-writing',
      scriptStatus: 'new',
    });
    expect(response.statusCode).toBe(200);
    expect(await snapshot(t, project.id)).toEqual(before);
  });

  it('may set any working status from any working status', async () => {
    const project = await freshProject(t, c, { status: 'launched' });
    for (const status of ['new', 'ready', 'finalizing', 'script-writing', 'launched']) {
      const response = await post(t, c, 'projectPm', `/api/projects/${project.id}/status`, { status });
      expect(response.json().project.status).toBe(status);
    }
  });

  it('refuses a stale `from` with the status the project has now', async () => {
    const project = await freshProject(t, c, { status: 'production' });
    const before = await snapshot(t, project.id);
    const response = await post(t, c, 'projectPm', `/api/projects/${project.id}/status`, {
      status: 'finalizing',
      from: 'storyboarding',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("The project's status changed meanwhile: it is now production");
    expect(await snapshot(t, project.id)).toEqual(before);
  });

  it.each(['onhold', 'trash'] as const)('is refused while the project is %s', async (status) => {
    const project = await freshProject(t, c, { status, old_status: 'production' });
    const before = await snapshot(t, project.id);
    const response = await post(t, c, 'projectPm', `/api/projects/${project.id}/status`, { status: 'production' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The project is on hold or in the trash: make it active or restore it first');
    expect(await snapshot(t, project.id)).toEqual(before);
  });

  it.each([
    ['an unknown status', { status: 'bogus' }, /status/],
    ['on hold (its own action)', { status: 'onhold' }, /status/],
    ['trash (its own action)', { status: 'trash' }, /status/],
    ['no status', { scriptStatus: 'new' }, /status/],
    ['an unknown scriptStatus', { status: 'production', scriptStatus: 'sketch-pending' }, /scriptStatus/],
    ['an unknown storyboardStatus', { status: 'production', storyboardStatus: 'done' }, /storyboardStatus/],
    ['an unknown from', { status: 'production', from: 'later' }, /from/],
    ['a status of the wrong type', { status: { value: 'production' } }, /status/],
  ])('answers 400 for %s and writes nothing', async (_name, payload, message) => {
    const project = await freshProject(t, c);
    const before = await snapshot(t, project.id);
    const response = await post(t, c, 'projectPm', `/api/projects/${project.id}/status`, payload);
    expect(response.statusCode).toBe(400);
    expect(namedField(response.json())).toMatch(message);
    expect(await snapshot(t, project.id)).toEqual(before);
  });
});

describe('submit for approval and approve', () => {
  it('submits the script: pending, stamped, logged, collaborators told', async () => {
    const project = await freshProject(t, c);
    const response = await post(t, c, 'freelancer', `/api/projects/${project.id}/script/submit`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Submitted for approval');
    expect(response.json().project.scriptStatus).toBe('pending');
    const after = await row(project.id);
    expect(after.script_submitted_at).toBeInstanceOf(Date);
    expect(after.status).toBe('script-writing');
    expect(await logs(project.id)).toEqual([
      { action: 'submitScript', user_id: c.users.freelancer.id, details: { scriptStatus: { from: 'new', to: 'pending' } } },
    ]);
    const sent = await notices(project.id);
    expect(sent.map((n) => n.user_id).sort()).toEqual(
      [c.users.projectPm.id, c.users.clientCollaborator.id, c.users.freelancerWithoutTerms.id].sort(),
    );
    expect(sent[0]).toMatchObject({
      action_type: 'submitScript',
      url: `/app/projects/${project.id}/scenes`,
      text: '**Freelancer** submitted the script of **Workflow project** for approval',
    });
  });

  it('approves the script: confirmed, collaborators told', async () => {
    const project = await freshProject(t, c, { script_status: 'pending' });
    const response = await post(t, c, 'admin', `/api/projects/${project.id}/script/confirm`);
    expect(response.json()).toMatchObject({ message: 'Script approved', project: { scriptStatus: 'confirmed' } });
    expect((await logs(project.id))[0]).toMatchObject({
      action: 'approveScript',
      details: { scriptStatus: { from: 'pending', to: 'confirmed' } },
    });
    const sent = await notices(project.id);
    expect(sent).toHaveLength(4);
    expect(sent[0]).toMatchObject({
      action_type: 'approveScript',
      text: '**Admin** approved the script of **Workflow project**',
    });
  });

  it('submits and approves the storyboard', async () => {
    const project = await freshProject(t, c, { status: 'storyboarding', script_status: 'confirmed' });
    const submit = await post(t, c, 'projectPm', `/api/projects/${project.id}/storyboard/submit`);
    expect(submit.json()).toMatchObject({ message: 'Submitted for approval', project: { storyboardStatus: 'pending' } });
    expect((await row(project.id)).storyboard_submitted_at).toBeInstanceOf(Date);
    const approve = await post(t, c, 'admin', `/api/projects/${project.id}/storyboard/confirm`);
    expect(approve.json()).toMatchObject({ message: 'Storyboard approved', project: { storyboardStatus: 'confirmed' } });
    expect((await logs(project.id)).map((log) => log.action)).toEqual(['submitStoryboard', 'approveStoryboard']);
    const sent = await notices(project.id);
    expect(sent.filter((n) => n.action_type === 'submitStoryboard')).toHaveLength(3);
    expect(sent.filter((n) => n.action_type === 'approveStoryboard')).toHaveLength(4);
    expect(sent.find((n) => n.action_type === 'submitStoryboard')?.text).toBe(
      '**Project PM** submitted the storyboard of **Workflow project** for approval',
    );
  });

  const SCRIPT_SUBMIT =
    'The script can be submitted for approval only while the project is in script writing and the script is new';
  const STORYBOARD_SUBMIT =
    'The storyboard can be submitted for approval only while the project is storyboarding and the storyboard is new';
  it.each<[string, string, Updateable<ProjectsTable>, string]>([
    ['script submit outside script writing', '/script/submit', { status: 'storyboarding' }, SCRIPT_SUBMIT],
    ['script submit of a pending script', '/script/submit', { script_status: 'pending' }, SCRIPT_SUBMIT],
    ['script submit of a confirmed script', '/script/submit', { script_status: 'confirmed' }, SCRIPT_SUBMIT],
    ['script submit on hold', '/script/submit', { status: 'onhold', old_status: 'script-writing' }, SCRIPT_SUBMIT],
    ['storyboard submit in script writing', '/storyboard/submit', {}, STORYBOARD_SUBMIT],
    [
      'storyboard submit of a pending storyboard',
      '/storyboard/submit',
      { status: 'storyboarding', storyboard_status: 'pending' },
      STORYBOARD_SUBMIT,
    ],
    ['script approve of a new script', '/script/confirm', {}, 'The script is not waiting for approval'],
    [
      'script approve of a confirmed script',
      '/script/confirm',
      { script_status: 'confirmed' },
      'The script is not waiting for approval',
    ],
    ['storyboard approve of a new storyboard', '/storyboard/confirm', {}, 'The storyboard is not waiting for approval'],
    ['mark ready outside finalizing', '/ready', { status: 'production' }, 'Only a project in finalizing can be marked as ready'],
    ['mark ready when ready', '/ready', { status: 'ready' }, 'Only a project in finalizing can be marked as ready'],
    ['hold on hold', '/hold', { status: 'onhold', old_status: 'new' }, 'The project is already on hold or in the trash'],
    ['hold in the trash', '/hold', { status: 'trash', old_status: 'new' }, 'The project is already on hold or in the trash'],
    ['activate when active', '/activate', { status: 'production' }, 'The project is not on hold'],
    ['activate in the trash', '/activate', { status: 'trash', old_status: 'onhold' }, 'The project is not on hold'],
    ['trash in the trash', '/trash', { status: 'trash', old_status: 'new' }, 'The project is already in the trash'],
    ['restore when not in the trash', '/restore', { status: 'onhold', old_status: 'new' }, 'The project is not in the trash'],
  ])('refuses %s with 409 and writes nothing', async (_name, path, values, message) => {
    const project = await freshProject(t, c, values);
    const before = await snapshot(t, project.id);
    const response = await post(t, c, 'admin', `/api/projects/${project.id}${path}`, path === '/ready' ? READY : undefined);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(message);
    expect(await snapshot(t, project.id)).toEqual(before);
  });
});

describe('mark as ready, on hold and trash', () => {
  it('marks a finalizing project ready, stamped and logged, telling nobody', async () => {
    const project = await freshProject(t, c, { status: 'finalizing' });
    const response = await post(t, c, 'projectPm', `/api/projects/${project.id}/ready`, READY);
    expect(response.json()).toMatchObject({ message: 'Project is ready for launch', project: { status: 'ready' } });
    expect((await row(project.id)).ready_submitted_at).toBeInstanceOf(Date);
    expect(await logs(project.id)).toEqual([
      {
        action: 'markReady',
        user_id: c.users.projectPm.id,
        details: { status: { from: 'finalizing', to: 'ready' }, launchDates: READY.launchDates },
      },
    ]);
    expect(await notices(project.id)).toEqual([]);
  });

  it('puts a project on hold and makes it active again at the status it had', async () => {
    const project = await freshProject(t, c, { status: 'production' });
    const hold = await post(t, c, 'admin', `/api/projects/${project.id}/hold`);
    expect(hold.json()).toMatchObject({ message: 'Project put on hold', project: { status: 'onhold', oldStatus: 'production' } });
    expect(hold.json().project.actions).toEqual(expect.arrayContaining(['activate', 'trash']));
    expect(hold.json().project.actions).not.toContain('updateStatus');
    const activate = await post(t, c, 'admin', `/api/projects/${project.id}/activate`);
    expect(activate.json()).toMatchObject({
      message: 'Project is active again',
      project: { status: 'production', oldStatus: null },
    });
    expect(await logs(project.id)).toEqual([
      {
        action: 'hold',
        user_id: c.users.admin.id,
        details: { status: { from: 'production', to: 'onhold' }, oldStatus: { from: null, to: 'production' } },
      },
      {
        action: 'activate',
        user_id: c.users.admin.id,
        details: { status: { from: 'onhold', to: 'production' }, oldStatus: { from: 'production', to: null } },
      },
    ]);
    expect(await notices(project.id)).toEqual([]);
  });

  it('moves a project to the trash and restores it at the status it had', async () => {
    const project = await freshProject(t, c, { status: 'finalizing' });
    const trash = await post(t, c, 'projectPm', `/api/projects/${project.id}/trash`);
    expect(trash.json()).toMatchObject({
      message: 'Project moved to the trash',
      project: { status: 'trash', oldStatus: 'finalizing', actions: expect.arrayContaining(['restore']) },
    });
    const restore = await post(t, c, 'freelancer', `/api/projects/${project.id}/restore`);
    expect(restore.json()).toMatchObject({ message: 'Project restored', project: { status: 'finalizing', oldStatus: null } });
    expect((await logs(project.id)).map((log) => [log.action, log.user_id])).toEqual([
      ['trash', c.users.projectPm.id],
      ['restore', c.users.freelancer.id],
    ]);
    expect(await notices(project.id)).toEqual([]);
  });

  it('returns to new when no old status is known', async () => {
    const held = await freshProject(t, c, { status: 'onhold', old_status: null });
    expect((await post(t, c, 'admin', `/api/projects/${held.id}/activate`)).json().project.status).toBe('new');
    const trashed = await freshProject(t, c, { status: 'trash', old_status: null });
    expect((await post(t, c, 'admin', `/api/projects/${trashed.id}/restore`)).json().project.status).toBe('new');
  });

  it('a project on hold moved to the trash keeps the status it had before the hold', async () => {
    const project = await freshProject(t, c, { status: 'production' });
    await post(t, c, 'admin', `/api/projects/${project.id}/hold`);
    const trash = await post(t, c, 'projectPm', `/api/projects/${project.id}/trash`);
    expect(trash.json().project).toMatchObject({ status: 'trash', oldStatus: 'production' });
    const restore = await post(t, c, 'projectPm', `/api/projects/${project.id}/restore`);
    expect(restore.json().project).toMatchObject({ status: 'production', oldStatus: null });
  });

  it('bumps updated_at with every change', async () => {
    const project = await freshProject(t, c, { status: 'production' });
    await post(t, c, 'admin', `/api/projects/${project.id}/hold`);
    expect((await row(project.id)).updated_at.getTime()).toBeGreaterThan(project.updated_at.getTime());
  });

  it('follows a project through the whole workflow', async () => {
    const project = await freshProject(t, c, { status: 'new' });
    const steps: Array<[string, object | undefined, Record<string, string>]> = [
      ['/status', { status: 'script-writing', from: 'new' }, { status: 'script-writing' }],
      ['/script/submit', undefined, { scriptStatus: 'pending' }],
      ['/script/confirm', undefined, { scriptStatus: 'confirmed' }],
      ['/status', { status: 'storyboarding', from: 'script-writing' }, { status: 'storyboarding' }],
      ['/storyboard/submit', undefined, { storyboardStatus: 'pending' }],
      ['/storyboard/confirm', undefined, { storyboardStatus: 'confirmed' }],
      ['/status', { status: 'finalizing', from: 'storyboarding' }, { status: 'finalizing' }],
      ['/ready', READY, { status: 'ready' }],
      ['/status', { status: 'launched', from: 'ready' }, { status: 'launched' }],
    ];
    for (const [path, payload, expected] of steps) {
      const response = await post(t, c, 'admin', `/api/projects/${project.id}${path}`, payload);
      expect(response.statusCode).toBe(200);
      expect(response.json().project).toMatchObject(expected);
    }
    expect(await logs(project.id)).toHaveLength(steps.length);
  });
});

describe('two callers at once', () => {
  it('two PMs updating the status from the same status: one wins, the other hears what it is now', async () => {
    for (let round = 0; round < 5; round += 1) {
      const project = await freshProject(t, c);
      const [first, second] = await Promise.all([
        post(t, c, 'projectPm', `/api/projects/${project.id}/status`, { status: 'storyboarding', from: 'script-writing' }),
        post(t, c, 'admin', `/api/projects/${project.id}/status`, {
          status: 'production',
          scriptStatus: 'confirmed',
          from: 'script-writing',
        }),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const winner = first.statusCode === 200 ? first : second;
      const loser = first.statusCode === 200 ? second : first;
      const now = winner.json().project;
      expect(loser.json().message).toBe(`The project's status changed meanwhile: it is now ${now.status}`);
      const after = await row(project.id);
      expect({ status: after.status, script: after.script_status }).toEqual({ status: now.status, script: now.scriptStatus });
      expect(await logs(project.id)).toHaveLength(1);
    }
  });

  it('ten simultaneous script submits: one 200, nine 409, one log and one notification each', async () => {
    const project = await freshProject(t, c);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(t, c, i % 2 === 0 ? 'projectPm' : 'freelancer', `/api/projects/${project.id}/script/submit`),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().message).toBe(
        'The script can be submitted for approval only while the project is in script writing and the script is new',
      );
    }
    expect((await row(project.id)).script_status).toBe('pending');
    expect(await logs(project.id)).toHaveLength(1);
    const sent = await notices(project.id);
    expect(sent).toHaveLength(3);
    expect(sent.every((notice) => notice.count === 1)).toBe(true);
  });

  it('a hold racing a trash: both happen in some order and the project can still come back', async () => {
    const project = await freshProject(t, c, { status: 'production' });
    const answers = await Promise.all([
      post(t, c, 'admin', `/api/projects/${project.id}/hold`),
      post(t, c, 'projectPm', `/api/projects/${project.id}/trash`),
    ]);
    const after = await row(project.id);
    if (answers[0].statusCode === 200) {
      // The hold came first; the trash kept the status from before the hold.
      expect(answers[1].statusCode).toBe(200);
      expect({ status: after.status, old: after.old_status }).toEqual({ status: 'trash', old: 'production' });
    } else {
      expect(answers[0].statusCode).toBe(409);
      expect({ status: after.status, old: after.old_status }).toEqual({ status: 'trash', old: 'production' });
    }
  });
});

describe('the answer', () => {
  it('is the project as the caller sees it: a client gets no internals', async () => {
    const project = await freshProject(t, c, { status: 'new' });
    const response = await call(t.app, 'POST', `/api/projects/${project.id}/trash`, { cookie: c.cookies.clientCollaborator });
    expect(response.json().project).not.toHaveProperty('level');
    expect(response.json().project).not.toHaveProperty('meta');
  });
});
