// Every scene endpoint × the nine callers of the project page: who may read, edit the script, edit the
// storyboard, set a status, like, edit credits and read versions; a refused call writes nothing. Then every role
// × endpoint (spec doc 2 section 6): the script roles, the storyboard roles and the status owners, each holding
// one role, collaborators or claimants of one of the project's jobs, and a freelancer who could merely claim.
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createJob, createProject, createUser, type Project, type User } from './factories';
import { multipartBody, pngImage } from './multipart';
import {
  CALLERS,
  createProjectCallers,
  ONLY_CONTRIBUTORS,
  ONLY_PROJECT_PMS,
  PROJECT_READERS,
  type Caller,
  type ProjectCallers,
} from './project-callers';
import { callersProject, createScenes, sceneSnapshot, sketchDataUrl, uploadImage } from './scene-support';

let t: TestApp;
let c: ProjectCallers;
let imageId: string;
let frameId: string;

beforeAll(async () => {
  t = await createTestApp();
  c = await createProjectCallers(t);
  imageId = await uploadImage(t, c.cookies.projectPm!);
  frameId = await uploadImage(t, c.cookies.admin!);
});
afterAll(() => t.close());

/** Whoever reads the project reads its scenes. */
const READERS = PROJECT_READERS;

/** The project's PMs and the collaborating freelancer who holds the script and storyboard roles. */
const EDITORS: Readonly<Record<Caller, number>> = { ...ONLY_PROJECT_PMS, freelancer: 200 };
const created = (matrix: Readonly<Record<Caller, number>>) =>
  Object.fromEntries(Object.entries(matrix).map(([caller, code]) => [caller, code === 200 ? 201 : code])) as Record<
    Caller,
    number
  >;

interface Context {
  project: Project;
  scenes: string[];
}

interface Endpoint {
  name: string;
  expected: Readonly<Record<Caller, number>>;
  /** Whether a successful call changes something (reads do not). */
  writes: boolean;
  setup(): Promise<Context>;
  send(cookie: string | undefined, context: Context): ReturnType<typeof call>;
}

const script = async (): Promise<Context> => {
  const project = await callersProject(t, c, 'script-writing');
  return { project, scenes: await createScenes(t, project, ['First scene.', '', 'Third scene.']) };
};
const storyboard = async (): Promise<Context> => {
  const project = await callersProject(t, c, 'storyboarding');
  const scenes = await createScenes(t, project, [
    { text: 'Drawn scene.', imageFileId: imageId, imageBy: c.users.projectPm.id },
    'Not drawn yet.',
  ]);
  return { project, scenes };
};
const base = (context: Context) => `/api/projects/${context.project.id}/scenes`;

const ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/projects/{id}/scenes',
    expected: READERS,
    writes: false,
    setup: script,
    send: (cookie, x) => call(t.app, 'GET', base(x), { cookie }),
  },
  {
    name: 'POST /api/projects/{id}/scenes',
    expected: created(EDITORS),
    writes: true,
    setup: script,
    send: (cookie, x) => call(t.app, 'POST', base(x), { cookie, payload: { text: 'New scene' } }),
  },
  {
    name: 'POST /api/projects/{id}/scenes/{sceneId}',
    expected: EDITORS,
    writes: true,
    setup: script,
    send: (cookie, x) => call(t.app, 'POST', `${base(x)}/${x.scenes[0]}`, { cookie, payload: { text: 'Edited.' } }),
  },
  {
    name: 'DELETE /api/projects/{id}/scenes/{sceneId}',
    expected: EDITORS,
    writes: true,
    setup: script,
    send: (cookie, x) => call(t.app, 'DELETE', `${base(x)}/${x.scenes[1]}`, { cookie }),
  },
  {
    name: 'POST /api/projects/{id}/scenes/sort',
    expected: EDITORS,
    writes: true,
    setup: script,
    send: (cookie, x) => call(t.app, 'POST', `${base(x)}/sort`, { cookie, payload: { from: 0, to: 2 } }),
  },
  {
    name: 'POST /api/projects/{id}/scenes/{sceneId}/upload',
    expected: EDITORS,
    writes: true,
    setup: storyboard,
    send: async (cookie, x) => {
      const { payload, headers } = multipartBody({ filename: 'scene.png', content: await pngImage(120, 80) });
      return call(t.app, 'POST', `${base(x)}/${x.scenes[1]}/upload`, { cookie, payload, headers });
    },
  },
  {
    name: 'DELETE /api/projects/{id}/scenes/{sceneId}/image',
    expected: EDITORS,
    writes: true,
    setup: storyboard,
    send: (cookie, x) => call(t.app, 'DELETE', `${base(x)}/${x.scenes[0]}/image`, { cookie }),
  },
  {
    name: 'GET /api/projects/{id}/scenes/{sceneId}/image',
    expected: READERS,
    writes: false,
    setup: storyboard,
    send: (cookie, x) => call(t.app, 'GET', `${base(x)}/${x.scenes[0]}/image`, { cookie }),
  },
  {
    name: 'POST /api/projects/{id}/scenes/{sceneId}/numbers',
    expected: EDITORS,
    writes: true,
    setup: storyboard,
    send: (cookie, x) =>
      call(t.app, 'POST', `${base(x)}/${x.scenes[0]}/numbers`, { cookie, payload: { numbers: { '1': { x: 10, y: 20 } } } }),
  },
  {
    name: 'POST /api/projects/{id}/scenes/{sceneId}/sketch',
    expected: EDITORS,
    writes: true,
    setup: storyboard,
    send: async (cookie, x) =>
      call(t.app, 'POST', `${base(x)}/${x.scenes[0]}/sketch`, { cookie, payload: { dataUrl: await sketchDataUrl() } }),
  },
  {
    name: 'GET /api/projects/{id}/scenes/{sceneId}/sketch',
    expected: READERS,
    writes: false,
    setup: storyboard,
    send: (cookie, x) => call(t.app, 'GET', `${base(x)}/${x.scenes[0]}/sketch`, { cookie }),
  },
  {
    name: "POST /api/projects/{id}/scenes/{sceneId}/status 'ready-for-review' (the storyboard role's)",
    expected: EDITORS,
    writes: true,
    setup: storyboard,
    send: (cookie, x) =>
      call(t.app, 'POST', `${base(x)}/${x.scenes[0]}/status`, { cookie, payload: { status: 'ready-for-review' } }),
  },
  {
    name: "POST /api/projects/{id}/scenes/{sceneId}/status 'scene-approved' (the PMs')",
    expected: ONLY_PROJECT_PMS,
    writes: true,
    setup: storyboard,
    send: (cookie, x) =>
      call(t.app, 'POST', `${base(x)}/${x.scenes[0]}/status`, { cookie, payload: { status: 'scene-approved' } }),
  },
  {
    name: 'POST /api/projects/{id}/scenes/{sceneId}/like',
    expected: ONLY_PROJECT_PMS,
    writes: true,
    setup: storyboard,
    send: (cookie, x) => call(t.app, 'POST', `${base(x)}/${x.scenes[0]}/like`, { cookie }),
  },
  {
    name: 'POST /api/projects/{id}/scenes/{sceneId}/unlike',
    expected: ONLY_PROJECT_PMS,
    writes: true,
    setup: async () => {
      const context = await storyboard();
      // Both PMs liked it: each caller who may takes back their own like.
      for (const user of [c.users.projectPm, c.users.admin]) {
        await t.db.insertInto('scene_likes').values({ scene_id: context.scenes[0], user_id: user.id }).execute();
      }
      return context;
    },
    send: (cookie, x) => call(t.app, 'POST', `${base(x)}/${x.scenes[0]}/unlike`, { cookie }),
  },
  {
    name: 'POST /api/projects/{id}/scenes/{sceneId}/board',
    expected: EDITORS,
    writes: true,
    setup: storyboard,
    send: (cookie, x) =>
      call(t.app, 'POST', `${base(x)}/${x.scenes[0]}/board`, {
        cookie,
        payload: { bg: 'Night market', voice: 'Narrator, softly', action: 'She turns', note: 'Keep it warm' },
      }),
  },
  {
    name: 'POST /api/projects/{id}/credits',
    expected: ONLY_PROJECT_PMS,
    writes: true,
    setup: script,
    send: (cookie, x) =>
      call(t.app, 'POST', `/api/projects/${x.project.id}/credits`, { cookie, payload: { credits: 'Voice: Ann' } }),
  },
  {
    name: 'DELETE /api/projects/{id}/credits',
    expected: ONLY_PROJECT_PMS,
    writes: true,
    setup: async () => {
      const context = await script();
      await t.db.updateTable('projects').set({ credits: 'Music: Bo' }).where('id', '=', context.project.id).execute();
      return context;
    },
    send: (cookie, x) => call(t.app, 'DELETE', `/api/projects/${x.project.id}/credits`, { cookie }),
  },
  {
    name: 'GET /api/scenes/{id}/versions',
    expected: READERS,
    writes: false,
    setup: script,
    send: (cookie, x) => call(t.app, 'GET', `/api/scenes/${x.scenes[0]}/versions`, { cookie }),
  },
];

