// Comments (issue 11): every /api/comments call × the nine callers of the project page; which tabs (tags) each
// caller reads, in the JSON and in the counts on the project, its scenes and posts; who is notified; XSS payloads
// neutralised in stored and served HTML; bad input is a 4xx that writes nothing; anonymous visitors of a
// published project post in the public tab only, a few times an hour.
import { sql } from 'kysely';
import { call, createTestApp, signIn, type TestApp, namedField } from './helper';
import { createFeed, createPost, createProject, createUser } from './factories';
import { CALLERS, createProjectCallers, PROJECT_READERS, type Caller, type ProjectCallers } from './project-callers';
import { createScenes } from './scene-support';

let t: TestApp;
let c: ProjectCallers;

beforeAll(async () => {
  t = await createTestApp();
  c = await createProjectCallers(t);
});
afterAll(() => t.close());

const TAGS = ['', 'admins', 'private', 'recording', 'video-editing', 'voice'] as const;
const ROLE_TAGS = ['recording', 'video-editing', 'voice'];

async function newProject() {
  return createProject(t.db, {
    status: 'script-writing',
    collaborators: [c.users.projectPm, c.users.clientCollaborator, c.users.freelancer, c.users.freelancerWithoutTerms],
  });
}

async function post(cookie: string | undefined, payload: Record<string, unknown>) {
  return call(t.app, 'POST', '/api/comments', { cookie, payload });
}

