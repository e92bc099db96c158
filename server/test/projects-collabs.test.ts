// A project's collaborators: adding by e-mail (existing users, unknown addresses invited to land on the
// project, pending users re-invited), removing (never the last PM), and PMs joining. Collaboration decides
// who reads a client's or freelancer's project, so that is checked through the list and the page.
import { sql } from 'kysely';
import { call, createSiblingApp, createTestApp, signIn, type TestApp } from './helper';
import { createProject, createUser, type Project } from './factories';
import { CALLERS, createProjectCallers, ONLY_PROJECT_PMS, type Caller, type ProjectCallers } from './project-callers';
import { USER_LIMIT_MESSAGES } from '../src/services/user-limits';

let t: TestApp;
let c: ProjectCallers;

beforeAll(async () => {
  t = await createTestApp();
  c = await createProjectCallers(t);
});
afterAll(() => t.close());

/** A project like the callers' one: the project PM, the client, the freelancer and the newbie collaborate. */
const freshProject = (input: Parameters<typeof createProject>[1] = {}) =>
  createProject(t.db, {
    status: 'script-writing',
    collaborators: [c.users.projectPm, c.users.clientCollaborator, c.users.freelancer, c.users.freelancerWithoutTerms],
    ...input,
  });

const collaboratorIds = async (project: Project) =>
  (await t.db.selectFrom('project_collaborators').select('user_id').where('project_id', '=', project.id).execute()).map(
    (row) => row.user_id,
  );
