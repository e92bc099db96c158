// The public view of a published project (issue 28): an anonymous visitor reads its scenes with their images, the
// storyboard's frames, the chosen covers and titles and the embedded videos, read only, and nothing else of it —
// every other read call of a project answers an anonymous reader 401, published or not.
import { randomUUID } from 'node:crypto';
import { call, createTestApp, type TestApp } from './helper';
import { createJob, type Project } from './factories';
import { CALLERS, createProjectCallers, PROJECT_READERS, type Caller, type ProjectCallers } from './project-callers';
import { callersProject, createScenes, uploadImage } from './scene-support';
import { createCover, createTitle } from './social-media-support';

let t: TestApp;
let c: ProjectCallers;

beforeAll(async () => {
  t = await createTestApp();
  c = await createProjectCallers(t);
});
afterAll(() => t.close());

const YT_EMBED = 'https://www.youtube.com/embed/dQw4w9WgXcQ';
const setPublished = (project: Project, published: boolean) =>
  t.db.updateTable('projects').set({ published }).where('id', '=', project.id).execute();

/** A launched project with two scenes (one with an image, a sketch-less frame board), covers, titles and a video. */
async function projectInProgress() {
  const project = await callersProject(t, c, 'launched');
  const cookie = c.cookies.projectPm as string;
  const [image, frame, chosenCover, otherCover] = [
    await uploadImage(t, cookie),
    await uploadImage(t, cookie),
    await uploadImage(t, cookie),
    await uploadImage(t, cookie),
  ];
  const [first, second] = await createScenes(t, project, [
    { text: 'Owls hoot at night. [music]', imageFileId: image, imageBy: c.users.projectPm.id, status: 'scene-approved' },
    'Nobody knows why.',
  ]);
  await t.db
    .updateTable('scenes')
    .set({ board_frames: JSON.stringify([frame]), board_note: 'internal note' })
    .where('id', '=', first)
    .execute();
  const cover = await createCover(t, project, chosenCover, { id: c.users.projectPm.id, name: 'Project PM' });
  await t.db.updateTable('social_covers').set({ yt: true, fb: true }).where('id', '=', cover).execute();
  await createCover(t, project, otherCover, { id: c.users.projectPm.id, name: 'Project PM' });
  const title = await createTitle(t, project, 'Why owls hoot', c.users.projectPm.id);
  await t.db.updateTable('social_titles').set({ yt: true }).where('id', '=', title).execute();
  await createTitle(t, project, 'A rejected title', c.users.projectPm.id);
  await t.db.insertInto('project_videos').values({ project_id: project.id, platform: 'yt', url: YT_EMBED }).execute();
  await createJob(t.db, { project, jobType: 'storyboard', price: 123 });
  return { project, scenes: [first, second], files: { image, frame, chosenCover, otherCover } };
}

