// Transfer between two real installations on this machine: the target app listens on 127.0.0.1 (its own
// database) and is configured as a transfer target of the source app. Proves what travels, retry-safety
// (a repeat answers the same URL and the target holds one project), races, and the shared token both ways.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { call, createSiblingApp, createTestApp, signIn, type TestApp } from './helper';
import { createProject, createUser, type Project } from './factories';
import { CALLERS, createProjectCallers, type Caller, type ProjectCallers } from './project-callers';

const TOKEN = 'a-shared-transfer-secret-of-some-length';
let target: TestApp;
let targetUrl: string;
let targetAdminCookie: string;
let source: TestApp;
let c: ProjectCallers;
let closedUrl: string;
const siblings: FastifyInstance[] = [];

/** An address where nothing listens (a port just given up). */
async function closedPort(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  target = await createTestApp({ transferToken: TOKEN });
  await target.app.listen({ port: 0, host: '127.0.0.1' });
  targetUrl = `http://127.0.0.1:${(target.app.server.address() as AddressInfo).port}`;
  targetAdminCookie = await signIn(target.db, await createUser(target.db, { level: 'admin' }));
  closedUrl = await closedPort();
  source = await createTestApp({
    transferToken: TOKEN,
    transferTargets: [
      { id: 'local', name: 'Studio Local', url: targetUrl },
      { id: 'self', name: 'This site', url: 'http://localhost' },
      { id: 'closed', name: 'Studio Closed', url: closedUrl },
    ],
  });
  c = await createProjectCallers(source);
});
afterAll(async () => {
  for (const app of siblings) await app.close();
  await source.close();
  await target.close();
});

/** Another app on the source's database with other settings (closed at the end). */
async function sourceWith(overrides: Parameters<typeof createSiblingApp>[1]): Promise<FastifyInstance> {
  const app = await createSiblingApp(source, overrides);
  siblings.push(app);
  return app;
}

const BRIEF = {
  genderMain: 'Male',
  genderMainOther: '',
  age: '60s',
  ethnicity: 'Lao',
  other: 'rural',
  diversity: 'no',
  gender: 'male',
};
const MUSIC = { id: 'm1', file: 'calm-piano', group: 'music', label: 'Calm piano', ext: 'mp3' };

async function freshProject(title = 'River Crossing'): Promise<Project> {
  const project = await createProject(source.db, {
    title,
    status: 'storyboarding',
    level: 1,
    collaborators: [c.users.projectPm, c.users.clientCollaborator, c.users.freelancer, c.users.freelancerWithoutTerms],
  });
  await source.db
    .updateTable('projects')
    .set({
      script_status: 'confirmed',
      storyboard_status: 'sketch-pending',
      gdrive_folder: 'https://drive.google.com/drive/folders/river',
      script_raw_body: 'The ferryman waits.',
      script_raw_comments: 'Slow pace',
      storyboard_brief: JSON.stringify(BRIEF),
      spec_music: JSON.stringify(MUSIC),
    })
    .where('id', '=', project.id)
    .execute();
  return project;
}

const transfer = (project: Project, body: unknown, cookie: string | undefined, app: FastifyInstance = source.app) =>
  call(app, 'POST', `/api/projects/${project.id}/transfer`, { cookie, payload: body as object });
const sourceOf = (project: Project) => `http://localhost:80/${project.id}`;
const targetCopies = (project: Project) =>
  target.db.selectFrom('projects').selectAll().where('transferred_from', '=', sourceOf(project)).execute();
