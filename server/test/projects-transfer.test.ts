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
import { EXE, multipartForm, pngImage, storedState, type FilePart } from './multipart';
import { createScenes, uploadImage } from './scene-support';
import { createCover, createTitle } from './social-media-support';

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

/**
 * A project in the middle of its work on the source: three scenes (two with images, one with markers), two covers
 * (the second chosen for YouTube and the project page) and two titles (the first chosen for Facebook, the second
 * marked demonetized on Facebook), every image a real upload of the source site.
 */
async function picturedProject(title: string): Promise<Project> {
  const project = await freshProject(title);
  const [frame, storm, posterA, posterB] = [
    await uploadImage(source, c.cookies.admin!, 320, 180),
    await uploadImage(source, c.cookies.admin!, 240, 240),
    await uploadImage(source, c.cookies.admin!, 640, 360),
    await uploadImage(source, c.cookies.admin!, 400, 300),
  ];
  await createScenes(source, project, [
    { text: 'The river [water sounds] at dawn.', imageFileId: frame },
    'The ferryman waits.',
    { text: 'A storm kills the lights.', imageFileId: storm },
  ]);
  await source.db
    .updateTable('scenes')
    .set({ numbers: JSON.stringify({ '1': { x: 12.5, y: 40 }, '2.1': { x: 70, y: 55 } }) })
    .where('project_id', '=', project.id)
    .where('position', '=', 0)
    .execute();
  const pm = c.users.projectPm;
  await createCover(source, project, posterA, pm);
  const chosenCover = await createCover(source, project, posterB, pm);
  await source.db.updateTable('social_covers').set({ yt: true, pr: true }).where('id', '=', chosenCover).execute();
  const chosenTitle = await createTitle(source, project, 'The last ferry', pm.id);
  const markedTitle = await createTitle(source, project, 'Storm on the river', pm.id);
  await source.db.updateTable('social_titles').set({ fb: true }).where('id', '=', chosenTitle).execute();
  await source.db.updateTable('social_titles').set({ fb_demon: true }).where('id', '=', markedTitle).execute();
  return project;
}

/** What a reader sees of a project's scenes, covers and titles on `app`, without this site's ids. */
async function contentOn(app: FastifyInstance, projectId: string, cookie: string) {
  const scenes = (await call(app, 'GET', `/api/projects/${projectId}/scenes`, { cookie })).json().scenes;
  const media = (await call(app, 'GET', `/api/projects/${projectId}/social-media`, { cookie })).json();
  type Image = { fileId: string; name: string; ext: string } | null;
  const image = (file: Image) => (file ? { name: file.name, ext: file.ext } : null);
  return {
    files: [
      ...scenes.flatMap((scene: { image: Image }) => (scene.image ? [scene.image.fileId] : [])),
      ...media.covers.map((cover: { image: Image }) => cover.image!.fileId),
    ] as string[],
    seen: {
      scenes: scenes.map((scene: { text: string; numbers: unknown; image: Image }) => ({
        text: scene.text,
        numbers: scene.numbers,
        image: image(scene.image),
      })),
      covers: media.covers.map((cover: { image: Image; fb: boolean; yt: boolean; pr: boolean }) => ({
        image: image(cover.image),
        fb: cover.fb,
        yt: cover.yt,
        pr: cover.pr,
      })),
      titles: media.titles.map(
        (title: { text: string; fb: boolean; yt: boolean; pr: boolean; fbDemon: boolean; ytDemon: boolean }) => ({
          text: title.text,
          fb: title.fb,
          yt: title.yt,
          pr: title.pr,
          fbDemon: title.fbDemon,
          ytDemon: title.ytDemon,
        }),
      ),
    },
  };
}

/** A stored image as a reader downloads it: the original (by its signed link) and its three variants. */
async function imageBytes(app: FastifyInstance, fileId: string, cookie: string): Promise<Buffer[]> {
  const link = await call(app, 'GET', `/api/files/download?key=${fileId}`, { cookie });
  expect(link.statusCode).toBe(200);
  const original = await call(app, 'GET', link.json().url);
  expect(original.statusCode).toBe(200);
  const variants = [];
  for (const variant of ['t', 's', 'l']) {
    const response = await call(app, 'GET', `/media/${fileId}_${variant}.jpg`, { cookie });
    expect(response.statusCode).toBe(200);
    variants.push(response.rawPayload);
  }
  return [original.rawPayload, ...variants];
}

