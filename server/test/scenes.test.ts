// A project's scenes as a script writer, a storyboard artist and a PM use them: text saved trimmed with the
// project's counts and demonProof recomputed at once, removal refused with text, a reorder that survives ten
// people dragging at once, images and sketches checked by their content, number markers checked by value,
// statuses by role, likes, versions kept by the server, the Bravo board, and 200 scenes in one request.
import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { call, createTestApp, type TestApp } from './helper';
import type { Project } from './factories';
import { jpegImage, multipartBody, PDF, pngImage } from './multipart';
import { createProjectCallers, type ProjectCallers } from './project-callers';
import { callersProject, createScenes, sceneSnapshot, sketchDataUrl, uploadImage, userRef } from './scene-support';

let t: TestApp;
let c: ProjectCallers;

beforeAll(async () => {
  t = await createTestApp();
  c = await createProjectCallers(t);
});
afterAll(() => t.close());

const scenesUrl = (project: Project) => `/api/projects/${project.id}/scenes`;
const send = (
  cookie: string | undefined,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  headers?: Record<string, string>,
) => call(t.app, method, url, { cookie, payload: payload as never, headers });
const pm = () => c.cookies.projectPm;
const artist = () => c.cookies.freelancer;

/** Expects the call to answer `status` and to leave the project's scenes, versions, likes and files as they were. */
async function expectNothingWritten(project: Project, run: () => ReturnType<typeof call>, status: number) {
  const before = await sceneSnapshot(t, project);
  const response = await run();
  expect(response.statusCode).toBe(status);
  expect(await sceneSnapshot(t, project)).toEqual(before);
  return response;
}

const projectRow = (project: Project) =>
  t.db
    .selectFrom('projects')
    .select(['word_count', 'character_count', 'scene_count', 'demon_proof'])
    .where('id', '=', project.id)
    .executeTakeFirstOrThrow();