const targetProjectCount = async () =>
  (
    await target.db
      .selectFrom('projects')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;
const transfersOf = (project: Project) =>
  source.db.selectFrom('project_transfers').selectAll().where('project_id', '=', project.id).execute();

describe('GET /api/projects/transfer/targets', () => {
  const expected: Record<Caller, number> = {
    anonymous: 401,
    clientCollaborator: 403,
    clientOutsider: 403,
    freelancerWithoutTerms: 403,
    freelancer: 403,
    staff: 403,
    projectPm: 403,
    otherPm: 403,
    admin: 200,
  };
  it.each(CALLERS)('permission matrix: %s', async (caller) => {
    const response = await call(source.app, 'GET', '/api/projects/transfer/targets', { cookie: c.cookies[caller] });
    expect(response.statusCode).toBe(expected[caller]);
    if (caller === 'admin') {
      expect(response.json().targets).toEqual([
        { id: 'local', name: 'Studio Local', url: targetUrl },
        { id: 'self', name: 'This site', url: 'http://localhost' },
        { id: 'closed', name: 'Studio Closed', url: closedUrl },
      ]);
    }
  });

  it('offers no invented sites: none configured, or no shared token, lists no target (the menu hides Transfer; issue 28)', async () => {
    for (const overrides of [{ transferTargets: undefined }, { transferToken: null }]) {
      const app = await sourceWith(overrides);
      const { targets } = (await call(app, 'GET', '/api/projects/transfer/targets', { cookie: c.cookies.admin })).json();
      expect(targets).toEqual([]);
    }
  });
});

describe('POST /api/projects/{id}/transfer', () => {
  const expected: Record<Caller, number> = {
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
  it.each(CALLERS)('permission matrix: %s', async (caller) => {
    const project = await freshProject();
    const response = await transfer(project, { target: 'local' }, c.cookies[caller]);
    expect(response.statusCode).toBe(expected[caller]);
    expect(await targetCopies(project)).toHaveLength(expected[caller] === 200 ? 1 : 0);
    expect(await transfersOf(project)).toHaveLength(expected[caller] === 200 ? 1 : 0);
    if (caller === 'projectPm') expect(response.json().message).toBe('Only admins transfer projects');
  });

  it('makes the copy on the target and answers its URL; the copy has what the spec lists and no collaborators', async () => {
    const project = await freshProject('Ferry Tale');
    const response = await transfer(project, { target: 'local' }, c.cookies.admin);
    expect(response.statusCode).toBe(200);
    const { message, url } = response.json();
    expect(message).toBe('Transferred');
    const [copy] = await targetCopies(project);
    expect(url).toBe(`${targetUrl}/app/projects/${copy.id}`);

    // Read on the target by its admin (admins see projects without collaborators).
    const read = await call(target.app, 'GET', `/api/projects/${copy.id}`, { cookie: targetAdminCookie });
    expect(read.statusCode).toBe(200);
    expect(read.json().project).toMatchObject({
      title: 'Ferry Tale',
      status: 'storyboarding',
      scriptStatus: 'confirmed',
      storyboardStatus: 'sketch-pending',
      gdriveFolder: 'https://drive.google.com/drive/folders/river',
      scriptRaw: { body: 'The ferryman waits.', comments: 'Slow pace' },
      storyboardBrief: BRIEF,
      specs: { level: 1, voice: null, music: MUSIC },
      collabs: [],
    });
    const targetLogs = await target.db
      .selectFrom('project_logs')
      .select(['action', 'details', 'user_id'])
      .where('project_id', '=', copy.id)
      .execute();
    expect(targetLogs).toEqual([
      { action: 'transferred-in', details: { source: sourceOf(project), locale: 'en' }, user_id: null },
    ]);

    // The source remembers it, shows it to admins and logs it.
    const page = (await call(source.app, 'GET', `/api/projects/${project.id}`, { cookie: c.cookies.admin })).json().project;
    expect(page.transfers).toEqual([{ target: 'local', url }]);
    const logs = await source.db
      .selectFrom('project_logs')
      .select(['action', 'details'])
      .where('project_id', '=', project.id)
      .execute();
    expect(logs).toEqual([{ action: 'transferred', details: { target: 'local', name: 'Studio Local', url } }]);
  });

  it("sends the scenes' texts in order; the copy's counts and sensitivity come from them (images stay here)", async () => {
    const project = await freshProject('Scenes Travel');
    for (const [position, text] of ['The river [water sounds] at dawn.', 'A storm kills the lights.'].entries()) {
      await source.db.insertInto('scenes').values({ project_id: project.id, position, text }).execute();
    }
    expect((await transfer(project, { target: 'local' }, c.cookies.admin)).statusCode).toBe(200);
    const [copy] = await targetCopies(project);
    const scenes = await target.db
      .selectFrom('scenes')
      .select(['position', 'text', 'image_file_id'])
      .where('project_id', '=', copy.id)
      .orderBy('position')
      .execute();
    expect(scenes).toEqual([
      { position: 0, text: 'The river [water sounds] at dawn.', image_file_id: null },
      { position: 1, text: 'A storm kills the lights.', image_file_id: null },
    ]);
    const counts = await target.db
      .selectFrom('projects')
      .select(['word_count', 'scene_count', 'demon_proof'])
      .where('id', '=', copy.id)
      .executeTakeFirstOrThrow();
    expect(counts).toEqual({ word_count: 9, scene_count: 2, demon_proof: false });
  });

  it('is safe to retry: a repeat answers the same URL without sending, and the target holds one copy', async () => {
    const project = await freshProject();
    const first = (await transfer(project, { target: 'local' }, c.cookies.admin)).json().url;
    const second = await transfer(project, { target: 'local' }, c.cookies.admin);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ message: 'Transferred', url: first });
    expect(await targetCopies(project)).toHaveLength(1);

    // Not sent again: the same target id pointing nowhere still answers the stored URL.
    const unreachable = await sourceWith({ transferTargets: [{ id: 'local', name: 'Studio Local', url: closedUrl }] });
    expect((await transfer(project, { target: 'local' }, c.cookies.admin, unreachable)).json()).toEqual({
      message: 'Transferred',
      url: first,
    });

    // Sent again after this side lost its record (as after a lost answer): the target answers its first copy.
    await source.db.deleteFrom('project_transfers').where('project_id', '=', project.id).execute();
    const resent = await transfer(project, { target: 'local' }, c.cookies.admin);
    expect(resent.json()).toEqual({ message: 'Transferred', url: first });
    expect(await targetCopies(project)).toHaveLength(1);
    expect(await transfersOf(project)).toHaveLength(1);
  });

  it('ten transfers at once: all answer one URL, the target holds one copy', async () => {
    const project = await freshProject();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => transfer(project, { target: 'local' }, c.cookies.admin)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((response) => response.json().url)).size).toBe(1);
    expect(await targetCopies(project)).toHaveLength(1);
    expect(await transfersOf(project)).toHaveLength(1);
  });

  it('refuses this site itself and unknown targets with 400, sending nothing', async () => {
    const project = await freshProject();
    const before = await targetProjectCount();
    const self = await transfer(project, { target: 'self' }, c.cookies.admin);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('target: that is this site; choose another');
    const unknown = await transfer(project, { target: 'mars' }, c.cookies.admin);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('target: not one of the transfer targets');
    for (const body of [{}, { target: '' }, { target: 5 }])
      expect((await transfer(project, body, c.cookies.admin)).statusCode).toBe(400);
    expect(await targetProjectCount()).toBe(before);
    expect(await transfersOf(project)).toEqual([]);
  });

  it('answers 409 when the target refuses (a wrong token), cannot be reached or does not answer; nothing is stored', async () => {
    const project = await freshProject();
    const wrongToken = await sourceWith({ transferToken: 'not-the-shared-secret' });
    const refused = await transfer(project, { target: 'local' }, c.cookies.admin, wrongToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The target site did not accept the transfer: Studio Local answered 401: A valid transfer token is required',
    );

    const unreachable = await transfer(project, { target: 'closed' }, c.cookies.admin);
    expect(unreachable.statusCode).toBe(409);
    expect(unreachable.json().message).toBe('The target site did not accept the transfer: Studio Closed could not be reached');

    // A site that takes the request and never answers.
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const slowUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const impatient = await sourceWith({
        transferTargets: [{ id: 'slow', name: 'Studio Slow', url: slowUrl }],
        transferTimeoutMs: 300,
      });
      const timedOut = await transfer(project, { target: 'slow' }, c.cookies.admin, impatient);
      expect(timedOut.statusCode).toBe(409);
      expect(timedOut.json().message).toBe(
        'The target site did not accept the transfer: Studio Slow did not answer within 300 ms',
      );
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
    expect(await transfersOf(project)).toEqual([]);
    expect(await targetCopies(project)).toEqual([]);
  });

  it('says "Transfer is not configured" without a token', async () => {
    const project = await freshProject();
    const unconfigured = await sourceWith({ transferToken: null });
    const response = await transfer(project, { target: 'local' }, c.cookies.admin, unconfigured);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Transfer is not configured');
  });
});

