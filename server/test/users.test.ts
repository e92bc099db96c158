// User administration: editing level, roles, stars and payment info (admins only, at once, never raising
// oneself), job counts, invitations by e-mail through the mail outbox, and the Contact form.
import { sql } from 'kysely';
import { call, cookieFrom, createTestApp, signIn, type TestApp } from './helper';
import { createJob, createProject, createUser, type User } from './factories';

let t: TestApp;
let admin: User;
let admin2: User;
let staff: User;
let freelancer: User;
let client: User;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { level: 'admin', name: 'Ada Admin' });
  admin2 = await createUser(t.db, { level: 'admin', name: 'Abe Admin' });
  staff = await createUser(t.db, { level: 'staff', roles: ['project-manager'], name: 'Sam PM' });
  freelancer = await createUser(t.db, {
    level: 'freelancer',
    roles: ['script'],
    roleLevels: { script: 1 },
    name: 'Fah Freelancer',
  });
  client = await createUser(t.db, { level: 'client', name: 'Cleo Client' });
  for (const [key, user] of Object.entries({ admin, admin2, staff, freelancer, client })) cookies[key] = await signIn(t.db, user);
});
afterAll(() => t.close());

const edit = (who: string, id: string, payload: Record<string, unknown>) =>
  call(t.app, 'POST', `/api/users/${id}/role`, { cookie: cookies[who], payload });