describe.each(ENDPOINTS)('$name permission matrix', (endpoint) => {
  it.each(CALLERS)('%s', async (caller) => {
    const context = await endpoint.setup();
    const before = await sceneSnapshot(t, context.project);
    const response = await endpoint.send(c.cookies[caller], context);
    expect(response.statusCode).toBe(endpoint.expected[caller]);
    const after = await sceneSnapshot(t, context.project);
    if (response.statusCode >= 300 || !endpoint.writes) expect(after).toEqual(before);
    else expect(after).not.toEqual(before);
  });
});

describe('the board frames a caller may set', () => {
  it("are images the caller uploaded: somebody else's upload is a 400 and nothing changes", async () => {
    const context = await storyboard();
    const before = await sceneSnapshot(t, context.project);
    const response = await call(t.app, 'POST', `${base(context)}/${context.scenes[0]}/board`, {
      cookie: c.cookies.projectPm,
      payload: { frames: [frameId] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`frames: ${frameId} is not an image you uploaded`);
    expect(await sceneSnapshot(t, context.project)).toEqual(before);
  });
});

describe('GET /api/scenes/bravo permission matrix', () => {
  it.each(CALLERS)('%s', async (caller) => {
    const response = await call(t.app, 'GET', '/api/scenes/bravo', { cookie: c.cookies[caller] });
    expect(response.statusCode).toBe(ONLY_CONTRIBUTORS[caller]);
  });
});

// ---- Role × endpoint: each caller holds one role (DECISIONS "Scenes (issue 9)": who edits, status owners) ----

/**
 * Freelancers holding one role each. The first eight collaborate on the project; the claimants do not, but
 * claimed one of its jobs (they work on it); `couldClaim` holds the script and storyboard roles and could claim
 * the project's open script and storyboard jobs, so reads the project without working on it.
 */
const ROLE_CALLERS = {
  scriptOnly: ['script'],
  translation: ['translation'],
  storyboardOnly: ['storyboard'],
  coloring: ['coloring'],
  recording: ['recording'],
  videoEditing: ['video-editing'],
  subtitles: ['subtitles'],
  voice: ['voice'],
  scriptClaimant: ['script'],
  storyboardClaimant: ['storyboard'],
  voiceClaimant: ['voice'],
  couldClaim: ['script', 'storyboard'],
} as const;
type RoleCaller = keyof typeof ROLE_CALLERS;
const ROLE_CALLER_NAMES = Object.keys(ROLE_CALLERS) as RoleCaller[];
const COLLABORATING: RoleCaller[] = [
  'scriptOnly',
  'translation',
  'storyboardOnly',
  'coloring',
  'recording',
  'videoEditing',
  'subtitles',
  'voice',
];

const roleUsers = {} as Record<RoleCaller, User>;
const roleCookies = {} as Record<RoleCaller, string>;
beforeAll(async () => {
  for (const name of ROLE_CALLER_NAMES) {
    roleUsers[name] = await createUser(t.db, { level: 'freelancer', roles: [...ROLE_CALLERS[name]], name });
    roleCookies[name] = await signIn(t.db, roleUsers[name]);
  }
});

/** A project the role callers work on (or could): the PM and eight collaborators, three claimed and two open jobs. */
async function roleProject(status: Project['status']): Promise<Project> {
  const project = await createProject(t.db, {
    status,
    collaborators: [c.users.projectPm, ...COLLABORATING.map((name) => roleUsers[name])],
  });
  const claimed: Array<[string, RoleCaller]> = [
    ['script', 'scriptClaimant'],
    ['storyboard', 'storyboardClaimant'],
    ['voice', 'voiceClaimant'],
  ];
  for (const [jobType, claimant] of claimed)
    await createJob(t.db, { project, jobType, status: 'inprogress', claimedBy: roleUsers[claimant] });
  for (const jobType of ['script', 'storyboard']) await createJob(t.db, { project, jobType, status: 'open' });
  return project;
}
const roleScript = async (): Promise<Context> => {
  const project = await roleProject('script-writing');
  return { project, scenes: await createScenes(t, project, ['First scene.', '', 'Third scene.']) };
};
const roleStoryboard = async (): Promise<Context> => {
  const project = await roleProject('storyboarding');
  const scenes = await createScenes(t, project, [
    { text: 'Drawn scene.', imageFileId: imageId, imageBy: c.users.projectPm.id },
    'Not drawn yet.',
  ]);
  return { project, scenes };
};

/** Script text: the script and translation roles (spec doc 2 section 6), collaborating or claimants. */
const TEXT: RoleCaller[] = ['scriptOnly', 'translation', 'scriptClaimant'];
/** The storyboard (images, numbers, sketches, board fields): the storyboard, coloring and recording roles. */
const STORYBOARD: RoleCaller[] = ['storyboardOnly', 'coloring', 'recording', 'storyboardClaimant'];
/** Artists report their changes done and the scene ready for review (DECISIONS "Statuses"). */
const ARTISTS: RoleCaller[] = ['storyboardOnly', 'coloring', 'storyboardClaimant'];
/** The Script section: the script readers (subtitles, voice) besides its editors. */
const SCRIPT_SECTION: RoleCaller[] = [...TEXT, 'subtitles', 'voice', 'voiceClaimant'];

const endpoint = (name: string) => {
  const found = ENDPOINTS.find((each) => each.name === name);
  if (!found) throw new Error(`no endpoint ${name}`);
  return found;
};
const setStatus = (status: string) => (cookie: string | undefined, x: Context) =>
  call(t.app, 'POST', `${base(x)}/${x.scenes[0]}/status`, { cookie, payload: { status } });

interface RoleRow {
  name: string;
  /** The callers who succeed; every other role caller gets 403 (or, for reads, the same answer). */
  allowed: readonly RoleCaller[] | 'all';
  success: number;
  writes: boolean;
  setup(): Promise<Context>;
  send(cookie: string | undefined, context: Context): ReturnType<typeof call>;
}

const viaEndpoint = (name: string, allowed: RoleRow['allowed'], setup: () => Promise<Context>): RoleRow => {
  const { send, writes, expected } = endpoint(name);
  return { name, allowed, success: expected.projectPm, writes, setup, send };
};

const ROLE_TABLE: RoleRow[] = [
  viaEndpoint('GET /api/projects/{id}/scenes', 'all', roleScript),
  viaEndpoint('POST /api/projects/{id}/scenes', TEXT, roleScript),
  viaEndpoint('POST /api/projects/{id}/scenes/{sceneId}', TEXT, roleScript),
  viaEndpoint('DELETE /api/projects/{id}/scenes/{sceneId}', TEXT, roleScript),
  viaEndpoint('POST /api/projects/{id}/scenes/sort', TEXT, roleScript),
  viaEndpoint('POST /api/projects/{id}/scenes/{sceneId}/upload', STORYBOARD, roleStoryboard),
  viaEndpoint('DELETE /api/projects/{id}/scenes/{sceneId}/image', STORYBOARD, roleStoryboard),
  viaEndpoint('POST /api/projects/{id}/scenes/{sceneId}/numbers', STORYBOARD, roleStoryboard),
  viaEndpoint('POST /api/projects/{id}/scenes/{sceneId}/sketch', STORYBOARD, roleStoryboard),
  viaEndpoint('POST /api/projects/{id}/scenes/{sceneId}/board', STORYBOARD, roleStoryboard),
  ...(
    [
      ['changes-completed', ARTISTS],
      ['ready-for-review', ARTISTS],
      ['recording-completed', ['recording']],
      ['edits-completed', ['videoEditing']],
      ['pending-changes', []],
      ['scene-approved', []],
      ['pending-recording', []],
      ['pending-edits', []],
      ['scene-completed', []],
    ] as Array<[string, RoleCaller[]]>
  ).map(([status, allowed]): RoleRow => ({
    name: `POST /api/projects/{id}/scenes/{sceneId}/status '${status}'`,
    allowed,
    success: 200,
    writes: true,
    setup: roleStoryboard,
    send: setStatus(status),
  })),
  viaEndpoint('POST /api/projects/{id}/scenes/{sceneId}/like', [], roleStoryboard),
  viaEndpoint('POST /api/projects/{id}/credits', [], roleScript),
  viaEndpoint('GET /api/scenes/{id}/versions', 'all', roleScript),
];

describe.each(ROLE_TABLE)('$name by role', (row) => {
  it.each(ROLE_CALLER_NAMES)('%s', async (caller) => {
    const context = await row.setup();
    const before = await sceneSnapshot(t, context.project);
    const response = await row.send(roleCookies[caller], context);
    const allowed = row.allowed === 'all' || row.allowed.includes(caller);
    expect(response.statusCode).toBe(allowed ? row.success : 403);
    const after = await sceneSnapshot(t, context.project);
    if (!allowed || !row.writes) expect(after).toEqual(before);
    else expect(after).not.toEqual(before);
  });
});

describe("the project's `openScript` (the Script section) by role", () => {
  it.each(ROLE_CALLER_NAMES)('%s', async (caller) => {
    const { project } = await roleScript();
    const response = await call(t.app, 'GET', `/api/projects/${project.id}`, { cookie: roleCookies[caller] });
    expect(response.statusCode).toBe(200);
    expect(response.json().project.actions.includes('openScript')).toBe(SCRIPT_SECTION.includes(caller));
  });

  it.each(CALLERS.filter((caller) => caller !== 'anonymous'))('%s of the project page', async (caller) => {
    // The project's PMs and admins, and the collaborating freelancer (script and storyboard); not another PM, the
    // staff member who does not collaborate, clients, nor a freelancer who has not agreed to the terms.
    const response = await call(t.app, 'GET', `/api/projects/${c.project.id}`, { cookie: c.cookies[caller] });
    const opens = ['projectPm', 'admin', 'freelancer'].includes(caller);
    if (response.statusCode === 200) expect(response.json().project.actions.includes('openScript')).toBe(opens);
    else expect(opens).toBe(false);
  });
});
