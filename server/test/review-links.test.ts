// Review links (issue 26): the project's PMs make, list and revoke them; a reviewer without an account reads through
// the token only what the link was made for. Every review call is judged for the nine callers, the holder of a live
// link and the holder of a revoked or an expired one.
import { call, createSiblingApp, createTestApp, type TestApp } from './helper';
import { createJob, type Project } from './factories';
import { CALLERS, createProjectCallers, ONLY_PROJECT_PMS, type Caller, type ProjectCallers } from './project-callers';
import { callersProject, createScenes, uploadImage } from './scene-support';
import { createCover, createTitle } from './social-media-support';

let t: TestApp;
let c: ProjectCallers;

beforeAll(async () => {
  t = await createTestApp();
  c = await createProjectCallers(t);
});
afterAll(() => t.close());

type Kind = 'video' | 'social' | 'storyboard';
const pm = () => c.cookies.projectPm as string;

async function makeLink(project: Project, body: Partial<{ kind: Kind; password: string; expiresInDays: number }> = {}) {
  const response = await call(t.app, 'POST', `/api/projects/${project.id}/review-links`, {
    cookie: pm(),
    payload: { kind: 'video', name: 'Client cut 1', expiresInDays: 7, mayComment: true, mayDownload: false, ...body },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { link: { _id: string }; token: string };
}

const open = (token: string, password?: string, app = t.app) =>
  call(app, 'POST', '/api/review/open', { payload: password === undefined ? { token } : { token, password } });

const expire = (linkId: string) =>
  t.db
    .updateTable('review_links')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('id', '=', linkId)
    .execute();

/** A project with a storyboard, chosen and unchosen covers and titles, an embedded video, a job with a price. */
async function fullProject() {
  const project = await callersProject(t, c, 'launched');
  const [image, chosen, other] = [await uploadImage(t, pm()), await uploadImage(t, pm()), await uploadImage(t, pm())];
  await createScenes(t, project, [{ text: 'Owls hoot at night.', imageFileId: image, imageBy: c.users.projectPm.id }]);
  const cover = await createCover(t, project, chosen, { id: c.users.projectPm.id, name: 'Project PM' });
  await t.db.updateTable('social_covers').set({ yt: true }).where('id', '=', cover).execute();
  await createCover(t, project, other, { id: c.users.projectPm.id, name: 'Project PM' });
  const title = await createTitle(t, project, 'Why owls hoot', c.users.projectPm.id);
  await t.db.updateTable('social_titles').set({ yt: true }).where('id', '=', title).execute();
  await createTitle(t, project, 'A rejected title', c.users.projectPm.id);
  await t.db
    .insertInto('project_videos')
    .values({ project_id: project.id, platform: 'yt', url: 'https://www.youtube.com/embed/dQw4w9WgXcQ' })
    .execute();
  await createJob(t.db, { project, jobType: 'storyboard', price: 4321 });
  return project;
}

describe('the PM calls: create, list, revoke', () => {
  const CREATE: Record<Caller, number> = { ...ONLY_PROJECT_PMS, projectPm: 201, admin: 201 };

  it.each(CALLERS)('permission matrix: %s', async (caller) => {
    const project = await callersProject(t, c, 'launched');
    const cookie = c.cookies[caller];
    const created = await call(t.app, 'POST', `/api/projects/${project.id}/review-links`, {
      cookie,
      payload: { kind: 'video', name: 'Cut', expiresInDays: 3, mayComment: true, mayDownload: false },
    });
    expect(created.statusCode).toBe(CREATE[caller]);
    const list = await call(t.app, 'GET', `/api/projects/${project.id}/review-links`, { cookie });
    expect(list.statusCode).toBe(ONLY_PROJECT_PMS[caller]);
    const { link } = await makeLink(project);
    const revoke = await call(t.app, 'DELETE', `/api/projects/${project.id}/review-links/${link._id}`, { cookie });
    expect(revoke.statusCode).toBe(ONLY_PROJECT_PMS[caller]);
  });

  it.each(['live', 'revoked', 'expired'] as const)(
    'the holder of a %s link (no account) may not make, list or revoke links',
    async (state) => {
      const project = await callersProject(t, c, 'launched');
      const { link, token } = await makeLink(project);
      if (state === 'revoked')
        await call(t.app, 'DELETE', `/api/projects/${project.id}/review-links/${link._id}`, { cookie: pm() });
      if (state === 'expired') await expire(link._id);
      const headers = { authorization: `Bearer ${token}` };
      const payload = { kind: 'video', name: 'Mine', expiresInDays: 3, mayComment: true, mayDownload: true };
      expect((await call(t.app, 'POST', `/api/projects/${project.id}/review-links`, { headers, payload })).statusCode).toBe(401);
      expect((await call(t.app, 'GET', `/api/projects/${project.id}/review-links`, { headers })).statusCode).toBe(401);
      expect((await call(t.app, 'DELETE', `/api/projects/${project.id}/review-links/${link._id}`, { headers })).statusCode).toBe(
        401,
      );
    },
  );

  it('lists the links without tokens or hashes, logs making and revoking, and revokes at once', async () => {
    const project = await callersProject(t, c, 'launched');
    const { link, token } = await makeLink(project, { password: 'owl-secret' });
    const list = await call(t.app, 'GET', `/api/projects/${project.id}/review-links`, { cookie: pm() });
    const [row] = list.json().links;
    expect(row).toMatchObject({
      _id: link._id,
      kind: 'video',
      name: 'Client cut 1',
      hasPassword: true,
      active: true,
      revokedAt: null,
    });
    expect(JSON.stringify(list.json())).not.toContain(token);
    expect(JSON.stringify(list.json())).not.toMatch(/hash|argon/i);
    const stored = await t.db.selectFrom('review_links').selectAll().where('id', '=', link._id).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(token);
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);

    expect((await open(token, 'owl-secret')).statusCode).toBe(200);
    const revoked = await call(t.app, 'DELETE', `/api/projects/${project.id}/review-links/${link._id}`, { cookie: pm() });
    expect(revoked.json()).toMatchObject({ message: 'Review link revoked', link: { active: false } });
    const gone = await open(token, 'owl-secret');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('This review link has expired or was revoked; ask the studio for a new one');

    const logs = await t.db.selectFrom('project_logs').select('action').where('project_id', '=', project.id).execute();
    expect(logs.map((log) => log.action).sort()).toEqual(['reviewLinkCreated', 'reviewLinkRevoked']);
  });

  it("refuses another project's link id on this project's revoke (404) and a blank name (400)", async () => {
    const [mine, theirs] = [await callersProject(t, c, 'launched'), await callersProject(t, c, 'launched')];
    const { link } = await makeLink(theirs);
    const cross = await call(t.app, 'DELETE', `/api/projects/${mine.id}/review-links/${link._id}`, { cookie: pm() });
    expect(cross.statusCode).toBe(404);
    const blank = await call(t.app, 'POST', `/api/projects/${mine.id}/review-links`, {
      cookie: pm(),
      payload: { kind: 'video', name: '   ', expiresInDays: 3, mayComment: true, mayDownload: false },
    });
    expect(blank.statusCode).toBe(400);
    const tooLong = await call(t.app, 'POST', `/api/projects/${mine.id}/review-links`, {
      cookie: pm(),
      payload: { kind: 'video', name: 'Cut', expiresInDays: 400, mayComment: true, mayDownload: false },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().field).toBe('expiresInDays');
  });
});

describe('POST /api/review/open', () => {
  it.each(['live', 'revoked', 'expired', 'unknown'] as const)('the holder of a %s link', async (state) => {
    const project = await callersProject(t, c, 'launched');
    const { link, token } = await makeLink(project);
    if (state === 'revoked')
      await call(t.app, 'DELETE', `/api/projects/${project.id}/review-links/${link._id}`, { cookie: pm() });
    if (state === 'expired') await expire(link._id);
    const response = await open(state === 'unknown' ? `${token}x` : token);
    expect(response.statusCode).toBe(state === 'live' ? 200 : 404);
  });

  // The token is the credential: a session changes nothing (the page is terms-exempt, like the public pages).
  it.each(CALLERS)('a caller learns nothing without a token, and reads the same with one: %s', async (caller) => {
    const project = await callersProject(t, c, 'launched');
    const { token } = await makeLink(project);
    const cookie = c.cookies[caller];
    expect((await call(t.app, 'POST', '/api/review/open', { cookie, payload: { token: 'nothing' } })).statusCode).toBe(404);
    const response = await call(t.app, 'POST', '/api/review/open', { cookie, payload: { token } });
    expect(response.statusCode).toBe(200);
  });

  it('shows only what the link was made for, and no prices, people, logs, ratings or tags', async () => {
    const project = await fullProject();
    const views = Object.fromEntries(
      await Promise.all(
        (['video', 'social', 'storyboard'] as const).map(async (kind) => {
          const { token } = await makeLink(project, { kind });
          const response = await open(token);
          expect(response.statusCode).toBe(200);
          return [kind, response.json().review] as const;
        }),
      ),
    );
    expect(views.video.view).toMatchObject({ scenes: [], covers: [], titles: [], videos: [{ platform: 'yt' }] });
    expect(views.social.view).toMatchObject({ scenes: [], videos: [], titles: [{ text: 'Why owls hoot', platforms: ['yt'] }] });
    expect(views.social.view.covers).toHaveLength(1);
    expect(views.storyboard.view).toMatchObject({
      covers: [],
      titles: [],
      videos: [],
      scenes: [{ text: 'Owls hoot at night.' }],
    });
    const everything = JSON.stringify(views);
    for (const secret of [
      '4321',
      'A rejected title',
      c.users.projectPm.email,
      c.users.clientCollaborator.email,
      'reviewLink',
      'Project PM',
    ]) {
      expect(everything).not.toContain(secret);
    }
    expect(views.video).toMatchObject({
      name: 'Client cut 1',
      projectTitle: project.title,
      mayComment: true,
      mayDownload: false,
    });
  });

  it("a token reaches only its own project: another project's items never come back", async () => {
    const [mine, theirs] = [await fullProject(), await fullProject()];
    await t.db.updateTable('social_titles').set({ text: 'Their secret title' }).where('project_id', '=', theirs.id).execute();
    const { token } = await makeLink(mine, { kind: 'social' });
    const response = await open(token);
    expect(response.json().review.projectTitle).toBe(mine.title);
    expect(JSON.stringify(response.json())).not.toContain('Their secret title');
  });

  it('asks for the password (401), limits wrong ones per link (429 with Retry-After) and opens with the right one', async () => {
    const strict = await createSiblingApp(t, { signInLimits: { accountFailures: 3, addressFailures: 100, windowMs: 60_000 } });
    try {
      const project = await callersProject(t, c, 'launched');
      const { token } = await makeLink(project, { password: 'owl-secret' });
      expect((await open(token, undefined, strict)).statusCode).toBe(401);
      expect((await open(token, 'owl-secreT', strict)).json().message).toBe('Wrong password for this review link');
      expect((await open(token, 'owl-secret', strict)).statusCode).toBe(200);
      for (let i = 0; i < 3; i += 1) expect((await open(token, 'guess', strict)).statusCode).toBe(401);
      const refused = await open(token, 'owl-secret', strict);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      // Another link of the same project is not affected.
      const other = await makeLink(project, { password: 'other-secret' });
      expect((await open(other.token, 'other-secret', strict)).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
