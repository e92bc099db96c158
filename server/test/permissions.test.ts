// The permission matrix of every list endpoint: for each kind of caller, exactly what they get.
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createFeed, createJob, createPayment, createPost, createProject, createUser, type User } from './factories';

let t: TestApp;
const users = {} as Record<'admin' | 'pm' | 'staff' | 'freelancer' | 'payer' | 'client' | 'outsider', User>;
const cookies = {} as Record<keyof typeof users | 'anonymous', string | undefined>;

const HOUR = 3600 * 1000;
const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR);

beforeAll(async () => {
  t = await createTestApp();
  users.admin = await createUser(t.db, { level: 'admin', name: 'Admin' });
  users.pm = await createUser(t.db, { level: 'staff', roles: ['project-manager'], name: 'PM' });
  users.staff = await createUser(t.db, { level: 'staff', roles: ['storyboard'], roleLevels: { storyboard: 3 }, name: 'Staff' });
  users.freelancer = await createUser(t.db, {
    level: 'freelancer',
    roles: ['script', 'voice'],
    roleLevels: { script: 3, voice: 1 },
    name: 'Freelancer',
  });
  users.payer = await createUser(t.db, { level: 'staff', roles: ['payment'], name: 'Payer' });
  users.client = await createUser(t.db, { level: 'client', name: 'Client' });
  users.outsider = await createUser(t.db, { level: 'freelancer', roles: ['script'], name: 'Outsider' });

  const production = await createProject(t.db, {
    title: 'Production',
    status: 'production',
    collaborators: [users.pm, users.client],
    updatedAt: hoursAgo(1),
  });
  const fresh = await createProject(t.db, {
    title: 'Fresh',
    status: 'new',
    collaborators: [users.admin],
    updatedAt: hoursAgo(2),
  });
  await createProject(t.db, {
    title: 'Storyboarding',
    status: 'storyboarding',
    collaborators: [users.freelancer],
    updatedAt: hoursAgo(3),
    level: 3,
  });
  await createProject(t.db, {
    title: 'Ready',
    status: 'ready',
    collaborators: [users.admin],
    updatedAt: hoursAgo(4),
    listedBy: [users.admin],
  });
  await createProject(t.db, {
    title: 'Paused',
    status: 'onhold',
    collaborators: [users.admin, users.client],
    updatedAt: hoursAgo(5),
  });
  await createProject(t.db, { title: 'Binned', status: 'trash', collaborators: [users.admin], updatedAt: hoursAgo(6) });

  await createJob(t.db, {
    project: production,
    title: 'J1 script',
    jobType: 'script',
    prices: { '1': 10, '2': 20, '3': 30 },
    createdAt: hoursAgo(10),
  });
  await createJob(t.db, {
    project: production,
    title: 'J2 storyboard',
    jobType: 'storyboard',
    status: 'inprogress',
    claimedBy: users.staff,
    prices: { '1': 100, '2': 120, '3': 140 },
    bonus: 7,
    createdAt: hoursAgo(9),
  });
  await createJob(t.db, {
    project: production,
    title: 'J3 pm',
    jobType: 'project-manager',
    prices: { '1': 50, '2': 60, '3': 70 },
    createdAt: hoursAgo(8),
  });
  const voiceJob = await createJob(t.db, {
    project: production,
    title: 'J4 voice',
    jobType: 'voice',
    status: 'completed',
    claimedBy: users.freelancer,
    prices: { '1': 5, '2': 6, '3': 7 },
    bonus: 5,
    paidAt: hoursAgo(1),
    createdAt: hoursAgo(7),
  });
  await createJob(t.db, {
    project: fresh,
    title: 'J5 invited script',
    jobType: 'script',
    staff: [users.outsider],
    createdAt: hoursAgo(6),
  });
  await createJob(t.db, {
    project: fresh,
    title: 'J6 other',
    jobType: 'other',
    price: 15,
    prices: {},
    important: true,
    createdAt: hoursAgo(20),
  });

  const storyboardJob = await createJob(t.db, {
    project: fresh,
    title: 'J7 done storyboard',
    jobType: 'storyboard',
    status: 'completed',
    claimedBy: users.staff,
    createdAt: hoursAgo(30),
  });
  await createPayment(t.db, { user: users.freelancer, jobs: [voiceJob], createdBy: users.payer });
  await createPayment(t.db, { user: users.staff, jobs: [storyboardJob], createdBy: users.payer });

  const all = await createFeed(t.db, { name: 'all', aggregate: true });
  void all;
  const studio = await createFeed(t.db, { name: 'studio' });
  const crew = await createFeed(t.db, { name: 'crew', users: [users.pm, users.freelancer] });
  await createFeed(t.db, { name: 'freelancer', levelBased: true });
  const storyboardFeed = await createFeed(t.db, { name: 'storyboard', roleBased: true });
  const secret = await createFeed(t.db, { name: 'admins-only', users: [users.admin] });
  await createPost(t.db, { feed: studio, user: users.admin, title: 'Studio news' });
  await createPost(t.db, { feed: crew, user: users.pm, title: 'Crew talk' });
  await createPost(t.db, { feed: storyboardFeed, user: users.staff, title: 'Board tips' });
  await createPost(t.db, { feed: secret, user: users.admin, title: 'Admin secret' });
  await createPost(t.db, { feed: studio, user: users.freelancer, title: 'My private to-do', private: true, type: 'todo' });

  for (const key of Object.keys(users) as Array<keyof typeof users>) cookies[key] = await signIn(t.db, users[key]);
  cookies.anonymous = undefined;
});
afterAll(() => t.close());