describe('saving a scene', () => {
  it('trims the text and answers the project counts, brackets not counted, recomputed in the same change', async () => {
    const project = await callersProject(t, c);
    const [first, second] = await createScenes(t, project, ['One two three.', '']);
    const response = await send(artist(), 'POST', `${scenesUrl(project)}/${second}`, {
      text: '  Four five [music swells] six.\n ',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Changes have been saved');
    expect(body.scene).toMatchObject({ _id: second, position: 1, text: 'Four five [music swells] six.' });
    // "One two three." (3 words, 14 characters) + "Four five six." (3 words, 14 characters).
    expect(body).toMatchObject({ wordCount: 6, characterCount: 28, sceneCount: 2, demonProof: true });
    expect(await projectRow(project)).toEqual({ word_count: 6, character_count: 28, scene_count: 2, demon_proof: true });
    expect(first).toBeDefined();
  });

  it('turns demonProof off for a risky word, in brackets too, and back on when it goes', async () => {
    const project = await callersProject(t, c);
    const [scene] = await createScenes(t, project, ['A calm morning.']);
    const risky = await send(pm(), 'POST', `${scenesUrl(project)}/${scene}`, { text: 'A calm morning. [He shouts: shit!]' });
    expect(risky.json()).toMatchObject({ demonProof: false, wordCount: 3 });
    expect((await projectRow(project)).demon_proof).toBe(false);
    const listed = await send(pm(), 'GET', `/api/projects?status=script-writing`);
    expect(listed.json().projects.find((p: { _id: string }) => p._id === project.id).demonProof).toBe(false);
    const clean = await send(pm(), 'POST', `${scenesUrl(project)}/${scene}`, { text: 'A calm morning.' });
    expect(clean.json()).toMatchObject({ demonProof: true, wordCount: 3 });
  });

  it('keeps a version with the author on every change of text, and none when the text is unchanged', async () => {
    const project = await callersProject(t, c);
    const [scene] = await createScenes(t, project, ['Draft.']);
    await send(artist(), 'POST', `${scenesUrl(project)}/${scene}`, { text: 'Second draft.' });
    await send(pm(), 'POST', `${scenesUrl(project)}/${scene}`, { text: ' Second draft. ' });
    await send(pm(), 'POST', `${scenesUrl(project)}/${scene}`, { text: 'Final.' });
    const versions = await send(c.cookies.clientCollaborator, 'GET', `/api/scenes/${scene}/versions`);
    expect(versions.statusCode).toBe(200);
    expect(versions.json()).toEqual({
      versions: [
        expect.objectContaining({
          type: 'text',
          title: 'Text edited',
          text: 'Final.',
          image: null,
          user: userRef(c.users.projectPm),
        }),
        expect.objectContaining({ type: 'text', text: 'Second draft.', user: userRef(c.users.freelancer) }),
      ],
      skip: 2,
      hasMore: false,
    });
    const page = await send(pm(), 'GET', `/api/scenes/${scene}/versions?limit=1`);
    expect(page.json()).toMatchObject({ skip: 1, hasMore: true, versions: [{ text: 'Final.' }] });
    expect((await send(pm(), 'GET', `/api/scenes/${scene}/versions?type=image`)).json().versions).toEqual([]);
  });

  it('refuses too long a text, another project’s scene and a project past finalizing, writing nothing', async () => {
    const project = await callersProject(t, c);
    const [scene] = await createScenes(t, project, ['Kept.']);
    const long = await expectNothingWritten(
      project,
      () => send(pm(), 'POST', `${scenesUrl(project)}/${scene}`, { text: 'x'.repeat(10_001) }),
      400,
    );
    expect(long.json().message).toMatch(/text/);
    const other = await callersProject(t, c);
    const [foreign] = await createScenes(t, other, ['Elsewhere.']);
    const wrong = await expectNothingWritten(
      project,
      () => send(pm(), 'POST', `${scenesUrl(project)}/${foreign}`, { text: 'x' }),
      404,
    );
    expect(wrong.json().message).toBe('Scene not found');
    const ready = await callersProject(t, c, 'ready');
    const [done] = await createScenes(t, ready, ['Done.']);
    const late = await expectNothingWritten(
      ready,
      () => send(pm(), 'POST', `${scenesUrl(ready)}/${done}`, { text: 'Late.' }),
      409,
    );
    expect(late.json().message).toMatch(/script can be edited only while/);
  });
});

describe('adding and removing scenes', () => {
  it('adds at the end or at a position, and the project counts its scenes', async () => {
    const project = await callersProject(t, c);
    const [a, b] = await createScenes(t, project, ['A.', 'B.']);
    const end = await send(pm(), 'POST', scenesUrl(project), {});
    expect(end.statusCode).toBe(201);
    expect(end.json()).toMatchObject({ message: 'Scene added', scene: { position: 2, text: '' }, sceneCount: 3 });
    const middle = await send(artist(), 'POST', scenesUrl(project), { text: ' Between. ', position: 1 });
    expect(middle.json()).toMatchObject({ scene: { position: 1, text: 'Between.' }, sceneCount: 4, wordCount: 3 });
    const list = (await send(pm(), 'GET', scenesUrl(project))).json();
    expect(list.scenes.map((s: { _id: string }) => s._id)).toEqual([a, middle.json().scene._id, b, end.json().scene._id]);
    expect(list.scenes.map((s: { position: number }) => s.position)).toEqual([0, 1, 2, 3]);
    expect((await projectRow(project)).scene_count).toBe(4);
  });

  it("refuses 'Can not remove scene with text' and removes an empty scene, closing the gap", async () => {
    const project = await callersProject(t, c);
    const [a, b, empty, d] = await createScenes(t, project, ['A.', 'B.', '', 'D.']);
    const refused = await expectNothingWritten(project, () => send(pm(), 'DELETE', `${scenesUrl(project)}/${b}`), 409);
    expect(refused.json().message).toBe('Can not remove scene with text');
    const removed = await send(artist(), 'DELETE', `${scenesUrl(project)}/${empty}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: 'Scene removed', sceneCount: 3, wordCount: 3 });
    const list = (await send(pm(), 'GET', scenesUrl(project))).json();
    expect(list.scenes.map((s: { _id: string; position: number }) => [s._id, s.position])).toEqual([
      [a, 0],
      [b, 1],
      [d, 2],
    ]);
  });
});

describe('reordering', () => {
  it('moves a scene down and up, answering the new order', async () => {
    const project = await callersProject(t, c);
    const [a, b, cc, d] = await createScenes(t, project, ['A', 'B', 'C', 'D']);
    const down = await send(pm(), 'POST', `${scenesUrl(project)}/sort`, { from: 0, to: 2, sceneId: a });
    expect(down.json()).toEqual({ message: 'Updated scene order', order: [b, cc, a, d] });
    const up = await send(pm(), 'POST', `${scenesUrl(project)}/sort`, { from: 3, to: 0 });
    expect(up.json().order).toEqual([d, b, cc, a]);
  });

  it('refuses a stale drag and positions out of range, writing nothing', async () => {
    const project = await callersProject(t, c);
    const [a, b] = await createScenes(t, project, ['A', 'B', 'C']);
    const stale = await expectNothingWritten(
      project,
      () => send(pm(), 'POST', `${scenesUrl(project)}/sort`, { from: 0, to: 1, sceneId: b }),
      409,
    );
    expect(stale.json().message).toMatch(/order changed meanwhile/);
    const far = await expectNothingWritten(
      project,
      () => send(pm(), 'POST', `${scenesUrl(project)}/sort`, { from: 0, to: 3 }),
      409,
    );
    expect(far.json().message).toBe('to: there is no position 3 (the project has 3 scenes)');
    const negative = await expectNothingWritten(
      project,
      () => send(pm(), 'POST', `${scenesUrl(project)}/sort`, { from: -1, to: 0 }),
      400,
    );
    expect(negative.json().message).toMatch(/from/);
    expect(a).toBeDefined();
  });

  it('ten people moving scenes at once leave every scene once, at positions 0..n-1', async () => {
    const project = await callersProject(t, c);
    const ids = await createScenes(
      t,
      project,
      Array.from({ length: 8 }, (_, i) => `Scene ${i + 1}`),
    );
    const cookies = [pm(), artist(), c.cookies.admin];
    const moves = Array.from({ length: 10 }, (_, i) => ({ from: (i * 3) % 8, to: (i * 5 + 2) % 8 }));
    const answers = await Promise.all(
      moves.map((move, i) => send(cookies[i % cookies.length], 'POST', `${scenesUrl(project)}/sort`, move)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const rows = await t.db.selectFrom('scenes').select(['id', 'position']).where('project_id', '=', project.id).execute();
    expect(rows.map((row) => row.position).sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
    // The last answer is the order the database holds.
    const list = (await send(pm(), 'GET', scenesUrl(project))).json();
    expect(answers.map((answer) => answer.json().order)).toContainEqual(list.scenes.map((s: { _id: string }) => s._id));
  });

  it('adding, removing and moving at once keep the order a permutation', async () => {
    const project = await callersProject(t, c);
    const ids = await createScenes(t, project, ['A', '', 'C', '', 'E']);
    const answers = await Promise.all([
      send(pm(), 'POST', scenesUrl(project), { position: 0 }),
      send(artist(), 'DELETE', `${scenesUrl(project)}/${ids[1]}`),
      send(pm(), 'POST', `${scenesUrl(project)}/sort`, { from: 0, to: 2 }),
      send(artist(), 'DELETE', `${scenesUrl(project)}/${ids[3]}`),
      send(pm(), 'POST', scenesUrl(project), {}),
    ]);
    expect(answers.every((answer) => answer.statusCode < 300)).toBe(true);
    const rows = await t.db.selectFrom('scenes').select('position').where('project_id', '=', project.id).execute();
    expect(rows.map((row) => row.position).sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4]);
    expect((await projectRow(project)).scene_count).toBe(5);
  });
});

describe('scene images', () => {
  const upload = async (project: Project, sceneId: string, filename: string, content: Buffer, cookie = artist()) => {
    const { payload, headers } = multipartBody({ filename, content, contentType: 'image/png' });
    return send(cookie, 'POST', `${scenesUrl(project)}/${sceneId}/upload`, payload as never, headers);
  };

  it('uploads one image, keeps a version, downloads its large variant and removes it with its numbers', async () => {
    const project = await callersProject(t, c, 'storyboarding');
    const [, scene] = await createScenes(t, project, ['A.', 'B.']);
    const response = await upload(project, scene, 'drawing.jpg', await jpegImage(2400, 1200));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('SCENE 2 image updated');
    const fileId = body.scene.image.fileId;
    expect(body.scene.image).toEqual({
      fileId,
      name: 'drawing.jpg',
      ext: 'jpg',
      thumb: `/media/${fileId}_t.jpg`,
      small: `/media/${fileId}_s.jpg`,
      large: `/media/${fileId}_l.jpg`,
      // The small variant's size (2400×1200 fitted inside 480), so the page reserves the picture's box.
      width: 480,
      height: 240,
    });
    expect(body.scene.imageBy).toEqual(userRef(c.users.freelancer));

    const download = await send(c.cookies.clientCollaborator, 'GET', `${scenesUrl(project)}/${scene}/image`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['content-disposition']).toContain('SCENE 2.jpg');
    expect(download.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    await send(pm(), 'POST', `${scenesUrl(project)}/${scene}/numbers`, { numbers: { '1': { x: 5, y: 5 } } });
    const removed = await send(pm(), 'DELETE', `${scenesUrl(project)}/${scene}/image`);
    expect(removed.json()).toMatchObject({
      message: 'SCENE 2 image removed',
      scene: { image: null, imageBy: null, numbers: {} },
    });
    const versions = (await send(pm(), 'GET', `/api/scenes/${scene}/versions?type=image`)).json().versions;
    expect(
      versions.map((v: { title: string; image: { fileId: string } | null; user: { name: string } }) => [
        v.title,
        v.image?.fileId ?? null,
        v.user.name,
      ]),
    ).toEqual([
      ['Image removed', null, 'Project PM'],
      ['Image uploaded', fileId, 'Freelancer'],
    ]);
    const gone = await send(pm(), 'GET', `${scenesUrl(project)}/${scene}/image`);
    expect(gone.statusCode).toBe(404);
  });

  it('judges the content, not the name or the claimed type: 415 and nothing stored', async () => {
    const project = await callersProject(t, c, 'storyboarding');
    const [scene] = await createScenes(t, project, ['A.']);
    const pdf = await expectNothingWritten(project, () => upload(project, scene, 'fake.png', PDF), 415);
    expect(pdf.json().message).toBe('A scene image must be a jpg, png, gif or webp image');
    const renamed = await expectNothingWritten(project, async () => upload(project, scene, 'photo.png', await jpegImage()), 415);
    expect(renamed.json().message).toMatch(/does not match its extension/);
    const broken = Buffer.concat([(await pngImage()).subarray(0, 64), Buffer.alloc(200, 1)]);
    await expectNothingWritten(project, () => upload(project, scene, 'broken.png', broken), 415);
  });

  it('refuses a file over 60 MB with 413, storing nothing', async () => {
    const project = await callersProject(t, c, 'storyboarding');
    const [scene] = await createScenes(t, project, ['A.']);
    const huge = Buffer.alloc(60 * 1024 * 1024 + 1, 0);
    (await pngImage()).copy(huge);
    const response = await expectNothingWritten(project, () => upload(project, scene, 'huge.png', huge), 413);
    expect(response.json().message).toBe('The file is larger than 60 MB');
  });

  it('is storyboard work: 409 while the project is in script writing', async () => {
    const project = await callersProject(t, c, 'script-writing');
    const [scene] = await createScenes(t, project, ['A.']);
    const response = await expectNothingWritten(project, async () => upload(project, scene, 'a.png', await pngImage()), 409);
    expect(response.json().message).toMatch(/storyboard can be edited only while/);
  });
});

describe('number markers', () => {
  it('saves markers 1-8 with sub-numbers 1-9 in percent, and resets', async () => {
    const imageId = await uploadImage(t, pm()!);
    const project = await callersProject(t, c, 'storyboarding');
    const [scene] = await createScenes(t, project, [{ text: 'A.', imageFileId: imageId }]);
    const numbers = { '1': { x: 0, y: 100 }, '8': { x: 50.5, y: 12.25 }, '3.9': { x: 10, y: 90 } };
    const saved = await send(artist(), 'POST', `${scenesUrl(project)}/${scene}/numbers`, { numbers });
    expect(saved.json()).toMatchObject({ message: 'Saved scene numbers', scene: { numbers } });
    const reset = await send(pm(), 'POST', `${scenesUrl(project)}/${scene}/numbers`, { numbers: {} });
    expect(reset.json().scene.numbers).toEqual({});
  });

  it.each([
    [{ '9': { x: 1, y: 1 } }],
    [{ '0': { x: 1, y: 1 } }],
    [{ '1.0': { x: 1, y: 1 } }],
    [{ '2.10': { x: 1, y: 1 } }],
    [{ '1': { x: 101, y: 1 } }],
    [{ '1': { x: 1, y: -0.5 } }],
    [{ '1': { x: '5', y: 1 } }],
    [{ '1': { x: 1 } }],
  ])('refuses %j with 400, writing nothing', async (numbers) => {
    const imageId = await uploadImage(t, pm()!);
    const project = await callersProject(t, c, 'storyboarding');
    const [scene] = await createScenes(t, project, [{ text: 'A.', imageFileId: imageId, imageBy: c.users.projectPm.id }]);
    const response = await expectNothingWritten(
      project,
      () => send(pm(), 'POST', `${scenesUrl(project)}/${scene}/numbers`, { numbers }),
      400,
    );
    expect(response.json().message).toMatch(/numbers/);
  });

  it('needs an image to place them on (409)', async () => {
    const project = await callersProject(t, c, 'storyboarding');
    const [scene] = await createScenes(t, project, ['A.']);
    const response = await expectNothingWritten(
      project,
      () => send(pm(), 'POST', `${scenesUrl(project)}/${scene}/numbers`, { numbers: { '1': { x: 1, y: 1 } } }),
      409,
    );
    expect(response.json().message).toMatch(/upload the scene image/);
  });
});

/** A PNG data URL's decoded pixels: what a person sees, whatever the encoding. */
async function pixelsOf(dataUrl: string): Promise<Buffer> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  return sharp(bytes).ensureAlpha().raw().toBuffer();
}

describe('sketches', () => {
  it('keeps only the picture of a sketch with bytes appended after the PNG (issue 19)', async () => {
    const project = await callersProject(t, c, 'storyboarding');
    const [scene] = await createScenes(t, project, ['A.']);
    const padded = Buffer.concat([await pngImage(1, 1), Buffer.alloc(200 * 1024)]);
    const dataUrl = `data:image/png;base64,${padded.toString('base64')}`;
    const saved = await send(artist(), 'POST', `${scenesUrl(project)}/${scene}/sketch`, { dataUrl });
    expect(saved.statusCode).toBe(200);
    const row = await t.db.selectFrom('scenes').select('sketch_file_id').where('id', '=', scene).executeTakeFirstOrThrow();
    const file = await t.db.selectFrom('files').selectAll().where('id', '=', row.sketch_file_id!).executeTakeFirstOrThrow();
    expect(Number(file.size)).toBeLessThan(10_000);
    const returned = (await send(c.cookies.staff, 'GET', `${scenesUrl(project)}/${scene}/sketch`)).json().dataUrl as string;
    expect(Buffer.from(returned.slice(returned.indexOf(',') + 1), 'base64').length).toBeLessThan(10_000);
  });

  it('stores a PNG data URL as an image file, keeps a version and gives it back', async () => {
    const project = await callersProject(t, c, 'storyboarding');
    const [scene] = await createScenes(t, project, ['A.']);
    const dataUrl = await sketchDataUrl(320, 180);
    const saved = await send(artist(), 'POST', `${scenesUrl(project)}/${scene}/sketch`, { dataUrl });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Sketch saved', scene: { hasSketch: true } });
    const row = await t.db.selectFrom('scenes').select('sketch_file_id').where('id', '=', scene).executeTakeFirstOrThrow();
    const file = await t.db.selectFrom('files').selectAll().where('id', '=', row.sketch_file_id!).executeTakeFirstOrThrow();
    expect(file).toMatchObject({ mime: 'image/png', ext: 'png', variants: true, created_by: c.users.freelancer.id });
    // The stored sketch is the picture re-encoded (issue 19): the same pixels come back, not the same bytes.
    const returned = (await send(c.cookies.staff, 'GET', `${scenesUrl(project)}/${scene}/sketch`)).json().dataUrl as string;
    expect(returned).toMatch(/^data:image\/png;base64,/);
    expect(await pixelsOf(returned)).toEqual(await pixelsOf(dataUrl));
    // The list carries the sketch's images, so it shows without a request per scene.
    const listed = (await send(c.cookies.staff, 'GET', scenesUrl(project))).json().scenes[0];
    expect(listed.sketch).toEqual(
      expect.objectContaining({ fileId: file.id, small: `/media/${file.id}_s.jpg`, width: 320, height: 180 }),
    );
    expect((await send(c.cookies.staff, 'GET', listed.sketch.small)).statusCode).toBe(200);
    const versions = (await send(pm(), 'GET', `/api/scenes/${scene}/versions?type=sketch`)).json().versions;
    expect(versions).toEqual([
      expect.objectContaining({ title: 'Sketch saved', image: expect.objectContaining({ fileId: file.id }) }),
    ]);
  });

  it('answers null before a sketch is saved', async () => {
    const project = await callersProject(t, c, 'storyboarding');
    const [scene] = await createScenes(t, project, ['A.']);
    expect((await send(pm(), 'GET', `${scenesUrl(project)}/${scene}/sketch`)).json()).toEqual({ dataUrl: null });
    expect((await send(pm(), 'GET', scenesUrl(project))).json().scenes[0]).toMatchObject({ hasSketch: false, sketch: null });
  });

  it('never trusts the data URL: a JPEG or garbage claiming PNG is 415, no data URL 400, over 8 MB 413; nothing written', async () => {
    const project = await callersProject(t, c, 'storyboarding');
    const [scene] = await createScenes(t, project, ['A.']);
    const sketch = (dataUrl: string) => () => send(pm(), 'POST', `${scenesUrl(project)}/${scene}/sketch`, { dataUrl });
    const jpeg = `data:image/png;base64,${(await jpegImage()).toString('base64')}`;
    expect((await expectNothingWritten(project, sketch(jpeg), 415)).json().message).toMatch(/PNG/);
    const garbage = `data:image/png;base64,${Buffer.concat([(await pngImage()).subarray(0, 40), Buffer.alloc(100, 7)]).toString('base64')}`;
    expect((await expectNothingWritten(project, sketch(garbage), 415)).json().message).toMatch(/dataUrl/);
    expect((await expectNothingWritten(project, sketch('https://example.com/a.png'), 400)).json().message).toMatch(/dataUrl/);
    const big = Buffer.alloc(8 * 1024 * 1024 + 3, 0);
    (await pngImage()).copy(big);
    expect(
      (await expectNothingWritten(project, sketch(`data:image/png;base64,${big.toString('base64')}`), 413)).json().message,
    ).toBe('dataUrl: the sketch is larger than 8 MB');
  });
});

describe('scene statuses', () => {
  it('each role sets the statuses it owns; the PMs any, or clear it; the list filters by ?sceneStatus=', async () => {
    const project = await callersProject(t, c, 'storyboarding');
    const [a, b, d] = await createScenes(t, project, ['A.', 'B.', 'D.']);
    const status = (cookie: string | undefined, sceneId: string, value: string | null) =>
      send(cookie, 'POST', `${scenesUrl(project)}/${sceneId}/status`, { status: value });
    expect((await status(pm(), a, 'pending-changes')).json()).toMatchObject({
      message: 'Scene status updated',
      scene: { status: 'pending-changes' },
    });
    expect((await status(artist(), b, 'changes-completed')).statusCode).toBe(200);
    const approve = await expectNothingWritten(project, () => status(artist(), b, 'scene-approved'), 403);
    expect(approve.json().message).toBe(
      "You may set 'changes-completed', 'ready-for-review' only; 'scene-approved' is for the project's PMs or another role",
    );
    await expectNothingWritten(project, () => status(artist(), b, null), 403);
    await expectNothingWritten(project, () => send(pm(), 'POST', `${scenesUrl(project)}/${d}/status`, { status: 'done' }), 400);
    const filtered = (await send(pm(), 'GET', `${scenesUrl(project)}?sceneStatus=pending-changes`)).json();
    expect(filtered.scenes.map((s: { _id: string }) => s._id)).toEqual([a]);
    expect(filtered.sceneCount).toBe(3);
    expect((await status(pm(), a, null)).json().scene.status).toBeNull();
    expect((await send(pm(), 'GET', `${scenesUrl(project)}?sceneStatus=pending-changes`)).json().scenes).toEqual([]);
    const logs = await t.db.selectFrom('project_logs').select('details').where('project_id', '=', project.id).execute();
    expect(logs).toHaveLength(3);
  });

  it('tells each caller what they may do and which statuses they may set', async () => {
    const project = await callersProject(t, c, 'storyboarding');
    const artistView = (await send(artist(), 'GET', scenesUrl(project))).json();
    expect(artistView.actions).toEqual([
      'addScene',
      'editText',
      'removeScene',
      'sortScenes',
      'editImage',
      'editNumbers',
      'editSketch',
      'editBoard',
      'setStatus',
      'readVersions',
    ]);
    expect(artistView.settableStatuses).toEqual(['changes-completed', 'ready-for-review']);
    const clientView = (await send(c.cookies.clientCollaborator, 'GET', scenesUrl(project))).json();
    expect(clientView.actions).toEqual(['readVersions']);
    expect(clientView.settableStatuses).toEqual([]);
    expect(clientView.demonProof).toBeUndefined();
    expect((await send(pm(), 'GET', scenesUrl(project))).json().settableStatuses).toHaveLength(9);
  });
});

describe('likes, the board view and credits', () => {
  it('PMs like once and unlike; only PMs see who liked', async () => {
    const project = await callersProject(t, c, 'storyboarding');
    const [scene] = await createScenes(t, project, ['A.']);
    await send(pm(), 'POST', `${scenesUrl(project)}/${scene}/like`);
    const twice = await send(pm(), 'POST', `${scenesUrl(project)}/${scene}/like`);
    expect(twice.json()).toMatchObject({ message: 'Scene liked', scene: { likes: 1, likedByMe: true } });
    expect(twice.json().scene.likedBy).toEqual([userRef(c.users.projectPm)]);
    const artistView = (await send(artist(), 'GET', scenesUrl(project))).json().scenes[0];
    expect(artistView).toMatchObject({ likes: 1, likedByMe: false });
    expect(artistView.likedBy).toBeUndefined();
    const unliked = await send(pm(), 'POST', `${scenesUrl(project)}/${scene}/unlike`);
    expect(unliked.json()).toMatchObject({ message: 'Like removed', scene: { likes: 0, likedByMe: false, likedBy: [] } });
  });

  it('saves background, voice, action, note and frames of the caller’s own images', async () => {
    const project = await callersProject(t, c, 'storyboarding');
    const [scene] = await createScenes(t, project, ['A.']);
    const frames = [await uploadImage(t, artist()!), await uploadImage(t, artist()!)];
    const saved = await send(artist(), 'POST', `${scenesUrl(project)}/${scene}/board`, {
      bg: ' Rainy street ',
      voice: 'Narrator',
      frames,
    });
    expect(saved.json().scene.board).toMatchObject({ bg: 'Rainy street', voice: 'Narrator', action: '', note: '' });
    expect(saved.json().scene.board.frames.map((f: { fileId: string }) => f.fileId)).toEqual(frames);
    // The PM reorders the artist's frames and adds a note; the other fields stay.
    const again = await send(pm(), 'POST', `${scenesUrl(project)}/${scene}/board`, {
      note: 'Slower',
      frames: [...frames].reverse(),
    });
    expect(again.json().scene.board).toMatchObject({ bg: 'Rainy street', note: 'Slower' });
    expect(again.json().scene.board.frames.map((f: { fileId: string }) => f.fileId)).toEqual([...frames].reverse());
  });

  it("updates and deletes the project's credits", async () => {
    const project = await callersProject(t, c);
    const updated = await send(pm(), 'POST', `/api/projects/${project.id}/credits`, { credits: ' Voice: Ann\nMusic: Bo ' });
    expect(updated.json()).toMatchObject({ message: 'Updated credits', project: { credits: 'Voice: Ann\nMusic: Bo' } });
    const deleted = await send(pm(), 'DELETE', `/api/projects/${project.id}/credits`);
    expect(deleted.json()).toMatchObject({ message: 'Deleted credits', project: { credits: '' } });
  });
});

describe('the Bravo board', () => {
  it('lists my drawings other people liked, most recently liked first, paged; my own like does not count', async () => {
    const project = await callersProject(t, c, 'storyboarding');
    const upload = async (sceneId: string) => {
      const { payload, headers } = multipartBody({ filename: 'd.png', content: await pngImage(64, 64) });
      const response = await send(artist(), 'POST', `${scenesUrl(project)}/${sceneId}/upload`, payload as never, headers);
      expect(response.statusCode).toBe(200);
    };
    const [first, second, third] = await createScenes(t, project, ['A.', 'B.', 'C.']);
    for (const scene of [first, second, third]) await upload(scene);
    // The artist's own like is not Bravo; the PMs' likes are.
    await t.db.insertInto('scene_likes').values({ scene_id: third, user_id: c.users.freelancer.id }).execute();
    await t.db
      .insertInto('scene_likes')
      .values([
        { scene_id: first, user_id: c.users.projectPm.id, created_at: new Date('2026-01-01T10:00:00Z') },
        { scene_id: second, user_id: c.users.projectPm.id, created_at: new Date('2026-01-02T10:00:00Z') },
        { scene_id: first, user_id: c.users.admin.id, created_at: new Date('2026-01-03T10:00:00Z') },
      ])
      .execute();
    const page = (await send(artist(), 'GET', '/api/scenes/bravo?limit=1')).json();
    expect(page).toMatchObject({ skip: 1, hasMore: true });
    expect(page.drawings).toEqual([
      expect.objectContaining({
        sceneId: first,
        projectId: project.id,
        position: 0,
        likes: 2,
        lastLiked: '2026-01-03T10:00:00.000Z',
      }),
    ]);
    const next = (await send(artist(), 'GET', '/api/scenes/bravo?skip=1&limit=1')).json();
    expect(next).toMatchObject({ skip: 2, hasMore: false, drawings: [{ sceneId: second, likes: 1 }] });
    expect((await send(pm(), 'GET', '/api/scenes/bravo')).json()).toEqual({ drawings: [], skip: 0, hasMore: false });
  });
});

describe('a project with 200 scenes', () => {
  it('loads in one request whose query count does not grow with the scenes', async () => {
    const imageId = await uploadImage(t, pm()!);
    const small = await callersProject(t, c, 'storyboarding');
    await createScenes(t, small, ['One.', 'Two.']);
    const big = await callersProject(t, c, 'storyboarding');
    const ids = await createScenes(
      t,
      big,
      Array.from({ length: 200 }, (_, i) => ({ text: `Scene ${i + 1}.`, imageFileId: imageId, imageBy: c.users.projectPm.id })),
    );
    await t.db
      .insertInto('scene_likes')
      .values(ids.map((id) => ({ scene_id: id, user_id: c.users.projectPm.id })))
      .execute();
    const executor = t.db.getExecutor();
    const spy = jest.spyOn(executor, 'executeQuery');
    try {
      await send(pm(), 'GET', scenesUrl(small));
      spy.mockClear();
      const few = await send(pm(), 'GET', scenesUrl(small));
      const fewQueries = spy.mock.calls.length;
      spy.mockClear();
      const many = await send(pm(), 'GET', scenesUrl(big));
      expect(many.statusCode).toBe(200);
      expect(few.json().scenes).toHaveLength(2);
      expect(many.json().scenes).toHaveLength(200);
      expect(many.json().scenes[199]).toMatchObject({ position: 199, text: 'Scene 200.', likes: 1, image: { fileId: imageId } });
      expect(spy.mock.calls.length).toBeLessThanOrEqual(fewQueries);
      expect(fewQueries).toBeLessThanOrEqual(4);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the scenes of a 200-scene project as one answer', () => {
  it('is at most 40 KB gzip with an image of its own, a liker and a paragraph of script on every scene (issue 27)', async () => {
    const project = await callersProject(t, c, 'production');
    // 200 image files of their own (ids the answer names four times each: the file and its three variants).
    const files = await t.db
      .insertInto('files')
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          storage_key: `bench/scene-${i}.png`,
          name: `scene-${i + 1}.png`,
          ext: 'png',
          mime: 'image/png',
          size: 180_000 + i,
          variants: true,
          width: 960,
          height: 540,
          created_by: c.users.projectPm.id,
        })),
      )
      .returning('id')
      .execute();
    // A paragraph of script per scene (45 words of a 300-word vocabulary, picked pseudo-randomly): about as hard to
    // compress as a real script, so the size holds for real projects, not only for repeated words.
    const syllables = ['ka', 'lo', 'mi', 'ren', 'sa', 'tho', 'win', 'da', 'pel', 'nu', 'gor', 've', 'shi', 'tam', 'bri'];
    const vocabulary = Array.from({ length: 300 }, (_, i) =>
      [i % 15, (i * 7) % 15, (i * 11 + 3) % 15]
        .slice(0, 1 + (i % 3))
        .map((k) => syllables[k])
        .join(''),
    );
    let seed = 27;
    const nextWord = () => vocabulary[(seed = (seed * 48271) % 2147483647) % vocabulary.length];
    const paragraph = (i: number) => `Scene ${i + 1}. ${Array.from({ length: 45 }, nextWord).join(' ')}.`;
    const ids = await createScenes(
      t,
      project,
      files.map((file, i) => ({ text: paragraph(i), imageFileId: file.id, imageBy: c.users.freelancer.id })),
    );
    await t.db
      .insertInto('scene_likes')
      .values(ids.map((id) => ({ scene_id: id, user_id: c.users.projectPm.id })))
      .execute();
    const plain = await send(pm(), 'GET', scenesUrl(project));
    const gzip = await send(pm(), 'GET', scenesUrl(project), undefined, { 'accept-encoding': 'gzip' });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.json().scenes).toHaveLength(200);
    expect(gzip.rawPayload.length).toBeLessThanOrEqual(40 * 1024);
  });
});

describe('duplicating a project', () => {
  it('copies its scenes in order with text, image, numbers and board; not statuses, likes or versions', async () => {
    const imageId = await uploadImage(t, pm()!);
    const source = await callersProject(t, c, 'production');
    const [first] = await createScenes(t, source, [
      { text: 'Opening.', imageFileId: imageId, imageBy: c.users.freelancer.id, status: 'scene-approved' },
      'Closing.',
    ]);
    await send(pm(), 'POST', `${scenesUrl(source)}/${first}/numbers`, { numbers: { '2.1': { x: 40, y: 60 } } });
    await send(pm(), 'POST', `${scenesUrl(source)}/${first}/board`, { note: 'Warm light' });
    await send(pm(), 'POST', `${scenesUrl(source)}/${first}/like`);
    await send(pm(), 'POST', `${scenesUrl(source)}/${first}`, { text: 'Opening scene.' });
    const copy = await send(c.cookies.admin, 'POST', `/api/projects/${source.id}/duplicate`, { title: 'Copy' });
    expect(copy.statusCode).toBe(201);
    const copyId = copy.json().project._id;
    const list = (await call(t.app, 'GET', `/api/projects/${copyId}/scenes`, { cookie: c.cookies.admin })).json();
    expect(list.scenes).toHaveLength(2);
    expect(list.scenes[0]).toMatchObject({
      text: 'Opening scene.',
      status: null,
      image: { fileId: imageId },
      numbers: { '2.1': { x: 40, y: 60 } },
      board: { note: 'Warm light' },
      likes: 0,
      versionCount: 0,
    });
    expect(list.scenes[1]).toMatchObject({ position: 1, text: 'Closing.' });
    expect(list).toMatchObject({ sceneCount: 2, wordCount: 3 });
  });
});