/** Everything of a project the source keeps: a refused transfer changes none of it. */
async function sourceState(project: Project) {
  const row = await source.db.selectFrom('projects').selectAll().where('id', '=', project.id).executeTakeFirstOrThrow();
  const logs = await source.db.selectFrom('project_logs').selectAll().where('project_id', '=', project.id).execute();
  return { row, logs, transfers: await transfersOf(project), files: await storedState(source) };
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

  it("sends the scenes' texts in order; the copy's counts and sensitivity come from them", async () => {
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

  it('between two installations: scenes with their images and markers, covers and titles per platform arrive complete, every image the same bytes and variants', async () => {
    // Two installations: each its own database (on PostgreSQL, its own database on the server) and its own storage.
    expect(target.config.filesDir).not.toBe(source.config.filesDir);
    if (source.kind === 'postgres') expect(target.url).not.toBe(source.url);
    const project = await picturedProject('Ferry With Pictures');
    const sent = await contentOn(source.app, project.id, c.cookies.admin!);
    expect(sent.files).toHaveLength(4);
    const before = await storedState(target);

    const response = await transfer(project, { target: 'local' }, c.cookies.admin);
    expect(response.statusCode).toBe(200);
    const [copy] = await targetCopies(project);
    expect(response.json().url).toBe(`${targetUrl}/app/projects/${copy.id}`);

    // Read on the target through its API, as its admin would.
    const arrived = await contentOn(target.app, copy.id, targetAdminCookie);
    expect(arrived.seen).toEqual(sent.seen);
    expect(arrived.seen.covers.map((cover: { yt: boolean; pr: boolean }) => [cover.yt, cover.pr])).toEqual([
      [false, false],
      [true, true],
    ]);
    expect(arrived.files.some((id) => sent.files.includes(id))).toBe(false);
    for (const [place, fileId] of arrived.files.entries()) {
      expect(await imageBytes(target.app, fileId, targetAdminCookie)).toEqual(
        await imageBytes(source.app, sent.files[place], c.cookies.admin!),
      );
    }
    // Stored once each on the target: an original and three variants per image, nothing else.
    const after = await storedState(target);
    expect(after.rows - before.rows).toBe(4);
    expect(after.names.filter((name) => !before.names.includes(name))).toHaveLength(16);
    const counts = await target.db
      .selectFrom('projects')
      .select(['word_count', 'scene_count'])
      .where('id', '=', copy.id)
      .executeTakeFirstOrThrow();
    expect(counts).toEqual({ word_count: 12, scene_count: 3 });
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

  it('ten transfers at once: all answer one URL, the target holds one copy and each of its images once', async () => {
    const project = await picturedProject('Raced Ferry');
    const before = await storedState(target);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => transfer(project, { target: 'local' }, c.cookies.admin)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((response) => response.json().url)).size).toBe(1);
    expect(await targetCopies(project)).toHaveLength(1);
    expect(await transfersOf(project)).toHaveLength(1);
    // The images of the transfers that lost the race were deleted again.
    const after = await storedState(target);
    expect(after.rows - before.rows).toBe(4);
    expect(after.names.filter((name) => !before.names.includes(name))).toHaveLength(16);
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

  it('answers 409 when the target refuses (a wrong token), cannot be reached or does not answer; nothing changes on either side', async () => {
    const project = await picturedProject('Refused Ferry');
    const [sourceBefore, targetBefore] = [await sourceState(project), await storedState(target)];
    const wrongToken = await sourceWith({ transferToken: 'not-the-shared-secret' });
    const refused = await transfer(project, { target: 'local' }, c.cookies.admin, wrongToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The target site did not accept the transfer: Studio Local answered 403: A valid transfer token is required',
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
    expect(await sourceState(project)).toEqual(sourceBefore);
    expect(await storedState(target)).toEqual(targetBefore);
  });

  it('says why in Thai to a Thai admin when the target cannot be reached', async () => {
    const project = await freshProject();
    const thaiAdmin = await createUser(source.db, { level: 'admin', locale: 'th' });
    const response = await transfer(project, { target: 'closed' }, await signIn(source.db, thaiAdmin));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('เว็บไซต์ปลายทางไม่รับการโอน: ติดต่อ Studio Closed ไม่ได้');
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
  /** The body with one scene showing one image and one cover of another (both sent as parts). */
  const withImage = (manifest: ReturnType<typeof body>, names = ['frame.png', 'cover.png']) => ({
    ...manifest,
    project: {
      ...manifest.project,
      files: names.map((name) => ({ name })),
      scenes: [{ text: 'Dawn', image: 0, numbers: { '1': { x: 10, y: 20 } } }],
      covers: names.length > 1 ? [{ image: 1, fb: true, yt: false, pr: false }] : [],
    },
  });
  /** A server-to-server call: no Origin header, no cookie; the project as the field `transfer`, then its files. */
  const send = (manifest: unknown, authorization?: string, app: FastifyInstance = target.app, files: FilePart[] = []) => {
    const form = multipartForm([
      { field: 'transfer', content: JSON.stringify(manifest), contentType: 'application/json' },
      ...files.map((file, place) => ({ field: file.field ?? `files.${place}`, ...file })),
    ]);
    return app.inject({
      method: 'POST',
      url: '/api/projects/transfer-in',
      headers: { ...form.headers, ...(authorization ? { authorization } : {}) },
      payload: form.payload,
    });
  };

  it.each([
    ['no token', undefined],
    ['a wrong token', 'Bearer not-it'],
    ['the token in another scheme', `Basic ${TOKEN}`],
    ['the token with extra text', `Bearer ${TOKEN} x`],
  ])('refuses %s with 403 and a sentence, storing nothing (not even the images sent)', async (_label, authorization) => {
    const before = await targetProjectCount();
    const files = await storedState(target);
    const response = await send(withImage(body('a1')), authorization, target.app, [
      { filename: '0.png', content: await pngImage(64, 36) },
    ]);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('A valid transfer token is required');
    expect(await targetProjectCount()).toBe(before);
    expect(await storedState(target)).toEqual(files);
  });

  it('refuses everything with 403 when this site has no token, even the right one', async () => {
    const unconfigured = await createSiblingApp(target, { transferToken: null });
    try {
      const response = await send(body('a2'), `Bearer ${TOKEN}`, unconfigured);
      expect(response.statusCode).toBe(403);
    } finally {
      await unconfigured.close();
    }
  });

  it('checks the token before the body (a caller without it learns nothing)', async () => {
    expect((await send({ nonsense: true })).statusCode).toBe(403);
    const invalid = await send({ nonsense: true }, `Bearer ${TOKEN}`);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Enter the source');
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
    const form = multipartForm([{ field: 'transfer', content: JSON.stringify(body('b3')) }]);
    const crossSite = await target.app.inject({
      method: 'POST',
      url: '/api/projects/transfer-in',
      headers: { ...form.headers, authorization: `Bearer ${TOKEN}`, origin: 'https://vn.studio.example' },
      payload: form.payload,
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

  it('stores the images through its own upload path and the project in one go: scene image, markers, cover', async () => {
    const [frame, cover] = [await pngImage(320, 180), await pngImage(160, 90)];
    const response = await send(withImage(body('e1')), `Bearer ${TOKEN}`, target.app, [
      { filename: '0.png', content: frame },
      { filename: '1.png', content: cover },
    ]);
    expect(response.statusCode).toBe(201);
    const copy = await target.db
      .selectFrom('projects')
      .select('id')
      .where('transferred_from', '=', 'https://vn.studio.example/e1')
      .executeTakeFirstOrThrow();
    const scenes = (await call(target.app, 'GET', `/api/projects/${copy.id}/scenes`, { cookie: targetAdminCookie })).json()
      .scenes;
    expect(scenes).toMatchObject([{ text: 'Dawn', numbers: { '1': { x: 10, y: 20 } }, image: { name: 'frame.png' } }]);
    const media = (await call(target.app, 'GET', `/api/projects/${copy.id}/social-media`, { cookie: targetAdminCookie })).json();
    expect(media.covers).toMatchObject([{ fb: true, yt: false, pr: false, image: { name: 'cover.png' } }]);
    // Nobody's upload here: the files belong to the project they came with.
    const owners = await target.db
      .selectFrom('files')
      .select('created_by')
      .where('id', 'in', [scenes[0].image.fileId, media.covers[0].image.fileId])
      .execute();
    expect(owners).toEqual([{ created_by: null }, { created_by: null }]);
  });

  it.each([
    ['the second image is not an image', [{ filename: '1.png', content: EXE }], 415],
    ['the second image never arrives', [], 400],
    ['the second image comes under another name', [{ field: 'files.7', filename: '1.png', content: 'x' }], 400],
  ] as Array<[string, FilePart[], number]>)(
    'keeps nothing when it fails half-way (%s): no project, no file, no variant',
    async (_label, second, status) => {
      const before = await targetProjectCount();
      const files = await storedState(target);
      const response = await send(withImage(body('f1')), `Bearer ${TOKEN}`, target.app, [
        { filename: '0.png', content: await pngImage(64, 36) },
        ...second,
      ]);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toMatch(/^files\.1: /);
      expect(await targetProjectCount()).toBe(before);
      expect(await storedState(target)).toEqual(files);
    },
  );

  it('refuses what cannot be stored as sent before reading any file, naming the field', async () => {
    const files = await storedState(target);
    const manifest = withImage(body('g1'));
    const cases: Array<[unknown, string]> = [
      [
        { ...manifest, project: { ...manifest.project, covers: [{ image: 5, fb: false, yt: false, pr: false }] } },
        'project.covers.0.image: not a place in project.files',
      ],
      [
        {
          ...manifest,
          project: {
            ...manifest.project,
            titles: ['One', 'Two'].map((text) => ({ text, fb: false, yt: true, pr: false, fbDemon: false, ytDemon: false })),
          },
        },
        'project.titles: more than one is chosen for yt',
      ],
    ];
    for (const [sent, message] of cases) {
      const response = await send(sent, `Bearer ${TOKEN}`, target.app, [
        { filename: '0.png', content: await pngImage(64, 36) },
        { filename: '1.png', content: await pngImage(64, 36) },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const json = await target.app.inject({
      method: 'POST',
      url: '/api/projects/transfer-in',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: body('g2'),
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe("Send the transfer as multipart/form-data: the field 'transfer', then its files");
    expect(await storedState(target)).toEqual(files);
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
