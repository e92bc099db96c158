// Every covers and titles endpoint × the nine callers of the project page: whoever reads the project reads;
// canEdit (the project's PMs, its cover designers) adds, uploads, replaces, changes, orders and rates; the PMs choose,
// mark and delete. A refused call writes nothing.
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createUser, type Project } from './factories';
import { multipartBody, pngImage } from './multipart';
import {
  CALLERS,
  createProjectCallers,
  ONLY_PROJECT_PMS,
  PROJECT_READERS,
  type Caller,
  type ProjectCallers,
} from './project-callers';
import { callersProject, uploadImage } from './scene-support';
import { createCover, createTitle, mediaSnapshot, postCover } from './social-media-support';

let t: TestApp;
let c: ProjectCallers;
let imageId: string;

beforeAll(async () => {
  t = await createTestApp();
  c = await createProjectCallers(t);
  imageId = await uploadImage(t, c.cookies.projectPm!);
});
afterAll(() => t.close());

/** canEdit: none of the nine holds cover-image-design, so the project's PMs (the designer is tested below). */
const EDITORS = ONLY_PROJECT_PMS;
const CURATORS = ONLY_PROJECT_PMS;
const created = (matrix: Readonly<Record<Caller, number>>) =>
  Object.fromEntries(Object.entries(matrix).map(([caller, code]) => [caller, code === 200 ? 201 : code])) as Record<
    Caller,
    number
  >;

interface Context {
  project: Project;
  cover: string;
  title: string;
}

async function setup(): Promise<Context> {
  const project = await callersProject(t, c, 'production');
  const cover = await createCover(t, project, imageId, c.users.projectPm);
  const title = await createTitle(t, project, 'A title to judge', c.users.projectPm.id);
  return { project, cover, title };
}

const base = (x: Context) => `/api/projects/${x.project.id}`;

interface Endpoint {
  name: string;
  expected: Readonly<Record<Caller, number>>;
  writes: boolean;
  prepare?: (x: Context) => Promise<void>;
  send(cookie: string | undefined, x: Context): ReturnType<typeof call>;
}

const ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/projects/{id}/social-media',
    expected: PROJECT_READERS,
    writes: false,
    send: (cookie, x) => call(t.app, 'GET', `${base(x)}/social-media`, { cookie }),
  },
  {
    name: 'POST /api/projects/{id}/social-media-cover',
    expected: created(EDITORS),
    writes: true,
    send: (cookie, x) => postCover(t, cookie, x.project.id),
  },
  {
    name: 'POST /api/projects/{id}/social-media-cover/{coverId} (replace)',
    expected: EDITORS,
    writes: true,
    send: async (cookie, x) => {
      const { payload, headers } = multipartBody({ filename: 'new.png', content: await pngImage(200, 100) });
      return call(t.app, 'POST', `${base(x)}/social-media-cover/${x.cover}`, { cookie, payload, headers });
    },
  },
  {
    name: 'POST /api/projects/{id}/social-media-cover/set-cover-image',
    expected: CURATORS,
    writes: true,
    send: (cookie, x) =>
      call(t.app, 'POST', `${base(x)}/social-media-cover/set-cover-image`, {
        cookie,
        payload: { coverId: x.cover, platform: 'yt' },
      }),
  },
  {
    name: 'DELETE /api/projects/{id}/social-media-cover/{coverId}',
    expected: CURATORS,
    writes: true,
    send: (cookie, x) => call(t.app, 'DELETE', `${base(x)}/social-media-cover/${x.cover}`, { cookie }),
  },
  {
    name: 'POST /api/projects/{id}/social-media-cover/{coverId}/rate',
    expected: EDITORS,
    writes: true,
    send: (cookie, x) => call(t.app, 'POST', `${base(x)}/social-media-cover/${x.cover}/rate`, { cookie, payload: { rating: 4 } }),
  },
  {
    name: 'POST /api/projects/{id}/social-media-cover/sort',
    expected: EDITORS,
    writes: true,
    prepare: async (x) => {
      await createCover(t, x.project, imageId, c.users.projectPm);
    },
    send: (cookie, x) =>
      call(t.app, 'POST', `${base(x)}/social-media-cover/sort`, { cookie, payload: { from: 0, to: 1, coverId: x.cover } }),
  },
  {
    name: 'GET /api/projects/{id}/social-media-cover/{coverId}/versions',
    expected: PROJECT_READERS,
    writes: false,
    send: (cookie, x) => call(t.app, 'GET', `${base(x)}/social-media-cover/${x.cover}/versions`, { cookie }),
  },
  {
    name: 'POST /api/projects/{id}/social-media-title',
    expected: created(EDITORS),
    writes: true,
    send: (cookie, x) => call(t.app, 'POST', `${base(x)}/social-media-title`, { cookie, payload: { title: 'Another title' } }),
  },
  {
    name: 'POST /api/projects/{id}/social-media-title/{titleId}/change',
    expected: EDITORS,
    writes: true,
    send: (cookie, x) =>
      call(t.app, 'POST', `${base(x)}/social-media-title/${x.title}/change`, { cookie, payload: { title: 'Edited title' } }),
  },
  {
    name: 'POST /api/projects/{id}/social-media-title/{titleId}/rate',
    expected: EDITORS,
    writes: true,
    send: (cookie, x) => call(t.app, 'POST', `${base(x)}/social-media-title/${x.title}/rate`, { cookie, payload: { rating: 2 } }),
  },
  {
    name: 'POST /api/projects/{id}/social-media-title/{titleId}/select',
    expected: CURATORS,
    writes: true,
    send: (cookie, x) =>
      call(t.app, 'POST', `${base(x)}/social-media-title/${x.title}/select`, { cookie, payload: { platform: 'fb' } }),
  },
  {
    name: 'POST /api/projects/{id}/social-media-title/{titleId}/demon',
    expected: CURATORS,
    writes: true,
    send: (cookie, x) =>
      call(t.app, 'POST', `${base(x)}/social-media-title/${x.title}/demon`, { cookie, payload: { platform: 'yt' } }),
  },
  {
    name: 'POST /api/projects/{id}/social-media-title/sort',
    expected: EDITORS,
    writes: true,
    prepare: async (x) => {
      await createTitle(t, x.project, 'A second title', c.users.projectPm.id);
    },
    send: (cookie, x) =>
      call(t.app, 'POST', `${base(x)}/social-media-title/sort`, { cookie, payload: { from: 0, to: 1, titleId: x.title } }),
  },
  {
    name: 'DELETE /api/projects/{id}/social-media-title/{titleId}',
    expected: CURATORS,
    writes: true,
    send: (cookie, x) => call(t.app, 'DELETE', `${base(x)}/social-media-title/${x.title}`, { cookie }),
  },
];