describe('GET /api/projects/{id}/public', () => {
  // Published: whoever reads the project, and now anyone (the freelancer without terms still meets the terms first).
  const PUBLISHED: Record<Caller, number> = { ...PROJECT_READERS, anonymous: 200, clientOutsider: 200 };
  const UNPUBLISHED: Record<Caller, number> = {
    anonymous: 401,
    clientCollaborator: 404,
    clientOutsider: 404,
    freelancerWithoutTerms: 403,
    freelancer: 404,
    staff: 404,
    projectPm: 404,
    otherPm: 404,
    admin: 404,
  };

  it.each(CALLERS)('permission matrix, published and unpublished: %s', async (caller) => {
    const project = await callersProject(t, c, 'launched');
    const read = () => call(t.app, 'GET', `/api/projects/${project.id}/public`, { cookie: c.cookies[caller] });
    expect((await read()).statusCode).toBe(UNPUBLISHED[caller]);
    await setPublished(project, true);
    expect((await read()).statusCode).toBe(PUBLISHED[caller]);
  });

  it('shows the scenes with their images and frames, the chosen covers and titles and the video, and nothing else', async () => {
    const { project, scenes, files } = await projectInProgress();
    await setPublished(project, true);
    const response = await call(t.app, 'GET', `/api/projects/${project.id}/public`);
    expect(response.statusCode).toBe(200);
    const view = response.json().publicView;
    expect(view.scenes).toEqual([
      {
        _id: scenes[0],
        position: 0,
        text: 'Owls hoot at night. [music]',
        image: expect.objectContaining({ fileId: files.image, small: `/media/${files.image}_s.jpg` }),
        sketch: null,
        frames: [expect.objectContaining({ fileId: files.frame, thumb: `/media/${files.frame}_t.jpg` })],
      },
      { _id: scenes[1], position: 1, text: 'Nobody knows why.', image: null, sketch: null, frames: [] },
    ]);
    expect(view.covers).toEqual([{ platforms: ['fb', 'yt'], image: expect.objectContaining({ fileId: files.chosenCover }) }]);
    expect(view.titles).toEqual([{ platforms: ['yt'], text: 'Why owls hoot' }]);
    expect(view.videos).toEqual([{ platform: 'yt', url: YT_EMBED }]);
    // Never prices, people, ratings, statuses, internal notes or what was not chosen.
    for (const secret of [
      'price',
      'email',
      'Project PM',
      'scene-approved',
      'internal note',
      'A rejected title',
      files.otherCover,
    ])
      expect(response.body).not.toContain(secret);
  });

  it("the images it shows are anyone's while published; an unchosen cover's never; none once unpublished", async () => {
    const { project, files } = await projectInProgress();
    const image = (id: string) => call(t.app, 'GET', `/media/${id}_s.jpg`);
    expect((await image(files.image)).statusCode).toBe(404);
    await setPublished(project, true);
    for (const id of [files.image, files.frame, files.chosenCover]) expect((await image(id)).statusCode).toBe(200);
    expect((await image(files.otherCover)).statusCode).toBe(404);
    await setPublished(project, false);
    expect((await image(files.frame)).statusCode).toBe(404);
  });
});

describe('every read call of a project, for the anonymous reader of a published and of an unpublished project', () => {
  /** What an anonymous visitor reads of a published project (its page, the public view, the public comments). */
  const READ_BY_ANONYMOUS = [
    'GET /api/projects/:id',
    'GET /api/projects/:id/public',
    'GET /api/comments',
    'GET /api/comments/count',
  ];

  it.each([
    ['published', true],
    ['unpublished', false],
  ])('%s', async (_label, published) => {
    const { project, scenes } = await projectInProgress();
    await setPublished(project, published);
    const ids: Record<string, string> = {
      id: project.id,
      sceneId: scenes[0],
      coverId: (
        await t.db.selectFrom('social_covers').select('id').where('project_id', '=', project.id).executeTakeFirstOrThrow()
      ).id,
      videoId: (
        await t.db.selectFrom('project_videos').select('id').where('project_id', '=', project.id).executeTakeFirstOrThrow()
      ).id,
    };
    const reads = t.app.registeredRoutes.filter(
      (r) =>
        r.method === 'GET' &&
        (r.url.startsWith('/api/projects/:id') || r.url.startsWith('/api/scenes/:id') || r.url.startsWith('/api/comments')),
    );
    expect(reads.length).toBeGreaterThan(12);
    const answers: Record<string, number> = {};
    for (const route of reads) {
      const path = route.url.replace(/:(\w+)/g, (_match, name: string) =>
        name === 'id' && route.url.startsWith('/api/scenes') ? scenes[0] : (ids[name] ?? randomUUID()),
      );
      const url = route.url.startsWith('/api/comments') ? `${path}?itemId=${project.id}` : `${path}?key=${randomUUID()}`;
      answers[`${route.method} ${route.url}`] = (await call(t.app, 'GET', url)).statusCode;
    }
    const expected = Object.fromEntries(
      Object.keys(answers).map((key) => [key, published && READ_BY_ANONYMOUS.includes(key) ? 200 : 401]),
    );
    expect(answers).toEqual(expected);
  });
});