const get = (who: keyof typeof cookies, url: string) => call(t.app, 'GET', url, { cookie: cookies[who] });
const titles = (list: Array<{ title: string }>) => list.map((item) => item.title).sort();
type JobJson = {
  title: string;
  prices: Record<string, number>;
  price?: number | null;
  bonus?: number;
  claimedBy: null | { paymentInfo?: string };
  paidBy?: string | null;
};
const jobsOf = async (who: keyof typeof cookies, query = '') => {
  const response = await get(who, `/api/jobs${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().jobs as JobJson[];
};
const byTitle = (jobs: JobJson[], prefix: string) => jobs.find((job) => job.title.startsWith(prefix))!;

describe('GET /api/jobs', () => {
  it('admin: every incomplete job, important first then newest, with every price, bonus and payment info', async () => {
    const jobs = await jobsOf('admin');
    expect(jobs.map((j) => j.title)).toEqual(['J6 other', 'J5 invited script', 'J3 pm', 'J2 storyboard', 'J1 script']);
    expect(byTitle(jobs, 'J1').prices).toEqual({ '1': 10, '2': 20, '3': 30 });
    expect(byTitle(jobs, 'J3').prices).toEqual({ '1': 50, '2': 60, '3': 70 });
    expect(byTitle(jobs, 'J2').bonus).toBe(7);
    expect(byTitle(jobs, 'J2').claimedBy?.paymentInfo).toEqual(expect.any(String));
    expect(byTitle(jobs, 'J6').price).toBe(15);
  });

  it('PM: the jobs of their projects with all tiers (but only their own tier on project-manager jobs), plus what they may claim', async () => {
    const jobs = await jobsOf('pm');
    expect(titles(jobs)).toEqual(['J1 script', 'J2 storyboard', 'J3 pm', 'J6 other']);
    expect(byTitle(jobs, 'J1').prices).toEqual({ '1': 10, '2': 20, '3': 30 });
    expect(byTitle(jobs, 'J3').prices).toEqual({ '2': 60 });
    expect(byTitle(jobs, 'J2').bonus).toBe(7);
    expect(byTitle(jobs, 'J6')).not.toHaveProperty('bonus');
    expect(byTitle(jobs, 'J6').price).toBe(15);
    expect(byTitle(jobs, 'J2').claimedBy).not.toHaveProperty('paymentInfo');
  });

  it("staff: the jobs they claimed and the open ones they may claim, with only their level's price", async () => {
    const jobs = await jobsOf('staff');
    expect(titles(jobs)).toEqual(['J2 storyboard', 'J6 other']);
    expect(byTitle(jobs, 'J2').prices).toEqual({ '3': 140 });
    expect(byTitle(jobs, 'J2')).not.toHaveProperty('bonus');
  });

  it("freelancer: open jobs of their roles they are invited to, and their own; only their tier's price", async () => {
    const jobs = await jobsOf('freelancer');
    expect(titles(jobs)).toEqual(['J1 script', 'J6 other']);
    expect(byTitle(jobs, 'J1').prices).toEqual({ '3': 30 });
    expect(byTitle(jobs, 'J1').price).toBeNull();
    expect(byTitle(jobs, 'J1')).not.toHaveProperty('bonus');
    const completed = await jobsOf('freelancer', '?status=completed');
    expect(titles(completed)).toEqual(['J4 voice']);
    expect(completed[0].prices).toEqual({ '1': 5 });
    expect(completed[0].paidBy).toEqual(expect.any(String));
  });

  it('an invited freelancer sees the invitation-only job; others do not', async () => {
    expect(titles(await jobsOf('outsider'))).toEqual(['J1 script', 'J5 invited script', 'J6 other']);
  });

  it('client: 403; anonymous: 401', async () => {
    expect((await get('client', '/api/jobs')).statusCode).toBe(403);
    expect((await get('anonymous', '/api/jobs')).statusCode).toBe(401);
  });

  it('filters by status key, job type, claimant and project, and pages with hasMore', async () => {
    expect(titles(await jobsOf('admin', '?status=unpaid'))).toEqual(['J7 done storyboard']);
    expect(titles(await jobsOf('admin', '?status=open'))).toEqual(['J1 script', 'J3 pm', 'J5 invited script', 'J6 other']);
    expect(titles(await jobsOf('admin', '?status=inprogress'))).toEqual(['J2 storyboard']);
    expect(titles(await jobsOf('admin', '?status=incomplete&filter=script'))).toEqual(['J1 script', 'J5 invited script']);
    expect(titles(await jobsOf('admin', `?status=completed&user=${users.staff.id}`))).toEqual(['J7 done storyboard']);
    expect(titles(await jobsOf('staff', '?status=my-jobs'))).toEqual(['J2 storyboard']);
    const page1 = await get('admin', '/api/jobs?limit=2');
    expect(page1.json().jobs).toHaveLength(2);
    expect(page1.json().hasMore).toBe(true);
    const page3 = await get('admin', '/api/jobs?limit=2&skip=4');
    expect(page3.json().jobs).toHaveLength(1);
    expect(page3.json().hasMore).toBe(false);
  });

  it('rejects unknown status keys naming the parameter', async () => {
    const response = await get('admin', '/api/jobs?status=lost');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'status', message: expect.stringMatching(/^The status must be one of/) });
  });
});

describe('GET /api/projects', () => {
  const projectTitles = async (who: keyof typeof cookies, query = '') => {
    const response = await get(who, `/api/projects${query}`);
    expect(response.statusCode).toBe(200);
    return titles(response.json().projects);
  };

  it('admin and staff see every project; `all` leaves out on-hold and trash', async () => {
    for (const who of ['admin', 'staff', 'pm'] as const) {
      expect(await projectTitles(who)).toEqual(['Fresh', 'Production', 'Ready', 'Storyboarding']);
      expect(await projectTitles(who, '?status=onhold')).toEqual(['Paused']);
      expect(await projectTitles(who, '?status=trash')).toEqual(['Binned']);
    }
  });

  it('freelancer: projects they collaborate on, hold a job in, or could claim a job in', async () => {
    expect(await projectTitles('freelancer')).toEqual(['Fresh', 'Production', 'Storyboarding']);
  });

  it('client: only projects they collaborate on, without internal fields', async () => {
    expect(await projectTitles('client')).toEqual(['Production']);
    expect(await projectTitles('client', '?status=onhold')).toEqual(['Paused']);
    const [project] = (await get('client', '/api/projects')).json().projects;
    expect(project).not.toHaveProperty('level');
    expect(project).not.toHaveProperty('demonProof');
    expect(project).not.toHaveProperty('jobs');
    const [staffView] = (await get('staff', '/api/projects?status=production')).json().projects;
    expect(staffView.level).toBe(2);
  });

  it('anonymous: 401', async () => {
    expect((await get('anonymous', '/api/projects')).statusCode).toBe(401);
  });

  it("my-projects lists the caller's own list; level filter and paging work", async () => {
    expect(await projectTitles('admin', '?status=my-projects')).toEqual(['Ready']);
    expect(await projectTitles('admin', '?level=3')).toEqual(['Storyboarding']);
    const page = (await get('admin', '/api/projects?limit=3')).json();
    expect(page).toMatchObject({ skip: 3, hasMore: true });
    expect(page.projects.map((p: { title: string }) => p.title)).toEqual(['Production', 'Fresh', 'Storyboarding']);
  });

  it('counts every tab with the same visibility', async () => {
    const admin = (await get('admin', '/api/projects/counts')).json().counts;
    expect(admin).toMatchObject({
      all: 4,
      'my-projects': 1,
      new: 1,
      production: 1,
      onhold: 1,
      trash: 1,
      launched: 0,
      fbRelaunch: 0,
    });
    const client = (await get('client', '/api/projects/counts')).json().counts;
    expect(client).toMatchObject({ all: 1, production: 1, onhold: 1, trash: 0, new: 0 });
    const freelancer = (await get('freelancer', '/api/projects/counts')).json().counts;
    expect(freelancer.all).toBe(3);
  });
});

describe('GET /api/payments', () => {
  const payees = async (who: keyof typeof cookies) => {
    const response = await get(who, '/api/payments');
    expect(response.statusCode).toBe(200);
    return response
      .json()
      .payments.map((p: { user: { name: string } }) => p.user.name)
      .sort();
  };

  it('admins and the payment role see every payment; others only their own', async () => {
    expect(await payees('admin')).toEqual(['Freelancer', 'Staff']);
    expect(await payees('payer')).toEqual(['Freelancer', 'Staff']);
    expect(await payees('freelancer')).toEqual(['Freelancer']);
    expect(await payees('staff')).toEqual(['Staff']);
    expect(await payees('pm')).toEqual([]);
  });

  it('lists the paid jobs and who paid', async () => {
    const [payment] = (await get('freelancer', '/api/payments')).json().payments;
    expect(payment).toMatchObject({
      total: 6,
      createdBy: { name: 'Payer' },
      jobs: [{ title: 'J4 voice', kind: 'job', amount: 6 }],
    });
  });

  it('client: 403; anonymous: 401', async () => {
    expect((await get('client', '/api/payments')).statusCode).toBe(403);
    expect((await get('anonymous', '/api/payments')).statusCode).toBe(401);
  });
});

describe('GET /api/feeds and /api/posts', () => {
  const feedNames = async (who: keyof typeof cookies) => {
    const response = await get(who, '/api/feeds');
    expect(response.statusCode).toBe(200);
    return response
      .json()
      .feeds.map((f: { name: string }) => f.name)
      .sort();
  };

  it('each caller gets the feeds they may read', async () => {
    expect(await feedNames('admin')).toEqual(['admins-only', 'all', 'crew', 'freelancer', 'storyboard', 'studio']);
    expect(await feedNames('pm')).toEqual(['all', 'crew', 'studio']);
    expect(await feedNames('staff')).toEqual(['all', 'storyboard', 'studio']);
    expect(await feedNames('freelancer')).toEqual(['all', 'crew', 'freelancer', 'studio']);
  });

  it('each feed carries the number of posts the caller may read in it', async () => {
    const counts = async (who: keyof typeof cookies) =>
      Object.fromEntries(
        (await get(who, '/api/feeds')).json().feeds.map((f: { name: string; postCount: number }) => [f.name, f.postCount]),
      );
    expect(await counts('freelancer')).toEqual({ all: 2, crew: 1, freelancer: 0, studio: 2 });
    expect(await counts('admin')).toEqual({ all: 4, 'admins-only': 1, crew: 1, freelancer: 0, storyboard: 1, studio: 1 });
  });

  it('the `all` feed holds every non-private post the caller may read', async () => {
    const postTitles = async (who: keyof typeof cookies, feed = 'all') => {
      const response = await get(who, `/api/posts?feed=${feed}`);
      expect(response.statusCode).toBe(200);
      return titles(response.json().posts);
    };
    expect(await postTitles('admin')).toEqual(['Admin secret', 'Board tips', 'Crew talk', 'Studio news']);
    expect(await postTitles('pm')).toEqual(['Crew talk', 'Studio news']);
    expect(await postTitles('staff')).toEqual(['Board tips', 'Studio news']);
    expect(await postTitles('freelancer')).toEqual(['Crew talk', 'Studio news']);
    expect(await postTitles('freelancer', 'studio')).toEqual(['My private to-do', 'Studio news']);
    expect(await postTitles('admin', 'studio')).toEqual(['Studio news']);
  });

  it('a feed the caller may not read is refused', async () => {
    expect((await get('staff', '/api/posts?feed=crew')).statusCode).toBe(403);
    expect((await get('staff', '/api/posts?feed=no-such-feed')).statusCode).toBe(404);
  });

  it('client: 403; anonymous: 401', async () => {
    for (const url of ['/api/feeds', '/api/posts']) {
      expect((await get('client', url)).statusCode).toBe(403);
      expect((await get('anonymous', url)).statusCode).toBe(401);
    }
  });
});

describe('GET /api/users', () => {
  it('admin: full rows with account details and the total count', async () => {
    const body = (await get('admin', '/api/users')).json();
    expect(body.count).toBe(7);
    expect(body.users[0]).toEqual(
      expect.objectContaining({ email: expect.any(String), paymentInfo: expect.any(String), roleLevel: expect.any(Object) }),
    );
  });

  it('power users (staff, PMs): directory fields only, at most 10, or 200 with a role filter', async () => {
    for (const who of ['pm', 'staff'] as const) {
      const body = (await get(who, '/api/users?limit=500')).json();
      expect(body.users.length).toBeLessThanOrEqual(10);
      for (const user of body.users) {
        expect(Object.keys(user).sort()).toEqual(['_id', 'level', 'name', 'nameAlias', 'picture', 'role']);
      }
    }
    for (let i = 0; i < 6; i += 1) await createUser(t.db, { level: 'freelancer', roles: ['script'] });
    expect((await get('pm', '/api/users')).json().users).toHaveLength(10);
    const scripted = (await get('pm', '/api/users?role=script&limit=300')).json();
    expect(scripted.users.length).toBe(scripted.count);
    expect(scripted.count).toBe(8);
  });

  it('filters by level and lookup', async () => {
    const body = (await get('admin', '/api/users?level=staff&lookup=pay')).json();
    expect(body.users.map((u: { name: string }) => u.name)).toEqual(['Payer']);
  });

  it('freelancers and clients: 403; anonymous: 401', async () => {
    expect((await get('freelancer', '/api/users')).statusCode).toBe(403);
    expect((await get('client', '/api/users')).statusCode).toBe(403);
    expect((await get('anonymous', '/api/users')).statusCode).toBe(401);
  });
});