async function commentCount(itemId?: string): Promise<number> {
  let q = t.db.selectFrom('comments').select(sql<string>`count(*)`.as('n'));
  if (itemId) q = q.where('item_id', '=', itemId);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

async function createAs(caller: Caller, itemId: string, tag = '', text = 'Hello') {
  const response = await post(c.cookies[caller], { itemId, tag, text });
  expect(response.statusCode).toBe(201);
  return response.json().comment as { _id: string; html: string };
}

const created = (matrix: Readonly<Record<Caller, number>>) =>
  Object.fromEntries(Object.entries(matrix).map(([k, v]) => [k, v === 200 ? 201 : v])) as Record<Caller, number>;

/** Edit: the comment's author (the project PM here) and admins. */
const AUTHOR_OR_ADMIN: Readonly<Record<Caller, number>> = {
  anonymous: 401,
  clientCollaborator: 403,
  clientOutsider: 404,
  freelancerWithoutTerms: 403,
  freelancer: 403,
  staff: 403,
  projectPm: 200,
  otherPm: 403,
  admin: 200,
};
/** Hide/show and remove: the author (here the freelancer) and the project's PMs. */
const AUTHOR_OR_PM: Readonly<Record<Caller, number>> = { ...AUTHOR_OR_ADMIN, freelancer: 200 };

describe('the permission matrix (public tab of a project)', () => {
  it.each(CALLERS)('GET /api/comments and /count for %s', async (caller) => {
    const project = await newProject();
    await createAs('projectPm', project.id);
    const list = await call(t.app, 'GET', `/api/comments?itemId=${project.id}`, { cookie: c.cookies[caller] });
    expect(list.statusCode).toBe(PROJECT_READERS[caller]);
    if (list.statusCode === 200) expect(list.json().comments).toHaveLength(1);
    const count = await call(t.app, 'GET', `/api/comments/count?itemId=${project.id}`, { cookie: c.cookies[caller] });
    expect(count.statusCode).toBe(PROJECT_READERS[caller]);
    if (count.statusCode === 200) expect(count.json().counts.byTag['']).toBe(1);
  });

  it.each(CALLERS)('POST /api/comments for %s', async (caller) => {
    const project = await newProject();
    const response = await post(c.cookies[caller], { itemId: project.id, text: 'A comment' });
    expect(response.statusCode).toBe(created(PROJECT_READERS)[caller]);
    expect(await commentCount(project.id)).toBe(response.statusCode === 201 ? 1 : 0);
  });

  it.each(CALLERS)('POST /api/comments/{id} (edit) for %s', async (caller) => {
    const project = await newProject();
    const comment = await createAs('projectPm', project.id, '', 'Before');
    const response = await call(t.app, 'POST', `/api/comments/${comment._id}`, {
      cookie: c.cookies[caller],
      payload: { text: 'After' },
    });
    expect(response.statusCode).toBe(AUTHOR_OR_ADMIN[caller]);
    const row = await t.db
      .selectFrom('comments')
      .select(['text', 'edited_at'])
      .where('id', '=', comment._id)
      .executeTakeFirstOrThrow();
    expect(row.text).toBe(response.statusCode === 200 ? 'After' : 'Before');
    expect(row.edited_at === null).toBe(response.statusCode !== 200);
  });

  it.each(CALLERS)('POST /api/comments/{id}/toggle for %s', async (caller) => {
    const project = await newProject();
    const comment = await createAs('freelancer', project.id);
    const response = await call(t.app, 'POST', `/api/comments/${comment._id}/toggle`, { cookie: c.cookies[caller] });
    expect(response.statusCode).toBe(AUTHOR_OR_PM[caller]);
    if (response.statusCode === 200)
      expect(response.json()).toMatchObject({ message: 'Comment has been hidden', comment: { isHidden: true } });
    const row = await t.db.selectFrom('comments').select('hidden').where('id', '=', comment._id).executeTakeFirstOrThrow();
    expect(row.hidden).toBe(response.statusCode === 200);
  });

  it.each(CALLERS)("a hidden comment's words for %s (issue 19): its author, the project's PMs and admins", async (caller) => {
    const project = await newProject();
    const comment = await createAs('freelancer', project.id, '', 'Secret words');
    await post(c.cookies.projectPm, { itemId: project.id, text: 'Visible reply', replyTo: comment._id });
    await call(t.app, 'POST', `/api/comments/${comment._id}/toggle`, { cookie: c.cookies.projectPm });
    const list = await call(t.app, 'GET', `/api/comments?itemId=${project.id}`, { cookie: c.cookies[caller] });
    expect(list.statusCode).toBe(PROJECT_READERS[caller]);
    if (list.statusCode !== 200) return;
    const mayRead = AUTHOR_OR_PM[caller] === 200;
    if (!mayRead) expect(list.body).not.toContain('Secret words');
    // The thread keeps its shape: the hidden comment is there, with its reply, and counted.
    const [shown] = list.json().comments;
    expect(shown).toMatchObject({
      _id: comment._id,
      isHidden: true,
      replies: [expect.objectContaining({ text: 'Visible reply' })],
    });
    expect(shown.text).toBe(mayRead ? 'Secret words' : '');
    expect(shown.html).toBe(mayRead ? '<p>Secret words</p>' : '');
    const count = await call(t.app, 'GET', `/api/comments/count?itemId=${project.id}`, { cookie: c.cookies[caller] });
    expect(count.json().counts.byTag['']).toBe(2);
  });

  it.each(CALLERS)('DELETE /api/comments/{id} for %s', async (caller) => {
    const project = await newProject();
    const comment = await createAs('freelancer', project.id);
    await post(c.cookies.projectPm, { itemId: project.id, text: 'A reply', replyTo: comment._id });
    const response = await call(t.app, 'DELETE', `/api/comments/${comment._id}`, { cookie: c.cookies[caller] });
    expect(response.statusCode).toBe(AUTHOR_OR_PM[caller]);
    // The reply goes with its comment.
    expect(await commentCount(project.id)).toBe(response.statusCode === 200 ? 0 : 2);
  });
});

/** The tabs each caller reads on the callers' project. */
const READABLE: Readonly<Record<Exclude<Caller, 'anonymous' | 'clientOutsider' | 'freelancerWithoutTerms'>, string[]>> = {
  clientCollaborator: [''],
  freelancer: ['', ...ROLE_TAGS],
  staff: ['', ...ROLE_TAGS],
  projectPm: ['', 'private', ...ROLE_TAGS],
  otherPm: ['', ...ROLE_TAGS],
  admin: [...TAGS],
};

describe('tags: who reads which tab', () => {
  let projectId: string;
  let sceneId: string;
  beforeAll(async () => {
    const project = await newProject();
    projectId = project.id;
    [sceneId] = await createScenes(t, project, ['First scene.']);
    for (const itemId of [projectId, sceneId])
      for (const [i, tag] of TAGS.entries()) for (let n = 0; n <= i; n++) await createAs('admin', itemId, tag, `${tag} ${n}`);
  });
  const expectedTotal = (tags: string[]) => tags.reduce((sum, tag) => sum + TAGS.indexOf(tag as (typeof TAGS)[number]) + 1, 0);

  it.each(Object.entries(READABLE))('%s lists only the tabs it reads, and only their comments', async (caller, tags) => {
    const cookie = c.cookies[caller as Caller];
    const first = await call(t.app, 'GET', `/api/comments?itemId=${projectId}`, { cookie });
    expect(first.statusCode).toBe(200);
    expect(first.json().tabs.map((tab: { tag: string }) => tab.tag)).toEqual(tags);
    expect(first.json().counts).toEqual({
      total: expectedTotal(tags),
      byTag: Object.fromEntries(tags.map((tag) => [tag, TAGS.indexOf(tag as (typeof TAGS)[number]) + 1])),
    });
    for (const tag of TAGS) {
      const response = await call(t.app, 'GET', `/api/comments?itemId=${projectId}&tag=${tag}`, { cookie });
      if (tags.includes(tag)) {
        expect(response.statusCode).toBe(200);
        const comments = response.json().comments as Array<{ tag: string }>;
        expect(comments.length).toBe(TAGS.indexOf(tag) + 1);
        expect(comments.every((comment) => comment.tag === tag)).toBe(true);
      } else if (tag === 'private') {
        // Someone who is not the item's PM reads only their own #private comments: none here.
        expect(response.statusCode).toBe(200);
        expect(response.json().comments).toEqual([]);
      } else {
        expect(response.statusCode).toBe(403);
        expect(response.body).not.toContain(`${tag} 0`);
      }
    }
  });

  it.each(Object.entries(READABLE))(
    '%s sees counts of the tabs it reads on the project, its scenes and GET /count',
    async (caller, tags) => {
      const cookie = c.cookies[caller as Caller];
      const project = await call(t.app, 'GET', `/api/projects/${projectId}`, { cookie });
      expect(project.json().project.commentCounts.total).toBe(expectedTotal(tags));
      expect(Object.keys(project.json().project.commentCounts.byTag).sort()).toEqual([...tags].sort());
      const scenes = await call(t.app, 'GET', `/api/projects/${projectId}/scenes`, { cookie });
      expect(scenes.json().scenes[0].commentCounts.total).toBe(expectedTotal(tags));
      const count = await call(t.app, 'GET', `/api/comments/count?itemId=${sceneId}`, { cookie });
      expect(count.json().counts.total).toBe(expectedTotal(tags));
    },
  );

  it('writing takes reading the tab: a client may not write in #private or a role tab, a staff member not in #admins', async () => {
    const before = await commentCount(projectId);
    for (const tag of ['private', 'recording', 'admins'])
      expect((await post(c.cookies.clientCollaborator, { itemId: projectId, tag, text: 'x' })).statusCode).toBe(403);
    expect((await post(c.cookies.staff, { itemId: projectId, tag: 'admins', text: 'x' })).statusCode).toBe(403);
    expect((await post(c.cookies.otherPm, { itemId: projectId, tag: 'private', text: 'x' })).statusCode).toBe(403);
    expect(await commentCount(projectId)).toBe(before);
  });

  it('a reply takes its comment tab, goes one level deep, and only to a comment the caller reads', async () => {
    const top = await createAs('projectPm', projectId, 'private', 'PM note');
    const reply = await post(c.cookies.admin, { itemId: projectId, text: 'Reply', replyTo: top._id });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().comment).toMatchObject({ tag: 'private', isReply: true, replyTo: top._id });
    const deeper = await post(c.cookies.admin, { itemId: projectId, text: 'Deeper', replyTo: reply.json().comment._id });
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json().message).toMatch(/replyTo/);
    // A client replying to a private comment learns nothing and writes nothing.
    expect((await post(c.cookies.clientCollaborator, { itemId: projectId, text: 'x', replyTo: top._id })).statusCode).toBe(400);
    const list = await call(t.app, 'GET', `/api/comments?itemId=${projectId}&tag=private`, { cookie: c.cookies.projectPm });
    const listed = list.json().comments.find((comment: { _id: string }) => comment._id === top._id);
    expect(listed.replies.map((r: { text: string }) => r.text)).toEqual(['Reply']);
    expect(listed.can.reply).toBe(true);
    expect(listed.replies[0].can.reply).toBe(false);
  });
});