const row = (id: string) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('POST /api/users/{id}/role', () => {
  it('an admin promotes a freelancer to staff with a role at 3 stars: the answer, the list and the next call agree', async () => {
    const response = await edit('admin', freelancer.id, {
      level: 'staff',
      role: ['script', 'storyboard'],
      roleLevel: { script: 1, storyboard: 3 },
      paymentInfo: 'PromptPay 0812345678',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'User updated',
      user: {
        _id: freelancer.id,
        level: 'staff',
        role: ['script', 'storyboard'],
        roleLevel: { script: 1, storyboard: 3 },
        paymentInfo: 'PromptPay 0812345678',
      },
    });
    const listed = (await call(t.app, 'GET', '/api/users?lookup=Fah', { cookie: cookies.admin })).json().users[0];
    expect(listed).toMatchObject({ level: 'staff', role: ['script', 'storyboard'], roleLevel: { storyboard: 3 } });
    // The same session, next call: the user is staff now.
    const session = (await call(t.app, 'GET', '/api/session', { cookie: cookies.freelancer })).json().user;
    expect(session).toMatchObject({ level: 'staff', roleLevel: { storyboard: 3 } });
  });

  it('unticking a role clears its stars; stars of roles not held are dropped', async () => {
    const response = await edit('admin', freelancer.id, { role: ['storyboard'], roleLevel: { script: 3, storyboard: 0 } });
    expect(response.json().user).toMatchObject({ role: ['storyboard'], roleLevel: { storyboard: 0 } });
    expect((await row(freelancer.id)).role_levels).toEqual({ storyboard: 0 });
  });

  it('a demoted admin loses admin routes on the next call, not the next sign-in', async () => {
    expect((await call(t.app, 'GET', '/api/users', { cookie: cookies.admin2 })).statusCode).toBe(200);
    expect((await edit('admin', admin2.id, { level: 'staff' })).statusCode).toBe(200);
    const next = await call(t.app, 'GET', '/api/users?limit=50', { cookie: cookies.admin2 });
    expect(next.statusCode).toBe(200); // staff: the directory only
    expect(next.json().users[0]).not.toHaveProperty('email');
    expect((await edit('admin2', staff.id, { level: 'freelancer' })).statusCode).toBe(403);
    await edit('admin', admin2.id, { level: 'admin' });
  });

  it('nobody raises their own level or roles; lowering oneself is allowed, but not the last admin', async () => {
    // Non-admins may not edit anyone, themselves included.
    for (const who of ['staff', 'freelancer', 'client'] as const) {
      const self = { staff, freelancer, client }[who];
      const response = await edit(who, self.id, {
        level: 'admin',
        role: ['project-manager'],
        roleLevel: { 'project-manager': 3 },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Only admins edit users');
    }
    expect((await row(staff.id)).level).toBe('staff');
    expect((await row(client.id)).level).toBe('client');

    // An admin may not give themselves roles or stars.
    const roles = await edit('admin', admin.id, { role: ['voice'] });
    expect(roles.statusCode).toBe(403);
    expect(roles.json().message).toBe('You cannot raise your own level or roles');
    await edit('admin', admin.id, { role: ['voice'], roleLevel: { voice: 1 } }).then((r) => expect(r.statusCode).toBe(403));
    expect((await row(admin.id)).roles).toEqual([]);
    // Payment info of one's own is fine.
    expect((await edit('admin', admin.id, { paymentInfo: 'Bank 1' })).statusCode).toBe(200);

    // The last admin cannot step down.
    await edit('admin', admin2.id, { level: 'staff' });
    const last = await edit('admin', admin.id, { level: 'staff' });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('The studio needs at least one admin');
    expect((await row(admin.id)).level).toBe('admin');
    await edit('admin', admin2.id, { level: 'admin' });
  });

  it('clients hold no roles: a client keeps theirs but gets no new ones', async () => {
    const response = await edit('admin', client.id, { role: ['voice'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Clients hold no roles: change the level first');
    expect((await edit('admin', client.id, { level: 'freelancer', role: ['voice'] })).statusCode).toBe(200);
    expect((await edit('admin', client.id, { level: 'client', role: ['voice'] })).statusCode).toBe(200);
    expect((await row(client.id)).level).toBe('client');
  });

  it('names the bad field, refuses unknown roles and stars above 3, and 404s an unknown user', async () => {
    const badRole = await edit('admin', staff.id, { role: ['astronaut'] });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toMatch(/role/);
    const badStars = await edit('admin', staff.id, { roleLevel: { 'project-manager': 4 } });
    expect(badStars.statusCode).toBe(400);
    expect(badStars.json()).toMatchObject({ message: 'The role level can be at most 3', field: 'roleLevel.project-manager' });
    expect((await edit('admin', staff.id, { level: 'boss' })).statusCode).toBe(400);
    expect((await edit('admin', '00000000-0000-4000-8000-000000000000', { level: 'staff' })).statusCode).toBe(404);
  });
});

describe('GET /api/users/{id}/{role}/job-count', () => {
  it('counts the jobs the user claimed, per job type or all; for admins and the user themself', async () => {
    const project = await createProject(t.db, { collaborators: [staff] });
    const worker = await createUser(t.db, { level: 'freelancer', roles: ['script', 'voice'] });
    await createJob(t.db, { project, jobType: 'script', status: 'inprogress', claimedBy: worker });
    await createJob(t.db, { project, jobType: 'script', status: 'completed', claimedBy: worker });
    await createJob(t.db, { project, jobType: 'voice', status: 'pending', claimedBy: worker });
    await createJob(t.db, { project, jobType: 'voice', status: 'open' });
    const count = async (cookie: string, role: string) =>
      call(t.app, 'GET', `/api/users/${worker.id}/${role}/job-count`, { cookie });

    expect((await count(cookies.admin, 'all')).json()).toEqual({ count: 3 });
    expect((await count(cookies.admin, 'script')).json()).toEqual({ count: 2 });
    expect((await count(await signIn(t.db, worker), 'voice')).json()).toEqual({ count: 1 });
    expect((await count(cookies.staff, 'all')).statusCode).toBe(403);
    expect((await count(cookies.admin, 'astronaut')).statusCode).toBe(400);
    const listed = (
      await call(t.app, 'GET', `/api/users?lookup=${encodeURIComponent(worker.email)}`, { cookie: cookies.admin })
    ).json().users[0];
    expect(listed.jobCount).toBe(3);
  });
});

describe('invitations', () => {
  it('an admin invites by e-mail: a pending user, a mail in the outbox with the link, and the link sets the password and signs in', async () => {
    const response = await call(t.app, 'POST', '/api/users/invite', {
      cookie: cookies.admin,
      payload: { email: '  New.Person@Example.com ', name: 'Nok New', level: 'freelancer' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      message: 'Invitation sent',
      user: { email: 'new.person@example.com', name: 'Nok New', level: 'freelancer', pending: true },
    });
    expect(body.inviteUrl).toMatch(/^http:\/\/localhost(:\d+)?\/auth\/invite\?token=/);

    const mail = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'new.person@example.com')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ kind: 'invitation', subject: 'You are invited to Studio' });
    expect(mail.text).toContain(body.inviteUrl);
    expect(mail.text).toContain('Ada Admin invited you');

    // A pending user cannot sign in yet.
    const login = await call(t.app, 'POST', '/api/auth/login', {
      payload: { email: 'new.person@example.com', password: 'whatever-123' },
    });
    expect(login.statusCode).toBe(401);

    const token = new URL(body.inviteUrl).searchParams.get('token') as string;
    expect((await call(t.app, 'GET', `/api/auth/invite?token=${token}`)).json()).toEqual({
      email: 'new.person@example.com',
      name: 'Nok New',
    });
    const short = await call(t.app, 'POST', '/api/auth/invite/accept', { payload: { token, password: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('The password must have at least 8 characters');

    const accepted = await call(t.app, 'POST', '/api/auth/invite/accept', { payload: { token, password: 'a-good-password' } });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({ email: 'new.person@example.com', level: 'freelancer', freelancerTnc: null });
    const cookie = cookieFrom(accepted) as string;
    // Signed in, and as a new freelancer held at the terms.
    expect((await call(t.app, 'GET', '/api/session', { cookie })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/projects', { cookie })).json().redirectUrl).toBe('/app/account?section=terms');
    // The link works once.
    const again = await call(t.app, 'POST', '/api/auth/invite/accept', { payload: { token, password: 'another-password' } });
    expect(again.statusCode).toBe(404);
    expect(
      (
        await call(t.app, 'POST', '/api/auth/login', {
          payload: { email: 'new.person@example.com', password: 'a-good-password' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('inviting a pending user again replaces the old link; an active user is a conflict; only admins invite', async () => {
    const first = (
      await call(t.app, 'POST', '/api/users/invite', { cookie: cookies.admin, payload: { email: 'twice@example.com' } })
    ).json();
    expect(first.user).toMatchObject({ name: 'twice', level: 'freelancer' });
    const second = (
      await call(t.app, 'POST', '/api/users/invite', { cookie: cookies.admin, payload: { email: 'twice@example.com' } })
    ).json();
    expect(second.user._id).toBe(first.user._id);
    const oldToken = new URL(first.inviteUrl).searchParams.get('token');
    expect((await call(t.app, 'GET', `/api/auth/invite?token=${oldToken}`)).statusCode).toBe(404);

    const taken = await call(t.app, 'POST', '/api/users/invite', { cookie: cookies.admin, payload: { email: staff.email } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A user with that e-mail already exists');
    const bad = await call(t.app, 'POST', '/api/users/invite', { cookie: cookies.admin, payload: { email: 'not-an-address' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The e-mail address is not valid');
    expect(
      (await call(t.app, 'POST', '/api/users/invite', { cookie: cookies.staff, payload: { email: 'x@example.com' } })).statusCode,
    ).toBe(403);
  });

  it('an unknown or expired token is refused', async () => {
    const invited = (
      await call(t.app, 'POST', '/api/users/invite', { cookie: cookies.admin, payload: { email: 'late@example.com' } })
    ).json();
    await t.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const token = new URL(invited.inviteUrl).searchParams.get('token') as string;
    const expired = await call(t.app, 'POST', '/api/auth/invite/accept', { payload: { token, password: 'a-good-password' } });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toMatch(/not valid any more/);
    expect((await call(t.app, 'GET', `/api/auth/invite?token=${'x'.repeat(43)}`)).statusCode).toBe(404);
  });
});

describe('POST /api/contact', () => {
  it('anyone may write: a contact post only admins read, and a notification for each admin', async () => {
    const anonymous = await call(t.app, 'POST', '/api/contact', {
      payload: {
        name: 'Vee Visitor',
        email: 'vee@example.com',
        subject: 'Three videos',
        message: 'We would like to order [three](http://spam.example) videos.',
      },
    });
    expect(anonymous.statusCode).toBe(201);
    expect(anonymous.json().message).toBe('Thank you: your message was sent to the studio');
    const post = await t.db.selectFrom('posts').selectAll().where('type', '=', 'contact').executeTakeFirstOrThrow();
    expect(post).toMatchObject({ title: 'Three videos', user_id: null });
    expect(post.body_html).not.toContain('<a');
    expect(post.body_html).toContain('vee@example.com');

    const adminFeed = (await call(t.app, 'GET', '/api/posts?feed=admin', { cookie: cookies.admin })).json();
    expect(adminFeed.posts.map((p: { title: string }) => p.title)).toContain('Three videos');
    const staffFeed = await call(t.app, 'GET', '/api/posts?feed=admin', { cookie: cookies.staff });
    expect(staffFeed.json().posts ?? []).toEqual([]);
    const notifs = (await call(t.app, 'GET', '/api/notifs', { cookie: cookies.admin })).json().notifs;
    expect(notifs[0].text).toContain('Vee Visitor');

    const signedIn = await call(t.app, 'POST', '/api/contact', {
      cookie: cookies.client,
      payload: { message: 'Where is my cut?' },
    });
    expect(signedIn.statusCode).toBe(201);
    const mine = await t.db.selectFrom('posts').selectAll().where('user_id', '=', client.id).executeTakeFirstOrThrow();
    expect(mine.meta).toMatchObject({ name: 'Cleo Client', email: client.email });
  });

  it("a viewer's story arrives in story-reception as a user story PMs can turn into a project, and PMs and admins hear of it (issue 28)", async () => {
    const sent = await call(t.app, 'POST', '/api/contact', {
      payload: {
        kind: 'story',
        name: 'Nok Viewer',
        email: 'nok@example.com',
        subject: 'The lost wallet',
        message: 'A stranger walked two hours to return my wallet.',
        lesson: 'Honesty pays.',
      },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe('Thank you: your story was sent to the studio');
    const post = await t.db.selectFrom('posts').selectAll().where('type', '=', 'user-story').executeTakeFirstOrThrow();
    expect(post).toMatchObject({
      title: 'The lost wallet',
      user_id: null,
      meta: { name: 'Nok Viewer', email: 'nok@example.com' },
    });
    expect(post.body).toBe(
      'A stranger walked two hours to return my wallet.\n\nWhat will this story teach people\n\nHonesty pays.',
    );
    const feed = await t.db.selectFrom('feeds').select('name').where('id', '=', post.feed_id).executeTakeFirstOrThrow();
    expect(feed.name).toBe('story-reception');
    const notifs = (await call(t.app, 'GET', '/api/notifs', { cookie: cookies.admin })).json().notifs;
    expect(notifs[0]).toMatchObject({
      text: '**Nok Viewer** sent a story for a video: *The lost wallet*',
      url: `/app/feed/story-reception/post/${post.id}`,
    });
  });

  it('anonymous visitors must say who they are; a message is required', async () => {
    const noEmail = await call(t.app, 'POST', '/api/contact', { payload: { name: 'X', message: 'hi' } });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe('Give an e-mail address we can answer to');
    const blank = await call(t.app, 'POST', '/api/contact', { cookie: cookies.staff, payload: { message: '   ' } });
    expect(blank.json().message).toBe('Write a message first');
  });
});

describe('GET /api/users at scale', () => {
  it('counts up to 1,000 then says more match; paging past that still finds every user, in name order', async () => {
    await t.db
      .insertInto('users')
      .columns(['email', 'name', 'name_alias', 'level', 'roles', 'role_levels'])
      .expression((eb) =>
        eb
          .selectFrom(sql<{ g: number }>`generate_series(1, 1100)`.as('s'))
          .select([
            sql<string>`'many-' || lpad(s::text, 4, '0') || '@test.local'`.as('email'),
            sql<string>`'Many ' || lpad(s::text, 4, '0')`.as('name'),
            sql<string>`'many-' || s`.as('name_alias'),
            sql<string>`'client'`.as('level'),
            sql<string[]>`'{}'::text[]`.as('roles'),
            sql<string>`'{}'::jsonb`.as('role_levels'),
          ]),
      )
      .execute();
    const page = async (skip: number) =>
      (await call(t.app, 'GET', `/api/users?lookup=many-&skip=${skip}&limit=500`, { cookie: cookies.admin })).json();
    const first = await page(0);
    expect(first).toMatchObject({ count: 1000, countCapped: true });
    expect(first.users[0].name).toBe('Many 0001');
    const third = await page(1000);
    // Past the cap the count reaches the end of the list: exact, so the list knows it is the last page.
    expect(third.count).toBe(1100);
    expect(third.countCapped).toBeUndefined();
    expect(third.users.map((user: { name: string }) => user.name)).toEqual(
      Array.from({ length: 100 }, (_, i) => `Many ${String(1001 + i).padStart(4, '0')}`),
    );
    const few = (await call(t.app, 'GET', '/api/users?lookup=Many 0007', { cookie: cookies.admin })).json();
    expect(few).toEqual({ users: [expect.objectContaining({ name: 'Many 0007' })], count: 1 });
    // Past the start of the list a lookup reads (LOOKUP_WALK_FACTOR × the page): found among all the matches.
    const late = (await call(t.app, 'GET', '/api/users?lookup=Many 1100&limit=20', { cookie: cookies.admin })).json();
    expect(late).toEqual({ users: [expect.objectContaining({ name: 'Many 1100' })], count: 1 });
    const levelled = (
      await call(t.app, 'GET', '/api/users?lookup=many-10&level=client&limit=5', { cookie: cookies.admin })
    ).json();
    expect(levelled.users.map((user: { name: string }) => user.name)).toEqual([
      'Many 0010',
      'Many 0100',
      'Many 0101',
      'Many 0102',
      'Many 0103',
    ]);
  });

  it('finds a name lookup off the trigram indexes (migration 0041), not by reading every user', async () => {
    // The lookup's condition as listUsers builds it; with sequential scans priced out, a plan without the trigram
    // indexes would have to walk users_list_idx row by row (and says so), so the index names prove they answer it.
    const plan = await t.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const pattern = '%many 0007%';
      const rows = await sql<Record<string, string>>`explain select id from users
        where name ilike ${pattern} or name_alias ilike ${pattern} or email ilike ${pattern}`.execute(trx);
      return rows.rows.map((row) => Object.values(row)[0]).join('\n');
    });
    for (const index of ['users_name_trgm_idx', 'users_name_alias_trgm_idx', 'users_email_trgm_idx']) {
      expect(plan).toContain(index);
    }
    expect(plan).not.toContain('users_list_idx');
  });
});