describe('POST /api/projects/transfer-in', () => {
  const body = (sourceId: string) => ({
    locale: 'th',
    source: `https://vn.studio.example/${sourceId}`,
    project: {
      title: 'Sent directly',
      status: 'production',
      scriptStatus: 'confirmed',
      storyboardStatus: 'confirmed',
      gdriveFolder: null,
      scriptRaw: null,
      storyboardBrief: null,
      specs: { level: 2, voice: null, music: null },
      covers: [],
      titles: [],
    },
  });
  /** A server-to-server call: no Origin header, no cookie. */
  const send = (payload: unknown, authorization?: string, app: FastifyInstance = target.app) =>
    app.inject({
      method: 'POST',
      url: '/api/projects/transfer-in',
      headers: authorization ? { authorization } : {},
      payload: payload as object,
    });

  it.each([
    ['no token', undefined],
    ['a wrong token', 'Bearer not-it'],
    ['the token in another scheme', `Basic ${TOKEN}`],
    ['the token with extra text', `Bearer ${TOKEN} x`],
  ])('refuses %s with 401 and creates nothing', async (_label, authorization) => {
    const before = await targetProjectCount();
    const response = await send(body('a1'), authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('A valid transfer token is required');
    expect(await targetProjectCount()).toBe(before);
  });

  it('refuses everything with 401 when this site has no token, even the right one', async () => {
    const unconfigured = await createSiblingApp(target, { transferToken: null });
    try {
      const response = await send(body('a2'), `Bearer ${TOKEN}`, unconfigured);
      expect(response.statusCode).toBe(401);
    } finally {
      await unconfigured.close();
    }
  });

  it('checks the token before the body (a caller without it learns nothing)', async () => {
    expect((await send({ nonsense: true })).statusCode).toBe(401);
    expect((await send({ nonsense: true }, `Bearer ${TOKEN}`)).statusCode).toBe(400);
  });

  it('creates the project once per source: 201, then 200 with the same URL, also for ten at once', async () => {
    const first = await send(body('b1'), `Bearer ${TOKEN}`);
    expect(first.statusCode).toBe(201);
    const again = await send(body('b1'), `Bearer ${TOKEN}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().url).toBe(first.json().url);

    const responses = await Promise.all(Array.from({ length: 10 }, () => send(body('b2'), `Bearer ${TOKEN}`)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((response) => response.json().url)).size).toBe(1);
    const made = await target.db
      .selectFrom('projects')
      .select('id')
      .where('transferred_from', '=', 'https://vn.studio.example/b2')
      .execute();
    expect(made).toHaveLength(1);
    // Cookie-less and cross-site is fine here: the token is the authentication.
    const crossSite = await target.app.inject({
      method: 'POST',
      url: '/api/projects/transfer-in',
      headers: { authorization: `Bearer ${TOKEN}`, origin: 'https://vn.studio.example' },
      payload: body('b3'),
    });
    expect(crossSite.statusCode).toBe(201);
  });

  it('keeps a paused project paused, returning to the start when made active', async () => {
    const response = await send({ ...body('c1'), project: { ...body('c1').project, status: 'onhold' } }, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(201);
    const row = await target.db
      .selectFrom('projects')
      .select(['status', 'old_status'])
      .where('transferred_from', '=', 'https://vn.studio.example/c1')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'onhold', old_status: 'new' });
  });

  it.each([
    ['a blank title', { project: { ...body('d').project, title: '  ' } }],
    ['an unknown status', { project: { ...body('d').project, status: 'flying' } }],
    ['a source that is not an address', { source: 'somewhere' }],
    ['a javascript: source', { source: 'javascript:alert(1)' }],
    ['a javascript: drive folder', { project: { ...body('d').project, gdriveFolder: 'javascript:alert(1)' } }],
    ['a level out of range', { project: { ...body('d').project, specs: { level: 9, voice: null, music: null } } }],
    ['no project', { project: undefined }],
  ])('refuses %s with 400 and creates nothing', async (_label, change) => {
    const before = await targetProjectCount();
    const response = await send({ ...body('d1'), ...change }, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(400);
    expect(await targetProjectCount()).toBe(before);
  });
});
