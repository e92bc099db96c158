// The earnings box: Facebook and YouTube links (at least one, each on its platform) and revenue totals
// entered by hand (strict numbers, no coercion). Who: the vrd role and admins.
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createProject, createUser, type Project } from './factories';
import { CALLERS, createProjectCallers, type Caller, type ProjectCallers } from './project-callers';

let t: TestApp;
let c: ProjectCallers;
let vrdCookie: string;
let vrdOutsiderCookie: string;
let vrdId: string;

beforeAll(async () => {
  t = await createTestApp();
  c = await createProjectCallers(t);
  const vrd = await createUser(t.db, { level: 'freelancer', roles: ['vrd'], name: 'Revenue Person' });
  vrdId = vrd.id;
  vrdCookie = await signIn(t.db, vrd);
  vrdOutsiderCookie = await signIn(t.db, await createUser(t.db, { level: 'freelancer', roles: ['vrd'] }));
});
afterAll(() => t.close());

const freshProject = async () => {
  const project = await createProject(t.db, {
    status: 'launched',
    collaborators: [c.users.projectPm, c.users.clientCollaborator, c.users.freelancer, c.users.freelancerWithoutTerms],
  });
  await t.db.insertInto('project_collaborators').values({ project_id: project.id, user_id: vrdId }).execute();
  return project;
};

const earningsOf = async (project: Project) =>
  t.db
    .selectFrom('projects')
    .select(['earnings_fb_url', 'earnings_yt_url', 'earnings_total', 'earnings_additional', 'earnings_synced_at'])
    .where('id', '=', project.id)
    .executeTakeFirstOrThrow();
const logsOf = (project: Project) =>
  t.db
    .selectFrom('project_logs')
    .select(['action', 'details', 'user_id'])
    .where('project_id', '=', project.id)
    .orderBy('created_at')
    .execute();

const EDITORS: Record<Caller, number> = {
  anonymous: 401,
  clientCollaborator: 403,
  clientOutsider: 404,
  freelancerWithoutTerms: 403,
  freelancer: 403,
  staff: 403,
  projectPm: 403,
  otherPm: 403,
  admin: 200,
};

const FB = 'https://www.facebook.com/studio/videos/123';
const YT = 'https://youtu.be/abc123';

