// New projects from existing things: duplicating a project (admins: what it copies and what it leaves) and
// turning a story-reception post into a project (PMs: the raw script split at the lesson heading, one
// project per post also under a race), by either of the two calls that do it.
import { sql } from 'kysely';
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createFeed, createPost, createProject, createUser, type Feed, type Project } from './factories';
import { CALLERS, createProjectCallers, type Caller, type ProjectCallers } from './project-callers';

let t: TestApp;
let c: ProjectCallers;
let storyFeed: Feed;

beforeAll(async () => {
  t = await createTestApp();
  c = await createProjectCallers(t);
  storyFeed = await createFeed(t.db, { name: 'story-reception' });
});
afterAll(() => t.close());

const projectCount = async () =>
  (
    await t.db
      .selectFrom('projects')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

const CHECKLIST = [
  {
    id: 'project-setup',
    name: 'Project setup',
    help: null,
    admin: false,
    checked: true,
    user: { _id: '11111111-1111-4111-8111-111111111111', name: 'Somebody' },
    toggled: '2024-01-01T00:00:00.000Z',
    items: [
      {
        id: 'drive',
        name: 'Drive',
        checked: true,
        user: { _id: '11111111-1111-4111-8111-111111111111', name: 'Somebody' },
        toggled: '2024-01-01T00:00:00.000Z',
      },
    ],
  },
  {
    id: 'facebook-launch',
    name: 'Facebook launch',
    help: null,
    admin: true,
    checked: false,
    user: null,
    toggled: null,
    items: [],
  },
];
const VOICE = { id: 'v1', file: 'warm-female', group: 'voice', label: 'Warm', ext: 'mp3', gender: 'female' };
const BRIEF = {
  genderMain: 'Female',
  genderMainOther: '',
  age: '30s',
  ethnicity: 'Thai',
  other: '',
  diversity: 'yes',
  gender: 'equal',
};

/** A project with everything a duplicate copies and everything it must leave behind. */
async function richProject(): Promise<Project> {
  const project = await createProject(t.db, {
    title: 'The Original',
    status: 'production',
    level: 3,
    perfBased: true,
    collaborators: [c.users.projectPm, c.users.clientCollaborator, c.users.freelancer, c.users.freelancerWithoutTerms],
  });
  await t.db
    .updateTable('projects')
    .set({
      spec_voice: JSON.stringify(VOICE),
      script_raw_body: 'Once upon a time',
      script_raw_comments: 'Keep it short',
      storyboard_brief: JSON.stringify(BRIEF),
      credits: 'Music by Somebody',
      checklist: JSON.stringify(CHECKLIST),
      word_count: 1850,
      character_count: 9000,
      scene_count: 12,
      demon_proof: false,
      gdrive_folder: 'drive/original',
      earnings_fb_url: 'https://facebook.com/v/1',
      earnings_total: 500,
      published: true,
      allow_portfolio: true,
      script_status: 'confirmed',
      storyboard_status: 'confirmed',
      progress: 40,
    })
    .where('id', '=', project.id)
    .execute();
  return project;
}

describe('POST /api/projects/{id}/duplicate', () => {
  const duplicate = (project: Project, body: unknown, cookie: string | undefined) =>
    call(t.app, 'POST', `/api/projects/${project.id}/duplicate`, { cookie, payload: body as object });

  const expected: Record<Caller, number> = {
    anonymous: 401,
    clientCollaborator: 403,
    clientOutsider: 404,
    freelancerWithoutTerms: 403,
    freelancer: 403,
    staff: 403,
    projectPm: 403,
    otherPm: 403,
    admin: 201,
  };
  it.each(CALLERS)('permission matrix: %s', async (caller) => {
    const project = await richProject();
    const before = await projectCount();
    const response = await duplicate(project, { title: 'Copy' }, c.cookies[caller]);
    expect(response.statusCode).toBe(expected[caller]);
    expect(await projectCount()).toBe(before + (expected[caller] === 201 ? 1 : 0));
    if (caller === 'projectPm') expect(response.json().message).toBe('Only admins duplicate projects');
  });

  it('copies the title given, specs, briefs, credits, counts and the checklist unticked; nothing else', async () => {
    const source = await richProject();
    const response = await duplicate(source, { title: '  The Original - Copy ' }, c.cookies.admin);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Project duplicated');
    const copy = response.json().project;
    expect(copy._id).not.toBe(source.id);
    expect(copy).toMatchObject({
      title: 'The Original - Copy',
      status: 'new',
      oldStatus: null,
      scriptStatus: 'new',
      storyboardStatus: 'new',
      level: 3,
      specs: { level: 3, voice: VOICE, music: null },
      scriptRaw: { body: 'Once upon a time', comments: 'Keep it short' },
      storyboardBrief: BRIEF,
      credits: 'Music by Somebody',
      wordCount: 1850,
      characterCount: 9000,
      sceneCount: 12,
      demonProof: false,
      perfBased: false,
      published: false,
      allowPortfolio: false,
      gdriveFolder: null,
      progress: 0,
      earnings: { fbUrl: null, ytUrl: null, total: null, syncedAt: null, additional: [] },
      docs: [],
      transfers: [],
    });
    expect(copy.checklist).toEqual([
      {
        ...CHECKLIST[0],
        checked: false,
        user: null,
        toggled: null,
        items: [{ id: 'drive', name: 'Drive', checked: false, user: null, toggled: null }],
      },
      CHECKLIST[1],
    ]);
    // The admin is the only collaborator.
    expect(copy.collabs.map((collab: { _id: string }) => collab._id)).toEqual([c.users.admin.id]);
    const jobs = await t.db.selectFrom('jobs').select('id').where('project_id', '=', copy._id).execute();
    expect(jobs).toEqual([]);
    const logs = await t.db
      .selectFrom('project_logs')
      .select(['project_id', 'action', 'details'])
      .where('project_id', 'in', [source.id, copy._id])
      .orderBy('action')
      .execute();
    expect(logs).toEqual([
      { project_id: source.id, action: 'duplicated', details: { projectId: copy._id, title: 'The Original - Copy' } },
      { project_id: copy._id, action: 'duplicated-from', details: { projectId: source.id, title: 'The Original' } },
    ]);
    // The source is as it was.
    const read = await call(t.app, 'GET', `/api/projects/${source.id}`, { cookie: c.cookies.admin });
    expect(read.json()).toHaveProperty('project');
    const page = read.json().project;
    expect(page).toMatchObject({ title: 'The Original', status: 'production', published: true, gdriveFolder: 'drive/original' });
    expect(page.checklist).toEqual(CHECKLIST);
  });

  it.each([
    ['a blank title', { title: '   ' }],
    ['no title', {}],
    ['a title that is a number', { title: 5 }],
    ['a title too long', { title: 'x'.repeat(201) }],
  ])('refuses %s with 400 and writes nothing', async (_label, body) => {
    const source = await richProject();
    const before = await projectCount();
    const response = await duplicate(source, body, c.cookies.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/title/);
    expect(await projectCount()).toBe(before);
    expect(await t.db.selectFrom('project_logs').select('id').where('project_id', '=', source.id).execute()).toEqual([]);
  });
});

/** The two calls that turn a post into a project (spec doc 2 section 7), given the same form. */
const CONVERSIONS = [
  {
    name: 'POST /api/projects/createFromPost',
    send: (body: Record<string, unknown>, cookie: string | undefined) =>
      call(t.app, 'POST', '/api/projects/createFromPost', { cookie, payload: body }),
  },
  {
    name: 'POST /api/posts/{id}/create/project',
    send: ({ postId, ...body }: Record<string, unknown>, cookie: string | undefined) =>
      call(t.app, 'POST', `/api/posts/${String(postId)}/create/project`, { cookie, payload: body }),
  },
];

describe.each(CONVERSIONS)('$name', ({ send }) => {
  const STORY = [
    'My grandmother ran a noodle stall for forty years.',
    '',
    'She never missed a morning.',
    '',
    '## What will this story teach people?',
    '',
    'That small kindness, repeated, changes a street.',
  ].join('\n');
  const create = (body: unknown, cookie: string | undefined) => send(body as Record<string, unknown>, cookie);
  const story = (body = STORY) => createPost(t.db, { feed: storyFeed, user: c.users.staff, title: 'Noodle stall', body });

  const expected: Record<Caller, number> = {
    anonymous: 401,
    clientCollaborator: 403,
    clientOutsider: 403,
    freelancerWithoutTerms: 403,
    freelancer: 403,
    staff: 403,
    projectPm: 201,
    otherPm: 201,
    admin: 201,
  };
  it.each(CALLERS)('permission matrix: %s', async (caller) => {
    const post = await story();
    const before = await projectCount();
    const response = await create({ postId: post.id, title: 'From a story' }, c.cookies[caller]);
    expect(response.statusCode).toBe(expected[caller]);
    expect(await projectCount()).toBe(before + (expected[caller] === 201 ? 1 : 0));
    if (caller === 'staff') expect(response.json().message).toBe('Only project managers turn posts into projects');
  });

  it('splits the post at the lesson heading, links post and project, and the creator collaborates', async () => {
    const post = await story();
    const response = await create({ postId: post.id, title: '  Noodle Stall  ' }, c.cookies.projectPm);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Project created');
    const project = response.json().project;
    expect(project).toMatchObject({
      title: 'Noodle Stall',
      status: 'new',
      scriptRaw: {
        body: 'My grandmother ran a noodle stall for forty years.\n\nShe never missed a morning.',
        comments: '## What will this story teach people?\n\nThat small kindness, repeated, changes a street.',
      },
      meta: expect.objectContaining({ postId: post.id }),
    });
    expect(project.collabs.map((collab: { _id: string }) => collab._id)).toEqual([c.users.projectPm.id]);
    expect(project.actions).toContain('rename');
    const row = await t.db.selectFrom('posts').select('meta').where('id', '=', post.id).executeTakeFirstOrThrow();
    expect(row.meta).toEqual({ projectId: project._id });
    const logs = await t.db
      .selectFrom('project_logs')
      .select(['action', 'details'])
      .where('project_id', '=', project._id)
      .execute();
    expect(logs).toEqual([{ action: 'created-from-post', details: { postId: post.id, title: 'Noodle stall' } }]);
  });

  it('takes the raw script as given when given, and the whole body when the heading is missing', async () => {
    const given = await create(
      { postId: (await story()).id, title: 'Given', rawScriptBody: ' My own words ', rawScriptComment: 'Notes' },
      c.cookies.admin,
    );
    expect(given.json().project.scriptRaw).toEqual({ body: 'My own words', comments: 'Notes' });
    const plain = await create({ postId: (await story('Just a story.\nNo lesson here.')).id, title: 'Plain' }, c.cookies.admin);
    expect(plain.json().project.scriptRaw).toEqual({ body: 'Just a story.\nNo lesson here.', comments: '' });
    const lessonOnly = await create(
      { postId: (await story('**What will this story teach people**\nKindness.')).id, title: 'L' },
      c.cookies.admin,
    );
    expect(lessonOnly.json().project.scriptRaw).toBeNull();
  });

  it('a post already turned into a project is 409 naming it; ten at once make one project', async () => {
    const post = await story();
    expect((await create({ postId: post.id, title: 'First' }, c.cookies.admin)).statusCode).toBe(201);
    const again = await create({ postId: post.id, title: 'Second' }, c.cookies.projectPm);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This post is already the project "First"');

    const racing = await story();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => create({ postId: racing.id, title: `Race ${i}` }, c.cookies.admin)),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await t.db.selectFrom('projects').select('id').where('post_id', '=', racing.id).execute()).toHaveLength(1);
  });

  it('is 404 for a post the PM may not read', async () => {
    const closed = await createFeed(t.db, { name: `closed-${Date.now()}`, users: [c.users.staff] });
    const post = await createPost(t.db, { feed: closed, user: c.users.staff });
    const before = await projectCount();
    const response = await create({ postId: post.id, title: 'Nope' }, c.cookies.projectPm);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Post not found');
    expect(await projectCount()).toBe(before);
    // An admin reads every feed.
    expect((await create({ postId: post.id, title: 'Yes' }, c.cookies.admin)).statusCode).toBe(201);
  });

  it.each([
    ['a blank title', async () => ({ postId: (await story()).id, title: '  ' })],
    ['no post', async () => ({ title: 'T' })],
    ['a post id that is not a uuid', async () => ({ postId: 'post-1', title: 'T' })],
    ['an unknown post', async () => ({ postId: '00000000-0000-4000-8000-000000000000', title: 'T' })],
    ['a raw script that is not text', async () => ({ postId: (await story()).id, title: 'T', rawScriptBody: 5 })],
  ])('refuses %s with 400 or 404 and writes nothing', async (label, body) => {
    const payload = await body();
    const before = await projectCount();
    const response = await create(payload, c.cookies.admin);
    expect(response.statusCode).toBe(label === 'an unknown post' ? 404 : 400);
    expect(await projectCount()).toBe(before);
  });

  it('a client cannot, whatever their record says', async () => {
    const client = await createUser(t.db, { level: 'client', roles: ['project-manager'] });
    const cookie = await signIn(t.db, client);
    expect((await create({ postId: (await story()).id, title: 'T' }, cookie)).statusCode).toBe(403);
  });
});