describe('posts', () => {
  it('a post shows its comment counts in the post list and takes comments from whoever reads it', async () => {
    const feed = await createFeed(t.db, { aggregate: true });
    const item = await createPost(t.db, { feed, user: c.users.staff });
    await createAs('freelancer', item.id, '', 'On the post');
    await createAs('staff', item.id, 'private', 'Author note');
    const list = await call(t.app, 'GET', `/api/posts?feed=${feed.name}`, { cookie: c.cookies.staff });
    expect(list.statusCode).toBe(200);
    const listed = list.json().posts.find((p: { _id: string }) => p._id === item.id);
    expect(listed.commentCounts).toEqual({ total: 2, byTag: { '': 1, private: 1, recording: 0, 'video-editing': 0, voice: 0 } });
    const asFreelancer = await call(t.app, 'GET', `/api/posts?feed=${feed.name}`, { cookie: c.cookies.freelancer });
    expect(asFreelancer.json().posts.find((p: { _id: string }) => p._id === item.id).commentCounts.total).toBe(1);
    // Clients read no feed, so no post's comments.
    expect(
      (await call(t.app, 'GET', `/api/comments?itemId=${item.id}`, { cookie: c.cookies.clientCollaborator })).statusCode,
    ).toBe(404);
  });

  it('the single post, the search and every answer that hands the post back carry its comment counts', async () => {
    const feed = await createFeed(t.db);
    const item = await createPost(t.db, { feed, user: c.users.staff, title: 'Countable post' });
    await createAs('freelancer', item.id, '', 'On the post');
    await createAs('staff', item.id, 'private', 'Author note');
    const asAuthor = { total: 2, byTag: { '': 1, private: 1, recording: 0, 'video-editing': 0, voice: 0 } };
    const asReader = { total: 1, byTag: { '': 1, recording: 0, 'video-editing': 0, voice: 0 } };
    const answers = {
      single: await call(t.app, 'GET', `/api/posts/${item.id}`, { cookie: c.cookies.freelancer }),
      search: await call(t.app, 'GET', '/api/posts/search?term=Countable', { cookie: c.cookies.freelancer }),
      rate: await call(t.app, 'POST', `/api/posts/${item.id}/rate`, { cookie: c.cookies.freelancer, payload: { rating: 5 } }),
      todo: await call(t.app, 'POST', `/api/posts/${item.id}/todo`, { cookie: c.cookies.freelancer, payload: {} }),
      done: await call(t.app, 'POST', `/api/posts/${item.id}/done`, { cookie: c.cookies.freelancer, payload: { done: true } }),
      edit: await call(t.app, 'POST', `/api/posts/${item.id}`, { cookie: c.cookies.staff, payload: { body: 'Edited' } }),
    };
    for (const [name, response] of Object.entries(answers)) expect([name, response.statusCode]).toEqual([name, 200]);
    expect(answers.single.json().post.commentCounts).toEqual(asReader);
    expect(answers.search.json().posts.find((p: { _id: string }) => p._id === item.id).commentCounts).toEqual(asReader);
    expect(answers.rate.json().post.commentCounts).toEqual(asReader);
    expect(answers.todo.json().post.commentCounts).toEqual(asReader);
    expect(answers.done.json().post.commentCounts).toEqual(asReader);
    // The author is the post's PM: #private counts for them.
    expect(answers.edit.json().post.commentCounts).toEqual(asAuthor);
    const created = await call(t.app, 'POST', '/api/posts', {
      cookie: c.cookies.staff,
      payload: { feed: feed.id, title: 'Fresh' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().post.commentCounts).toEqual({
      total: 0,
      byTag: { '': 0, private: 0, recording: 0, 'video-editing': 0, voice: 0 },
    });
  });
});

async function notified(itemId: string): Promise<Array<{ user_id: string; text: string }>> {
  return t.db
    .selectFrom('notifications')
    .select(['user_id', 'text'])
    .where('item_id', '=', itemId)
    .where('action_type', '=', 'comment')
    .execute();
}

describe('notifications', () => {
  it('a public comment goes to the collaborators and the mentioned, never the actor, skipping muted pairs', async () => {
    const project = await newProject();
    const thai = await createUser(t.db, { level: 'staff', name: 'Somchai' });
    await t.db.updateTable('users').set({ locale: 'th' }).where('id', '=', thai.id).execute();
    await t.db
      .insertInto('notification_configs')
      .values({ user_id: c.users.freelancer.id, item_id: project.id, action_type: 'comment', disabled: true })
      .execute();
    const response = await post(c.cookies.projectPm, {
      itemId: project.id,
      text: 'Look at this @Somchai',
      mentions: [thai.id, c.users.admin.id],
    });
    expect(response.statusCode).toBe(201);
    const rows = await notified(project.id);
    expect(rows.map((row) => row.user_id).sort()).toEqual(
      [c.users.clientCollaborator.id, c.users.freelancerWithoutTerms.id, thai.id, c.users.admin.id].sort(),
    );
    const read = async (cookie: string | undefined) =>
      ((await call(t.app, 'GET', '/api/notifs', { cookie })).json().notifs as Array<{ itemId: string; text: string }>).find(
        (n) => n.itemId === project.id,
      )?.text;
    expect(rows.find((row) => row.user_id === thai.id)).toBeDefined();
    // Each reads it in their language, the comment's start quoted.
    expect(await read(await signIn(t.db, thai))).toMatch(/^\*\*.+\*\* กล่าวถึงคุณในความคิดเห็นที่ \*\*.+\*\*: Look at this @Somchai$/);
    expect(await read(c.cookies.admin)).toMatch(/^\*\*.+\*\* mentioned you in a comment on \*\*.+\*\*: Look at this @Somchai$/);
    expect(await read(c.cookies.clientCollaborator)).toMatch(/ commented on \*\*.+\*\*: Look at this @Somchai$/);
  });

  it('a #private comment reaches only those who read #private, even when mentioned', async () => {
    const project = await newProject();
    const response = await post(c.cookies.admin, {
      itemId: project.id,
      tag: 'private',
      text: 'Budget is tight',
      mentions: [c.users.staff.id, c.users.projectPm.id],
    });
    expect(response.statusCode).toBe(201);
    expect((await notified(project.id)).map((row) => row.user_id)).toEqual([c.users.projectPm.id]);
  });

  it('only power users mention; a client comment notifies the team', async () => {
    const project = await newProject();
    const refused = await post(c.cookies.clientCollaborator, { itemId: project.id, text: 'Hi', mentions: [c.users.staff.id] });
    expect(refused.statusCode).toBe(403);
    expect(await commentCount(project.id)).toBe(0);
    await createAs('clientCollaborator', project.id, '', 'Hi team');
    expect((await notified(project.id)).map((row) => row.user_id).sort()).toEqual(
      [c.users.projectPm.id, c.users.freelancer.id, c.users.freelancerWithoutTerms.id].sort(),
    );
  });
});

const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[click](javascript:alert(1))',
  '<a href="javascript:alert(1)">x</a>',
  '<svg onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="JaVaScRiPt:alert(1)">y</a>',
  '<div style="background:url(javascript:alert(1))" onclick="alert(1)">z</div>',
  '![x](javascript:alert(1))',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '"><img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
];

describe('XSS', () => {
  it.each(XSS)('neutralises %s in stored and served HTML', async (payload) => {
    const project = await newProject();
    const comment = await createAs('projectPm', project.id, '', payload);
    const row = await t.db
      .selectFrom('comments')
      .select(['html', 'text'])
      .where('id', '=', comment._id)
      .executeTakeFirstOrThrow();
    const list = await call(t.app, 'GET', `/api/comments?itemId=${project.id}`, { cookie: c.cookies.clientCollaborator });
    const served = list.json().comments[0].html as string;
    for (const html of [row.html, served, comment.html]) {
      expect(html).not.toMatch(/<script|<iframe|<svg|<body|\son\w+\s*=|javascript:/i);
    }
    // The text is kept as written, for editing.
    expect(row.text).toBe(payload);
  });
});

describe('bad input: a 4xx naming the field, nothing written', () => {
  it.each([
    ['blank text', () => ({ itemId: c.project.id, text: '   ' }), 400, /text/],
    ['no itemId', () => ({ text: 'x' }), 400, /itemId/],
    ['an itemId that is no uuid', () => ({ itemId: 'nope', text: 'x' }), 400, /itemId/],
    ['an unknown item', () => ({ itemId: '00000000-0000-4000-8000-000000000000', text: 'x' }), 404, /project, scene or post/],
    ['an unknown tag', () => ({ itemId: c.project.id, text: 'x', tag: 'secret' }), 400, /tag/],
    ['text too long', () => ({ itemId: c.project.id, text: 'x'.repeat(10_001) }), 400, /text/],
    [
      'a file that was never uploaded',
      () => ({ itemId: c.project.id, text: 'x', files: [{ id: '00000000-0000-4000-8000-000000000001' }] }),
      400,
      /files/,
    ],
    [
      'an unknown mention',
      () => ({ itemId: c.project.id, text: 'x', mentions: ['00000000-0000-4000-8000-000000000002'] }),
      400,
      /mentions/,
    ],
    [
      'a reply to an unknown comment',
      () => ({ itemId: c.project.id, text: 'x', replyTo: '00000000-0000-4000-8000-000000000003' }),
      400,
      /replyTo/,
    ],
  ])('%s', async (_name, payload, status, message) => {
    const before = await commentCount();
    const response = await post(c.cookies.projectPm, payload());
    expect(response.statusCode).toBe(status);
    expect(namedField(response.json())).toMatch(message);
    expect(await commentCount()).toBe(before);
  });

  it('an edit to blank text is refused and changes nothing', async () => {
    const project = await newProject();
    const comment = await createAs('projectPm', project.id, '', 'Keep me');
    const response = await call(t.app, 'POST', `/api/comments/${comment._id}`, {
      cookie: c.cookies.projectPm,
      payload: { text: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/text/);
    const row = await t.db.selectFrom('comments').select('text').where('id', '=', comment._id).executeTakeFirstOrThrow();
    expect(row.text).toBe('Keep me');
  });
});

describe('anonymous visitors of a published project', () => {
  it('read and write the public tab only, a few times an hour per address', async () => {
    const project = await newProject();
    await t.db.updateTable('projects').set({ published: true }).where('id', '=', project.id).execute();
    await createAs('projectPm', project.id, 'private', 'Hidden from the public');
    await createAs('projectPm', project.id, '', 'Welcome');
    const list = await call(t.app, 'GET', `/api/comments?itemId=${project.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ tabs: [{ tag: '', count: 1 }], canPost: true, canMention: false });
    expect(list.body).not.toContain('Hidden from the public');
    expect((await call(t.app, 'GET', `/api/comments?itemId=${project.id}&tag=private`)).statusCode).toBe(403);
    const projectJson = await call(t.app, 'GET', `/api/projects/${project.id}`);
    expect(projectJson.json().project.commentCounts).toEqual({ total: 1, byTag: { '': 1 } });

    expect((await post(undefined, { itemId: project.id, tag: 'private', text: 'x' })).statusCode).toBe(403);
    expect((await post(undefined, { itemId: project.id, text: 'x', mentions: [c.users.staff.id] })).statusCode).toBe(403);
    expect((await post(undefined, { itemId: project.id, text: 'x'.repeat(1001) })).statusCode).toBe(400);
    for (let i = 0; i < 3; i++) {
      const response = await post(undefined, { itemId: project.id, text: `Nice video ${i}` });
      expect(response.statusCode).toBe(201);
      expect(response.json().comment).toMatchObject({ user: null, anonymous: true, can: { edit: false, remove: false } });
    }
    // No Reply button for a guest, and no reply through the API either.
    const welcome = (await call(t.app, 'GET', `/api/comments?itemId=${project.id}`)).json().comments[0];
    expect(welcome.can.reply).toBe(false);
    const guestReply = await post(undefined, { itemId: project.id, text: 'Me too', replyTo: welcome._id });
    expect(guestReply.statusCode).toBe(403);
    expect(guestReply.json().message).toBe('Sign in to reply to a comment');
    const limited = await post(undefined, { itemId: project.id, text: 'Spam' });
    expect(limited.statusCode).toBe(429);
    expect(await commentCount(project.id)).toBe(5);
    // An unpublished project asks an anonymous visitor to sign in.
    expect((await post(undefined, { itemId: c.project.id, text: 'x' })).statusCode).toBe(401);
  });

  it('a signed-in outsider of a published project reads its public tab but may not write', async () => {
    const project = await newProject();
    await t.db.updateTable('projects').set({ published: true }).where('id', '=', project.id).execute();
    const outsider = await signIn(t.db, c.users.clientOutsider);
    expect((await call(t.app, 'GET', `/api/comments?itemId=${project.id}`, { cookie: outsider })).json().canPost).toBe(false);
    expect((await post(outsider, { itemId: project.id, text: 'x' })).statusCode).toBe(403);
  });
});