const count = async (table: 'users' | 'outbox' | 'invitations' | 'project_logs' | 'notifications' | 'project_collaborators') =>
  (
    await t.db
      .selectFrom(table)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;
const logsOf = (project: Project) =>
  t.db.selectFrom('project_logs').selectAll().where('project_id', '=', project.id).orderBy('created_at').execute();

const addCollab = (project: Project, email: unknown, cookie: string | undefined) =>
  call(t.app, 'POST', `/api/projects/${project.id}/collabs`, { cookie, payload: { email } });

const EDITORS: Record<Caller, number> = {
  anonymous: 401,
  clientCollaborator: 403,
  clientOutsider: 404,
  freelancerWithoutTerms: 403,
  freelancer: 200,
  staff: 403,
  projectPm: 200,
  otherPm: 403,
  admin: 200,
};

describe('POST /api/projects/{id}/collabs permission matrix', () => {
  it.each(CALLERS)('%s', async (caller) => {
    const project = await freshProject();
    const newcomer = await createUser(t.db, { level: 'freelancer', roles: ['voice'] });
    const response = await addCollab(project, newcomer.email, c.cookies[caller]);
    expect(response.statusCode).toBe(EDITORS[caller]);
    expect((await collaboratorIds(project)).includes(newcomer.id)).toBe(EDITORS[caller] === 200);
    if (response.statusCode === 403 && caller !== 'freelancerWithoutTerms') {
      expect(response.json().message).toBe("Only the project's managers and the people working on it change its collaborators");
    }
  });

  it('answers 404 for a project that does not exist', async () => {
    const response = await call(t.app, 'POST', '/api/projects/00000000-0000-4000-8000-000000000000/collabs', {
      cookie: c.cookies.admin,
      payload: { email: 'someone@example.com' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Project not found');
  });
});

describe('adding an existing user', () => {
  it('adds them, notifies them, logs it, and from then on they read the project in the list and the page', async () => {
    const project = await freshProject({ title: 'The Lantern' });
    const client = await createUser(t.db, { level: 'client', name: 'Dao Client' });
    const cookie = await signIn(t.db, client);
    expect((await call(t.app, 'GET', `/api/projects/${project.id}`, { cookie })).statusCode).toBe(404);
    const before = (await t.db.selectFrom('projects').select('updated_at').where('id', '=', project.id).executeTakeFirstOrThrow())
      .updated_at;

    const response = await addCollab(project, `  ${client.email.toUpperCase()} `, c.cookies.projectPm);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Added new collaborator');
    expect(body).not.toHaveProperty('inviteUrl');
    expect(body.project.collabs).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: client.id, name: 'Dao Client', pending: false, pm: false })]),
    );

    const notification = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', client.id)
      .executeTakeFirstOrThrow();
    expect(notification).toMatchObject({
      action_type: 'invite',
      url: `/app/projects/${project.id}`,
      item_id: project.id,
      actor_id: c.users.projectPm.id,
    });
    expect(notification.text).toContain('The Lantern');
    expect((await logsOf(project)).map((log) => [log.action, log.user_id, log.details])).toEqual([
      [
        'collaborator-added',
        c.users.projectPm.id,
        { userId: client.id, name: 'Dao Client', email: client.email, newUser: false },
      ],
    ]);
    const after = (await t.db.selectFrom('projects').select('updated_at').where('id', '=', project.id).executeTakeFirstOrThrow())
      .updated_at;
    expect(after.getTime()).toBeGreaterThan(before.getTime());

    // Collaboration is what lets a client read it.
    expect((await call(t.app, 'GET', `/api/projects/${project.id}`, { cookie })).statusCode).toBe(200);
    const list = (await call(t.app, 'GET', '/api/projects', { cookie })).json();
    expect(list.projects.map((p: { _id: string }) => p._id)).toEqual([project.id]);
  });

  it('a freelancer added reads the project; removed, they do not any more', async () => {
    const project = await freshProject();
    const freelancer = await createUser(t.db, { level: 'freelancer', roles: ['voice'] });
    const cookie = await signIn(t.db, freelancer);
    const ids = async () =>
      (await call(t.app, 'GET', '/api/projects', { cookie })).json().projects.map((p: { _id: string }) => p._id);
    expect(await ids()).not.toContain(project.id);
    expect((await addCollab(project, freelancer.email, c.cookies.admin)).statusCode).toBe(200);
    expect(await ids()).toContain(project.id);
    expect((await call(t.app, 'GET', `/api/projects/${project.id}`, { cookie })).statusCode).toBe(200);
    const removed = await call(t.app, 'DELETE', `/api/projects/${project.id}/collabs/${freelancer.id}`, {
      cookie: c.cookies.admin,
    });
    expect(removed.statusCode).toBe(200);
    expect(await ids()).not.toContain(project.id);
    expect((await call(t.app, 'GET', `/api/projects/${project.id}`, { cookie })).statusCode).toBe(404);
  });

  it('refuses a collaborator already on the project with 409, writing nothing', async () => {
    const project = await freshProject();
    const counts = [await count('project_logs'), await count('notifications'), await count('project_collaborators')];
    const response = await addCollab(project, c.users.freelancer.email, c.cookies.projectPm);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Already a collaborator');
    expect([await count('project_logs'), await count('notifications'), await count('project_collaborators')]).toEqual(counts);
  });

  it('does not notify a PM who adds themself', async () => {
    const project = await freshProject();
    const notifications = await count('notifications');
    const response = await addCollab(project, c.users.admin.email, c.cookies.admin);
    expect(response.statusCode).toBe(200);
    expect(await collaboratorIds(project)).toContain(c.users.admin.id);
    expect(await count('notifications')).toBe(notifications);
  });
});