describe('POST /api/projects/{id}/earnings', () => {
  const save = (project: Project, body: unknown, cookie: string | undefined) =>
    call(t.app, 'POST', `/api/projects/${project.id}/earnings`, { cookie, payload: body as object });

  it.each(CALLERS)('permission matrix: %s', async (caller) => {
    const project = await freshProject();
    const response = await save(project, { fbUrl: FB }, c.cookies[caller]);
    expect(response.statusCode).toBe(EDITORS[caller]);
    expect((await earningsOf(project)).earnings_fb_url).toBe(EDITORS[caller] === 200 ? FB : null);
    if (caller === 'projectPm') expect(response.json().message).toBe('Only admins and the video revenue team change earnings');
  });

  it('a vrd collaborator saves the links; a vrd outsider cannot read the project; a client is never vrd', async () => {
    const project = await freshProject();
    const response = await save(project, { fbUrl: FB, ytUrl: YT }, vrdCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Earnings links saved');
    expect(response.json().project.earnings).toMatchObject({ fbUrl: FB, ytUrl: YT });
    expect((await save(project, { fbUrl: FB }, vrdOutsiderCookie)).statusCode).toBe(404);
    // A client whose record names the role: clients hold no roles.
    const clientOnProject = await createUser(t.db, { level: 'client', roles: ['vrd'] });
    await t.db.insertInto('project_collaborators').values({ project_id: project.id, user_id: clientOnProject.id }).execute();
    expect((await save(project, { fbUrl: FB }, await signIn(t.db, clientOnProject))).statusCode).toBe(403);
  });

  it('leaves a field out unchanged, clears one sent as null or blank, and logs each change', async () => {
    const project = await freshProject();
    expect((await save(project, { fbUrl: FB, ytUrl: YT }, c.cookies.admin)).statusCode).toBe(200);
    expect((await save(project, { ytUrl: 'https://www.youtube.com/watch?v=xyz' }, c.cookies.admin)).statusCode).toBe(200);
    expect(await earningsOf(project)).toMatchObject({
      earnings_fb_url: FB,
      earnings_yt_url: 'https://www.youtube.com/watch?v=xyz',
    });
    expect((await save(project, { fbUrl: null, ytUrl: ' https://m.youtube.com/watch?v=1 ' }, c.cookies.admin)).statusCode).toBe(
      200,
    );
    expect(await earningsOf(project)).toMatchObject({
      earnings_fb_url: null,
      earnings_yt_url: 'https://m.youtube.com/watch?v=1',
    });
    expect((await save(project, { fbUrl: 'https://fb.watch/abc/', ytUrl: '' }, c.cookies.admin)).statusCode).toBe(200);
    expect(await earningsOf(project)).toMatchObject({ earnings_fb_url: 'https://fb.watch/abc/', earnings_yt_url: null });
    expect((await logsOf(project)).map((log) => [log.action, log.details])).toEqual([
      ['earnings-links', { fbUrl: FB, ytUrl: YT }],
      ['earnings-links', { ytUrl: 'https://www.youtube.com/watch?v=xyz' }],
      ['earnings-links', { fbUrl: null, ytUrl: 'https://m.youtube.com/watch?v=1' }],
      ['earnings-links', { fbUrl: 'https://fb.watch/abc/', ytUrl: null }],
    ]);
  });

  it.each([
    ['nothing', {}, 'Enter a Facebook or YouTube URL'],
    ['both blank', { fbUrl: ' ', ytUrl: '' }, 'Enter a Facebook or YouTube URL'],
    ['both null', { fbUrl: null, ytUrl: null }, 'Enter a Facebook or YouTube URL'],
    ['a YouTube link as the Facebook one', { fbUrl: YT }, 'fbUrl must be a Facebook link (facebook.com or fb.watch)'],
    ['a Facebook link as the YouTube one', { ytUrl: FB }, 'ytUrl must be a YouTube link (youtube.com or youtu.be)'],
    [
      'a look-alike host',
      { fbUrl: 'https://facebook.com.example.net/v/1' },
      'fbUrl must be a Facebook link (facebook.com or fb.watch)',
    ],
    ['another scheme', { ytUrl: 'ftp://youtube.com/v' }, 'ytUrl must be a YouTube link (youtube.com or youtu.be)'],
    ['not a URL', { ytUrl: 'youtube' }, 'ytUrl must be a YouTube link (youtube.com or youtu.be)'],
    [
      'a good link beside a bad one',
      { fbUrl: FB, ytUrl: 'https://vimeo.com/1' },
      'ytUrl must be a YouTube link (youtube.com or youtu.be)',
    ],
    ['a number', { fbUrl: 5 }, /^The Facebook link must be text$/],
  ])('refuses %s with 400 and writes nothing', async (_label, body, message) => {
    const project = await freshProject();
    const response = await save(project, body, c.cookies.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await earningsOf(project)).toMatchObject({ earnings_fb_url: null, earnings_yt_url: null });
    expect(await logsOf(project)).toEqual([]);
  });
});

describe('POST /api/projects/{id}/sync-revenue', () => {
  const sync = (project: Project, body: unknown, cookie: string | undefined) =>
    call(t.app, 'POST', `/api/projects/${project.id}/sync-revenue`, { cookie, payload: body as object });

  it.each(CALLERS)('permission matrix: %s', async (caller) => {
    const project = await freshProject();
    const response = await sync(project, { total: 10 }, c.cookies[caller]);
    expect(response.statusCode).toBe(EDITORS[caller]);
    expect((await earningsOf(project)).earnings_total).toBe(EDITORS[caller] === 200 ? 10 : null);
  });

  it('records the totals (in cents), the other sources and when; a later sync replaces them', async () => {
    const project = await freshProject();
    const response = await sync(
      project,
      {
        total: 1234.567,
        additional: [
          { source: ' TikTok ', total: 12.5 },
          { source: 'Licensing', total: 0 },
        ],
      },
      vrdCookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Sync done');
    const earnings = response.json().project.earnings;
    expect(earnings).toMatchObject({
      total: 1234.57,
      additional: [
        { source: 'TikTok', total: 12.5 },
        { source: 'Licensing', total: 0 },
      ],
    });
    expect(Date.now() - new Date(earnings.syncedAt).getTime()).toBeLessThan(60_000);

    const again = await sync(project, { total: 0 }, c.cookies.admin);
    expect(again.json().project.earnings).toMatchObject({ total: 0, additional: [] });
    expect((await logsOf(project)).map((log) => [log.action, log.user_id, log.details])).toEqual([
      [
        'revenue-synced',
        vrdId,
        {
          total: 1234.57,
          additional: [
            { source: 'TikTok', total: 12.5 },
            { source: 'Licensing', total: 0 },
          ],
        },
      ],
      ['revenue-synced', c.users.admin.id, { total: 0, additional: [] }],
    ]);
  });

  it('contributors read the earnings; clients do not', async () => {
    const project = await freshProject();
    await sync(project, { total: 99 }, c.cookies.admin);
    const read = async (cookie: string | undefined) =>
      (await call(t.app, 'GET', `/api/projects/${project.id}`, { cookie })).json().project;
    expect((await read(c.cookies.freelancer)).earnings.total).toBe(99);
    expect(await read(c.cookies.clientCollaborator)).not.toHaveProperty('earnings');
  });

  it.each([
    ['a total sent as a string', { total: '5' }],
    ['a total sent as a boolean', { total: true }],
    ['a negative total', { total: -1 }],
    ['no total', { additional: [] }],
    ['a total too large', { total: 1e12 }],
    ['a blank source', { total: 1, additional: [{ source: '  ', total: 1 }] }],
    ['an empty source', { total: 1, additional: [{ source: '', total: 1 }] }],
    ['a source total as a string', { total: 1, additional: [{ source: 'TikTok', total: '1' }] }],
    ['a source without a total', { total: 1, additional: [{ source: 'TikTok' }] }],
    ['additional that is not a list', { total: 1, additional: 'TikTok' }],
  ])('refuses %s with 400 and writes nothing', async (_label, body) => {
    const project = await freshProject();
    const response = await sync(project, body, c.cookies.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/total|source|additional/);
    expect(await earningsOf(project)).toMatchObject({ earnings_total: null, earnings_additional: [], earnings_synced_at: null });
    expect(await logsOf(project)).toEqual([]);
  });
});