describe.each(ENDPOINTS)('$name permission matrix', (endpoint) => {
  it.each(CALLERS)('%s', async (caller) => {
    const context = await setup();
    await endpoint.prepare?.(context);
    const before = await mediaSnapshot(t, context.project);
    const response = await endpoint.send(c.cookies[caller], context);
    expect(response.statusCode).toBe(endpoint.expected[caller]);
    const after = await mediaSnapshot(t, context.project);
    if (response.statusCode >= 300 || !endpoint.writes) expect(after).toEqual(before);
    else expect(after).not.toEqual(before);
  });
});

describe('a cover designer (cover-image-design)', () => {
  it('working on the project adds, uploads, rates and orders, but may not choose, mark or delete', async () => {
    const designer = await createUser(t.db, { level: 'freelancer', roles: ['cover-image-design'], name: 'Cora Designer' });
    const cookie = await signIn(t.db, designer);
    const x = await setup();
    await t.db.insertInto('project_collaborators').values({ project_id: x.project.id, user_id: designer.id }).execute();

    const media = await call(t.app, 'GET', `${base(x)}/social-media`, { cookie });
    expect(media.json().actions).toEqual(['edit']);
    expect((await postCover(t, cookie, x.project.id)).statusCode).toBe(201);
    const added = await call(t.app, 'POST', `${base(x)}/social-media-title`, { cookie, payload: { title: 'Designer title' } });
    expect(added.statusCode).toBe(201);
    expect(
      (await call(t.app, 'POST', `${base(x)}/social-media-cover/${x.cover}/rate`, { cookie, payload: { rating: 5 } })).statusCode,
    ).toBe(200);
    const sorted = await call(t.app, 'POST', `${base(x)}/social-media-title/sort`, {
      cookie,
      payload: { from: 0, to: 1, titleId: x.title },
    });
    expect(sorted.statusCode).toBe(200);
    expect(sorted.json().media.titles.map((title: { text: string }) => title.text)).toEqual([
      'Designer title',
      'A title to judge',
    ]);

    const before = await mediaSnapshot(t, x.project);
    const select = await call(t.app, 'POST', `${base(x)}/social-media-cover/set-cover-image`, {
      cookie,
      payload: { coverId: x.cover, platform: 'fb' },
    });
    expect(select.statusCode).toBe(403);
    expect(select.json().message).toBe("Only the project's PMs may choose, mark or delete covers and titles");
    expect((await call(t.app, 'DELETE', `${base(x)}/social-media-title/${x.title}`, { cookie })).statusCode).toBe(403);
    expect(await mediaSnapshot(t, x.project)).toEqual(before);
  });

  it('not working on the project does not see it', async () => {
    const designer = await createUser(t.db, { level: 'freelancer', roles: ['cover-image-design'], name: 'Outside Designer' });
    const cookie = await signIn(t.db, designer);
    const x = await setup();
    expect((await call(t.app, 'GET', `${base(x)}/social-media`, { cookie })).statusCode).toBe(404);
    expect((await postCover(t, cookie, x.project.id)).statusCode).toBe(404);
  });
});

describe("a cover's image files", () => {
  it('are read by whoever reads the project, and by nobody else', async () => {
    const x = await setup();
    const uploaded = await postCover(t, c.cookies.projectPm, x.project.id);
    const cover = uploaded.json().media.covers[1];
    // The terms gate is the API's; a file follows the project's readers (the collaborating newcomer among them).
    const readers: Caller[] = [
      'clientCollaborator',
      'freelancerWithoutTerms',
      'freelancer',
      'staff',
      'projectPm',
      'otherPm',
      'admin',
    ];
    for (const caller of CALLERS) {
      const response = await call(t.app, 'GET', cover.image.small, { cookie: c.cookies[caller] });
      expect(`${caller} ${response.statusCode === 200 ? 'reads' : 'does not read'}`).toBe(
        `${caller} ${readers.includes(caller) ? 'reads' : 'does not read'}`,
      );
    }
  });
});