describe('inviting an address with no account (issue 19): the project PMs and admins only, a few a day, logged', () => {
  it.each(CALLERS)('%s', async (caller) => {
    const project = await freshProject();
    const email = `brand.new.${caller.toLowerCase()}@example.com`;
    const [users, mails] = [await count('users'), await count('outbox')];
    const response = await addCollab(project, email, c.cookies[caller]);
    expect(response.statusCode).toBe(ONLY_PROJECT_PMS[caller]);
    const invited = ONLY_PROJECT_PMS[caller] === 200;
    expect(await count('users')).toBe(users + (invited ? 1 : 0));
    expect(await count('outbox')).toBe(mails + (invited ? 1 : 0));
    if (response.statusCode === 403 && caller === 'freelancer') {
      expect(response.json().message).toBe("Only the project's managers invite people who have no account yet; ask one of them");
    }
  });

  it('a pending invitee (no password yet) is re-invited by the PMs only', async () => {
    const project = await freshProject();
    expect((await addCollab(project, 'pending.one@example.com', c.cookies.projectPm)).statusCode).toBe(200);
    const other = await freshProject();
    expect((await addCollab(other, 'pending.one@example.com', c.cookies.freelancer)).statusCode).toBe(403);
  });

  it("records each invitation in the PM logs with the inviter's name", async () => {
    const project = await freshProject();
    expect((await addCollab(project, 'logged.person@example.com', c.cookies.projectPm)).statusCode).toBe(200);
    const [log] = await logsOf(project);
    expect(log).toMatchObject({ action: 'collaborator-invited', user_id: c.users.projectPm.id });
    expect(log.details).toMatchObject({ email: 'logged.person@example.com', invitedBy: 'Project PM' });
  });

  it('limits invitations of new people per inviter and day, on every instance; adding existing accounts is not limited', async () => {
    const limits = { invitations: { max: 2, windowMs: 24 * 60 * 60_000 } };
    const [one, two] = [await createSiblingApp(t, { userLimits: limits }), await createSiblingApp(t, { userLimits: limits })];
    try {
      const inviter = await createUser(t.db, { level: 'staff', roles: ['project-manager'], name: 'Busy PM' });
      const cookie = await signIn(t.db, inviter);
      const project = await freshProject({ collaborators: [inviter] });
      const invite = (app: typeof one, email: string) =>
        call(app, 'POST', `/api/projects/${project.id}/collabs`, { cookie, payload: { email } });
      expect((await invite(one, 'first.new@example.com')).statusCode).toBe(200);
      expect((await invite(two, 'second.new@example.com')).statusCode).toBe(200);
      const users = await count('users');
      const refused = await invite(one, 'third.new@example.com');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(USER_LIMIT_MESSAGES.invitations);
      expect(await count('users')).toBe(users);
      const existing = await createUser(t.db, { level: 'freelancer', roles: ['voice'] });
      expect((await invite(two, existing.email)).statusCode).toBe(200);
      // Another PM still invites.
      expect((await addCollab(project, 'fourth.new@example.com', c.cookies.admin)).statusCode).toBe(200);
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe('inviting an unknown address', () => {
  const tokenOf = (text: string) => /token=([A-Za-z0-9_%-]+)/.exec(text)![1];

  it('creates a pending client, mails an invitation, and the invitee who sets a password lands on the project', async () => {
    const project = await freshProject({ title: 'Rice Fields' });
    const response = await addCollab(project, ' New.Person@Example.COM ', c.cookies.projectPm);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Invitation email has been sent to the user');
    // Only admins get the link in the answer.
    expect(body).not.toHaveProperty('inviteUrl');

    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'new.person@example.com')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ level: 'client', password_hash: null, name: 'new.person', roles: [] });
    expect(body.project.collabs).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: user.id, pending: true, email: 'new.person@example.com' })]),
    );
    const mail = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'new.person@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.kind).toBe('invitation');
    expect(mail.text).toContain('Project PM invited you to work on the project "Rice Fields"');
    expect(mail.text).toContain('http://localhost:80/auth/invite?token=');
    const invitation = await t.db.selectFrom('invitations').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(invitation.landing_url).toBe(`/app/projects/${project.id}`);
    expect((await logsOf(project)).map((log) => [log.action, log.details])).toEqual([
      [
        'collaborator-invited',
        { userId: user.id, name: 'new.person', email: 'new.person@example.com', newUser: true, invitedBy: 'Project PM' },
      ],
    ]);

    const accepted = await call(t.app, 'POST', '/api/auth/invite/accept', {
      payload: { token: decodeURIComponent(tokenOf(mail.text)), password: 'a-good-password' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().landingUrl).toBe(`/app/projects/${project.id}`);
    const cookie = accepted.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    expect((await call(t.app, 'GET', `/api/projects/${project.id}`, { cookie })).statusCode).toBe(200);
    const list = (await call(t.app, 'GET', '/api/projects', { cookie })).json();
    expect(list.projects.map((p: { _id: string }) => p._id)).toEqual([project.id]);
  });

  it('answers the invitation link to admins', async () => {
    const project = await freshProject();
    const response = await addCollab(project, 'linked.person@example.com', c.cookies.admin);
    expect(response.statusCode).toBe(200);
    const { inviteUrl } = response.json();
    expect(inviteUrl).toMatch(/^http:\/\/localhost:80\/auth\/invite\?token=/);
    const mail = await t.db
      .selectFrom('outbox')
      .select('text')
      .where('to_address', '=', 'linked.person@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain(inviteUrl);
  });

  it('re-invites a pending user with a new link (the old one stops working) and adds them once', async () => {
    const first = await freshProject();
    const second = await freshProject({ title: 'Second' });
    expect((await addCollab(first, 'twice@example.com', c.cookies.projectPm)).statusCode).toBe(200);
    const user = await t.db.selectFrom('users').selectAll().where('email', '=', 'twice@example.com').executeTakeFirstOrThrow();
    const oldMail = await t.db
      .selectFrom('outbox')
      .select('text')
      .where('to_address', '=', 'twice@example.com')
      .executeTakeFirstOrThrow();
    const oldToken = decodeURIComponent(tokenOf(oldMail.text));

    // Again on the same project: a new link, still one collaborator row.
    const again = await addCollab(first, 'twice@example.com', c.cookies.projectPm);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Invitation email has been sent to the user');
    expect((await collaboratorIds(first)).filter((id) => id === user.id)).toHaveLength(1);
    expect(await t.db.selectFrom('outbox').select('id').where('to_address', '=', 'twice@example.com').execute()).toHaveLength(2);
    const stale = await call(t.app, 'GET', `/api/auth/invite?token=${encodeURIComponent(oldToken)}`);
    expect(stale.statusCode).toBe(404);

    // On another project: added there, and the newest link lands there.
    expect((await addCollab(second, 'twice@example.com', c.cookies.projectPm)).statusCode).toBe(200);
    expect(await collaboratorIds(second)).toContain(user.id);
    const invitations = await t.db.selectFrom('invitations').selectAll().where('user_id', '=', user.id).execute();
    expect(invitations.map((invitation) => invitation.landing_url)).toEqual([`/app/projects/${second.id}`]);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'twice@example.com').execute()).toHaveLength(1);
  });

  it('two invitations of one new address to two projects at once make one user on both', async () => {
    const projects = [await freshProject(), await freshProject()];
    const responses = await Promise.all(projects.map((project) => addCollab(project, 'race@example.com', c.cookies.admin)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const users = await t.db.selectFrom('users').select('id').where('email', '=', 'race@example.com').execute();
    expect(users).toHaveLength(1);
    for (const project of projects) expect(await collaboratorIds(project)).toContain(users[0].id);
  });

  it.each([
    ['not an address', 'not-an-email'],
    ['blank', '   '],
    ['empty', ''],
    ['a number', 42],
    ['missing', undefined],
    ['spaces inside', 'a b@example.com'],
  ])('refuses %s with 400 and writes nothing', async (_label, email) => {
    const project = await freshProject();
    const counts = await Promise.all(
      (['users', 'outbox', 'invitations', 'project_logs', 'project_collaborators'] as const).map(count),
    );
    const response = await call(t.app, 'POST', `/api/projects/${project.id}/collabs`, {
      cookie: c.cookies.projectPm,
      payload: email === undefined ? {} : { email },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/email/);
    expect(
      await Promise.all((['users', 'outbox', 'invitations', 'project_logs', 'project_collaborators'] as const).map(count)),
    ).toEqual(counts);
  });
});

describe('DELETE /api/projects/{id}/collabs/{userId}', () => {
  describe('permission matrix', () => {
    it.each(CALLERS)('%s', async (caller) => {
      const project = await freshProject();
      const leaving = await createUser(t.db, { level: 'freelancer', roles: ['voice'] });
      await t.db.insertInto('project_collaborators').values({ project_id: project.id, user_id: leaving.id }).execute();
      const response = await call(t.app, 'DELETE', `/api/projects/${project.id}/collabs/${leaving.id}`, {
        cookie: c.cookies[caller],
      });
      expect(response.statusCode).toBe(EDITORS[caller]);
      expect((await collaboratorIds(project)).includes(leaving.id)).toBe(EDITORS[caller] !== 200);
    });
  });

  it('removes the collaborator, logs it and answers the project without them', async () => {
    const project = await freshProject();
    const response = await call(t.app, 'DELETE', `/api/projects/${project.id}/collabs/${c.users.clientCollaborator.id}`, {
      cookie: c.cookies.projectPm,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Collaborator removed');
    expect(response.json().project.collabs.map((collab: { _id: string }) => collab._id)).not.toContain(
      c.users.clientCollaborator.id,
    );
    expect((await logsOf(project)).map((log) => [log.action, log.details])).toEqual([
      ['collaborator-removed', { userId: c.users.clientCollaborator.id, name: 'Client Collaborator' }],
    ]);
  });

  it('answers 404 for a user who does not collaborate', async () => {
    const project = await freshProject();
    const response = await call(t.app, 'DELETE', `/api/projects/${project.id}/collabs/${c.users.staff.id}`, {
      cookie: c.cookies.projectPm,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Not a collaborator of this project');
  });

  it('refuses to remove the last collaborator holding the project-manager role, and allows it once another PM is on it', async () => {
    const project = await freshProject();
    const remove = () =>
      call(t.app, 'DELETE', `/api/projects/${project.id}/collabs/${c.users.projectPm.id}`, { cookie: c.cookies.admin });
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A project needs a PM: add another PM first');
    expect(await collaboratorIds(project)).toContain(c.users.projectPm.id);
    expect(await logsOf(project)).toEqual([]);

    // An admin on the project counts as another PM.
    await t.db.insertInto('project_collaborators').values({ project_id: project.id, user_id: c.users.admin.id }).execute();
    expect((await remove()).statusCode).toBe(200);
    // The admin can always leave: admins are PMs of every project anyway.
    const adminLeaves = await call(t.app, 'DELETE', `/api/projects/${project.id}/collabs/${c.users.admin.id}`, {
      cookie: c.cookies.admin,
    });
    expect(adminLeaves.statusCode).toBe(200);
  });

  it('lets a PM leave when another project-manager role holder collaborates', async () => {
    const project = await freshProject({
      collaborators: [c.users.projectPm, c.users.otherPm, c.users.freelancer],
    });
    const response = await call(t.app, 'DELETE', `/api/projects/${project.id}/collabs/${c.users.projectPm.id}`, {
      cookie: c.cookies.projectPm,
    });
    expect(response.statusCode).toBe(200);
    // They no longer manage it; staff still read it.
    expect(response.json().project.actions).not.toContain('editCollabs');
  });

  it('a freelancer who removes themself gets the public subset back, no longer the project', async () => {
    const project = await freshProject();
    const response = await call(t.app, 'DELETE', `/api/projects/${project.id}/collabs/${c.users.freelancer.id}`, {
      cookie: c.cookies.freelancer,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().project).not.toHaveProperty('collabs');
    expect(response.json().project.actions).toEqual([]);
  });

  it('refuses a user id that is not a uuid with 400', async () => {
    const project = await freshProject();
    const response = await call(t.app, 'DELETE', `/api/projects/${project.id}/collabs/nobody`, { cookie: c.cookies.projectPm });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/projects/{id}/join', () => {
  const JOINERS: Record<Caller, number> = {
    anonymous: 401,
    clientCollaborator: 403,
    clientOutsider: 404,
    freelancerWithoutTerms: 403,
    freelancer: 403,
    staff: 403,
    projectPm: 403,
    otherPm: 200,
    admin: 200,
  };

  it.each(CALLERS)('%s', async (caller) => {
    const project = await freshProject();
    const before = await collaboratorIds(project);
    const response = await call(t.app, 'POST', `/api/projects/${project.id}/join`, { cookie: c.cookies[caller] });
    expect(response.statusCode).toBe(JOINERS[caller]);
    const after = await collaboratorIds(project);
    if (JOINERS[caller] === 200) {
      const user = c.users[caller as Exclude<Caller, 'anonymous'>];
      expect(after.sort()).toEqual([...before, user.id].sort());
      expect(response.json().message).toBe('You joined the project');
      expect(response.json().project.actions).toContain('editCollabs');
      expect(response.json().project.actions).not.toContain('join');
      expect((await logsOf(project)).map((log) => [log.action, log.user_id, log.details])).toEqual([
        ['collaborator-joined', user.id, { userId: user.id, name: user.name }],
      ]);
      // The project's existing PMs hear of it (issue 19), in their language; nobody else does.
      const notified = await t.db
        .selectFrom('notifications')
        .select(['user_id', 'text', 'rendered'])
        .where('url', '=', `/app/projects/${project.id}`)
        .where('action_type', '=', 'join')
        .execute();
      expect(notified.map((row) => row.user_id)).toEqual([c.users.projectPm.id]);
      expect(notified[0].text).toBe(`**${user.name}** joined the project **${project.title}**`);
      expect((notified[0].rendered as { th: { text: string } }).th.text).toBe(
        `**${user.name}** เข้าร่วมโปรเจกต์ **${project.title}**`,
      );
    } else {
      expect(after.sort()).toEqual(before.sort());
      expect(await logsOf(project)).toHaveLength(0);
    }
  });

  it('ten joins at once by one PM: one joins, the rest are told they are on it already', async () => {
    const project = await freshProject();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => call(t.app, 'POST', `/api/projects/${project.id}/join`, { cookie: c.cookies.otherPm })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, ...Array(9).fill(403)]);
    expect((await collaboratorIds(project)).filter((id) => id === c.users.otherPm.id)).toHaveLength(1);
    expect(await logsOf(project)).toHaveLength(1);
  });
});

describe('adding a person picked from the autocomplete (by id)', () => {
  it('adds the user the id names, as an e-mail would', async () => {
    const project = await freshProject();
    const picked = await createUser(t.db, { level: 'staff', roles: ['storyboard'] });
    const response = await call(t.app, 'POST', `/api/projects/${project.id}/collabs`, {
      cookie: c.cookies.projectPm,
      payload: { userId: picked.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Added new collaborator');
    expect(await collaboratorIds(project)).toContain(picked.id);
  });

  it('refuses neither or both, and an unknown id, with 400 and nothing written', async () => {
    const project = await freshProject();
    const before = await count('project_collaborators');
    for (const payload of [
      {},
      { email: 'a@b.test', userId: c.users.staff.id },
      { userId: '00000000-0000-4000-8000-000000000000' },
    ]) {
      const response = await call(t.app, 'POST', `/api/projects/${project.id}/collabs`, { cookie: c.cookies.projectPm, payload });
      expect(response.statusCode).toBe(400);
    }
    expect(await count('project_collaborators')).toBe(before);
  });
});
