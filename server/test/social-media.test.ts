// Covers and titles as a user would notice them: exclusive choice per platform (even when two PMs choose at
// once), ratings one per person with the score the server computes, demonetized marks cleared by choosing,
// versions of a cover, the sensitive-word mark, the manual order, and bad files and bad input refused with nothing
// written.
import { call, createTestApp, type TestApp } from './helper';
import { createUser, type Project } from './factories';
import { EXE, multipartBody, PDF, pngImage } from './multipart';
import { createProjectCallers, type ProjectCallers } from './project-callers';
import { callersProject, uploadImage } from './scene-support';
import { createCover, createTitle, mediaSnapshot, postCover } from './social-media-support';
import { signIn } from './helper';

let t: TestApp;
let c: ProjectCallers;
let imageId: string;

beforeAll(async () => {
  t = await createTestApp();
  c = await createProjectCallers(t);
  imageId = await uploadImage(t, c.cookies.projectPm!);
});
afterAll(() => t.close());

const base = (project: Project) => `/api/projects/${project.id}`;
const pm = () => c.cookies.projectPm!;
const admin = () => c.cookies.admin!;

async function media(project: Project, cookie = pm()) {
  const response = await call(t.app, 'GET', `${base(project)}/social-media`, { cookie });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('choosing a cover per platform', () => {
  it('clears the other covers on that platform only, and choosing it again unchooses it', async () => {
    const project = await callersProject(t, c, 'production');
    const [a, b] = [
      await createCover(t, project, imageId, c.users.projectPm),
      await createCover(t, project, imageId, c.users.projectPm),
    ];
    const select = (coverId: string, platform: string) =>
      call(t.app, 'POST', `${base(project)}/social-media-cover/set-cover-image`, {
        cookie: pm(),
        payload: { coverId, platform },
      });

    expect((await select(a, 'fb')).json().message).toBe('Cover selected');
    await select(a, 'yt');
    const afterB = (await select(b, 'fb')).json().media.covers;
    expect(afterB.map((cover: { fb: boolean; yt: boolean }) => [cover.fb, cover.yt])).toEqual([
      [false, true],
      [true, false],
    ]);
    const again = await select(b, 'fb');
    expect(again.json().message).toBe('Cover unselected');
    expect(again.json().media.covers.map((cover: { fb: boolean }) => cover.fb)).toEqual([false, false]);
  });

  it('with `value`, sets the choice asked for: repeated or late clicks at once change nothing (issue 28)', async () => {
    const project = await callersProject(t, c, 'production');
    const cover = await createCover(t, project, imageId, c.users.projectPm);
    const title = await createTitle(t, project, 'Clicked twice');
    const select = (value: boolean) =>
      call(t.app, 'POST', `${base(project)}/social-media-cover/set-cover-image`, {
        cookie: pm(),
        payload: { coverId: cover, platform: 'fb', value },
      });
    const onTitle = (path: string, platform: string, value: boolean) =>
      call(t.app, 'POST', `${base(project)}/social-media-title/${title}/${path}`, { cookie: pm(), payload: { platform, value } });

    const ons = await Promise.all([select(true), select(true), select(true)]);
    expect(ons.map((on) => on.json().message)).toEqual(Array(3).fill('Cover selected'));
    expect((await media(project)).covers.map((each: { fb: boolean }) => each.fb)).toEqual([true]);
    const offs = await Promise.all([select(false), select(false)]);
    expect(offs.map((off) => off.json().message)).toEqual(Array(2).fill('Cover unselected'));
    expect((await media(project)).covers.map((each: { fb: boolean }) => each.fb)).toEqual([false]);

    await Promise.all([onTitle('select', 'yt', true), onTitle('select', 'yt', true)]);
    await Promise.all([onTitle('demon', 'fb', true), onTitle('demon', 'fb', true)]);
    expect((await media(project)).titles[0]).toMatchObject({ yt: true, fbDemon: true });
    await Promise.all([onTitle('demon', 'fb', false), onTitle('demon', 'fb', false)]);
    expect((await media(project)).titles[0]).toMatchObject({ yt: true, fbDemon: false });
    expect((await onTitle('select', 'yt', 'no' as unknown as boolean)).statusCode).toBe(400);
  });

  it('has one winner when two PMs choose different covers for the same platform at once', async () => {
    const project = await callersProject(t, c, 'production');
    const covers = [];
    for (let i = 0; i < 4; i += 1) covers.push(await createCover(t, project, imageId, c.users.projectPm));
    const responses = await Promise.all(
      covers.map((coverId, i) =>
        call(t.app, 'POST', `${base(project)}/social-media-cover/set-cover-image`, {
          cookie: i % 2 ? admin() : pm(),
          payload: { coverId, platform: 'pr' },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const chosen = await t.db
      .selectFrom('social_covers')
      .select('id')
      .where('project_id', '=', project.id)
      .where('pr', '=', true)
      .execute();
    expect(chosen).toHaveLength(1);
    // The last answer to commit saw the state everybody now sees.
    const final = (await media(project)).covers.filter((cover: { pr: boolean }) => cover.pr);
    expect(final.map((cover: { _id: string }) => cover._id)).toEqual(chosen.map((row) => row.id));
  });

  it('has one winner for titles too', async () => {
    const project = await callersProject(t, c, 'production');
    const titles = [
      await createTitle(t, project, 'One'),
      await createTitle(t, project, 'Two'),
      await createTitle(t, project, 'Three'),
    ];
    await Promise.all(
      titles.map((titleId, i) =>
        call(t.app, 'POST', `${base(project)}/social-media-title/${titleId}/select`, {
          cookie: i % 2 ? admin() : pm(),
          payload: { platform: 'yt' },
        }),
      ),
    );
    const chosen = await t.db
      .selectFrom('social_titles')
      .select('id')
      .where('project_id', '=', project.id)
      .where('yt', '=', true)
      .execute();
    expect(chosen).toHaveLength(1);
  });
});

describe('the order of covers and titles', () => {
  const sort = (project: Project, kind: 'cover' | 'title', body: object, cookie = pm()) =>
    call(t.app, 'POST', `${base(project)}/social-media-${kind}/sort`, { cookie, payload: body });

  it('is the upload order until an editor moves one; new ones come last; everybody reads the same order', async () => {
    const project = await callersProject(t, c, 'production');
    for (const name of ['one.png', 'two.png', 'three.png']) {
      expect((await postCover(t, pm(), project.id, undefined, name)).statusCode).toBe(201);
    }
    const names = (answer: { covers: Array<{ image: { name: string } }> }) => answer.covers.map((cover) => cover.image.name);
    const start = await media(project);
    expect(names(start)).toEqual(['one.png', 'two.png', 'three.png']);

    const moved = await sort(project, 'cover', { from: 2, to: 0, coverId: start.covers[2]._id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().message).toBe('Cover order updated');
    expect(names(moved.json().media)).toEqual(['three.png', 'one.png', 'two.png']);
    const down = await sort(project, 'cover', { from: 0, to: 1, coverId: start.covers[2]._id });
    expect(names(down.json().media)).toEqual(['one.png', 'three.png', 'two.png']);

    expect((await postCover(t, pm(), project.id, undefined, 'four.png')).statusCode).toBe(201);
    expect(names(await media(project, c.cookies.freelancer!))).toEqual(['one.png', 'three.png', 'two.png', 'four.png']);
  });

  it('of titles: moved by place, kept after a deletion, new titles last', async () => {
    const project = await callersProject(t, c, 'production');
    for (const title of ['First', 'Second', 'Third']) {
      await call(t.app, 'POST', `${base(project)}/social-media-title`, { cookie: pm(), payload: { title } });
    }
    const texts = (answer: { titles: Array<{ text: string }> }) => answer.titles.map((title) => title.text);
    const start = await media(project);
    const moved = await sort(project, 'title', { from: 0, to: 2, titleId: start.titles[0]._id });
    expect(moved.json().message).toBe('Title order updated');
    expect(texts(moved.json().media)).toEqual(['Second', 'Third', 'First']);
    await call(t.app, 'DELETE', `${base(project)}/social-media-title/${start.titles[1]._id}`, { cookie: pm() });
    await call(t.app, 'POST', `${base(project)}/social-media-title`, { cookie: pm(), payload: { title: 'Fourth' } });
    expect(texts(await media(project))).toEqual(['Third', 'First', 'Fourth']);
  });

  it('refuses a stale move (another item at `from`, or a place past the end) with 409 and moves nothing', async () => {
    const project = await callersProject(t, c, 'production');
    const a = await createTitle(t, project, 'A', c.users.projectPm.id);
    const b = await createTitle(t, project, 'B', c.users.projectPm.id);
    const before = await mediaSnapshot(t, project);
    for (const body of [
      { from: 0, to: 1, titleId: b },
      { from: 2, to: 0, titleId: a },
      { from: 0, to: 2, titleId: a },
    ]) {
      const response = await sort(project, 'title', body);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('The order changed meanwhile: reload and move it again');
    }
    const cover = await createCover(t, project, imageId, c.users.projectPm);
    const other = await callersProject(t, c, 'production');
    const foreign = await createCover(t, other, imageId, c.users.projectPm);
    expect((await sort(project, 'cover', { from: 0, to: 0, coverId: foreign })).statusCode).toBe(409);
    expect((await sort(project, 'cover', { from: 0, to: 0, coverId: cover })).statusCode).toBe(200);
    const after = await mediaSnapshot(t, project);
    expect(after.titles).toEqual(before.titles);
  });

  it('refuses a body without the moved id, or places that are not whole numbers, naming the field', async () => {
    const project = await callersProject(t, c, 'production');
    const a = await createTitle(t, project, 'A', c.users.projectPm.id);
    const missing = await sort(project, 'title', { from: 0, to: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Enter the title id');
    const negative = await sort(project, 'title', { from: -1, to: 0, titleId: a });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toMatch(/^from/);
  });

  it('stays a single order when two editors move at once', async () => {
    const project = await callersProject(t, c, 'production');
    const ids = [];
    for (const title of ['A', 'B', 'C', 'D']) ids.push(await createTitle(t, project, title, c.users.projectPm.id));
    const answers = await Promise.all([
      sort(project, 'title', { from: 0, to: 3, titleId: ids[0] }),
      sort(project, 'title', { from: 3, to: 0, titleId: ids[3] }, admin()),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.db
      .selectFrom('social_titles')
      .select('position')
      .where('project_id', '=', project.id)
      .orderBy('position')
      .execute();
    expect(rows.map((row) => row.position)).toEqual([0, 1, 2, 3]);
  });
});

describe('ratings', () => {
  it('are one per person: the score is the mean, the count is the people, 0 takes a rating away', async () => {
    const project = await callersProject(t, c, 'production');
    const cover = await createCover(t, project, imageId, c.users.projectPm);
    const rate = (cookie: string, rating: number) =>
      call(t.app, 'POST', `${base(project)}/social-media-cover/${cover}/rate`, { cookie, payload: { rating } });

    await rate(pm(), 5);
    await rate(pm(), 4); // the PM changes their mind: still one rating
    let answer = (await rate(admin(), 1)).json().media.covers[0];
    expect(answer).toMatchObject({ score: 2.5, ratingCount: 2, myRating: 1 });
    expect((await media(project)).covers[0]).toMatchObject({ score: 2.5, ratingCount: 2, myRating: 4 });

    const designer = await createUser(t.db, { level: 'freelancer', roles: ['cover-image-design'], name: 'Rater' });
    await t.db.insertInto('project_collaborators').values({ project_id: project.id, user_id: designer.id }).execute();
    answer = (await rate(await signIn(t.db, designer), 3)).json().media.covers[0];
    expect(answer).toMatchObject({ score: 2.7, ratingCount: 3, myRating: 3 });

    answer = (await rate(admin(), 0)).json().media.covers[0];
    expect(answer).toMatchObject({ score: 3.5, ratingCount: 2, myRating: 0 });
  });

  it('of titles work the same way, and a rating outside 0 to 5 is refused naming the field', async () => {
    const project = await callersProject(t, c, 'production');
    const title = await createTitle(t, project, 'Rated title');
    const rate = (rating: unknown) =>
      call(t.app, 'POST', `${base(project)}/social-media-title/${title}/rate`, { cookie: pm(), payload: { rating } });
    expect((await rate(3)).json().media.titles[0]).toMatchObject({ score: 3, ratingCount: 1, myRating: 3 });
    const before = await mediaSnapshot(t, project);
    for (const bad of [6, -1, 2.5, '4']) {
      const response = await rate(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^rating/);
    }
    expect(await mediaSnapshot(t, project)).toEqual(before);
  });
});

describe('titles', () => {
  it('are added trimmed; a blank title is refused and nothing is written', async () => {
    const project = await callersProject(t, c, 'production');
    const added = await call(t.app, 'POST', `${base(project)}/social-media-title`, {
      cookie: pm(),
      payload: { title: '  Ten cats  ' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().media.titles.map((title: { text: string }) => title.text)).toEqual(['Ten cats']);
    const before = await mediaSnapshot(t, project);
    for (const title of ['', '   ', 'x'.repeat(301)]) {
      const response = await call(t.app, 'POST', `${base(project)}/social-media-title`, { cookie: pm(), payload: { title } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^title/);
    }
    const change = await call(t.app, 'POST', `${base(project)}/social-media-title/${before.titles[0].id}/change`, {
      cookie: pm(),
      payload: { title: ' ' },
    });
    expect(change.statusCode).toBe(400);
    expect(await mediaSnapshot(t, project)).toEqual(before);
  });

  it('lose the demonetized mark of a platform when chosen for it, and keep the other', async () => {
    const project = await callersProject(t, c, 'production');
    const title = await createTitle(t, project, 'Marked title');
    const post = (path: string, platform: string) =>
      call(t.app, 'POST', `${base(project)}/social-media-title/${title}/${path}`, { cookie: pm(), payload: { platform } });
    expect((await post('demon', 'fb')).json().message).toBe('Title marked demonetized');
    expect((await post('demon', 'yt')).json().media.titles[0]).toMatchObject({ fbDemon: true, ytDemon: true });
    const chosen = (await post('select', 'fb')).json().media.titles[0];
    expect(chosen).toMatchObject({ fb: true, fbDemon: false, ytDemon: true });
    expect((await post('demon', 'pr')).statusCode).toBe(400);
    expect((await post('select', 'tiktok')).statusCode).toBe(400);
  });

  it('say when they may contain sensitive terms (to contributors only)', async () => {
    const project = await callersProject(t, c, 'production');
    await createTitle(t, project, 'What the fuck happened');
    await createTitle(t, project, 'A kind neighbour');
    expect((await media(project)).titles.map((title: { sensitive: boolean }) => title.sensitive)).toEqual([true, false]);
    const client = (await media(project, c.cookies.clientCollaborator)).titles;
    expect(client.map((title: object) => 'sensitive' in title)).toEqual([false, false]);
  });

  it('of another project are not found', async () => {
    const project = await callersProject(t, c, 'production');
    const other = await callersProject(t, c, 'production');
    const title = await createTitle(t, other, 'Elsewhere');
    const response = await call(t.app, 'DELETE', `${base(project)}/social-media-title/${title}`, { cookie: pm() });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Title not found');
  });
});

describe('cover uploads', () => {
  it('keep every upload and replacement as a version with the uploader, newest first', async () => {
    const project = await callersProject(t, c, 'production');
    const uploaded = await postCover(t, pm(), project.id);
    expect(uploaded.statusCode).toBe(201);
    const cover = uploaded.json().media.covers[0];
    expect(cover.user.name).toBe('Project PM');
    const { payload, headers } = multipartBody({
      filename: 'better.jpg',
      content: await pngImage(100, 100),
      contentType: 'image/jpeg',
    });
    // A PNG named .jpg: the content decides, and it does not match the extension.
    const mismatch = await call(t.app, 'POST', `${base(project)}/social-media-cover/${cover._id}`, {
      cookie: admin(),
      payload,
      headers,
    });
    expect(mismatch.statusCode).toBe(415);
    const good = multipartBody({ filename: 'better.png', content: await pngImage(100, 100) });
    const replaced = await call(t.app, 'POST', `${base(project)}/social-media-cover/${cover._id}`, {
      cookie: admin(),
      payload: good.payload,
      headers: good.headers,
    });
    expect(replaced.json()).toMatchObject({ message: 'Cover image replaced' });
    expect(replaced.json().media.covers[0]).toMatchObject({ versionCount: 2, user: { name: 'Admin' } });
    const versions = (
      await call(t.app, 'GET', `${base(project)}/social-media-cover/${cover._id}/versions`, { cookie: pm() })
    ).json().versions;
    expect(versions.map((v: { user: { name: string } }) => v.user.name)).toEqual(['Admin', 'Project PM']);
    expect(versions[1].image.fileId).toBe(cover.image.fileId);
  });

  it('refuse files that are not images, and empty uploads, storing nothing', async () => {
    const project = await callersProject(t, c, 'production');
    const before = await mediaSnapshot(t, project);
    for (const [content, filename, code] of [
      [PDF, 'cover.pdf', 415],
      [EXE, 'cover.png', 415],
      [Buffer.from('not really a png'), 'cover.png', 415],
      [Buffer.alloc(0), 'cover.png', 400],
    ] as const) {
      const response = await postCover(t, pm(), project.id, content, filename);
      expect(`${filename} ${response.statusCode}`).toBe(`${filename} ${code}`);
    }
    const json = await call(t.app, 'POST', `${base(project)}/social-media-cover`, { cookie: pm(), payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(await mediaSnapshot(t, project)).toEqual(before);
  });

  it('delete a cover with its ratings; the PM is told', async () => {
    const project = await callersProject(t, c, 'production');
    const cover = await createCover(t, project, imageId, c.users.projectPm);
    await call(t.app, 'POST', `${base(project)}/social-media-cover/${cover}/rate`, { cookie: pm(), payload: { rating: 5 } });
    const removed = await call(t.app, 'DELETE', `${base(project)}/social-media-cover/${cover}`, { cookie: pm() });
    expect(removed.json()).toMatchObject({ message: 'Cover deleted', media: { covers: [] } });
    expect(await t.db.selectFrom('social_cover_ratings').selectAll().where('cover_id', '=', cover).execute()).toEqual([]);
  });
});
