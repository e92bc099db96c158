// Review feedback (issue 26): a reviewer comments (on a frame, with a drawing) and decides through a review link;
// the project's PMs read, reply and resolve, hear of it, and the PM logs record decisions. Every review call is
// judged for the nine callers, the holder of a live link and the holder of a revoked or an expired one; a link
// reaches nothing of another project and lets out no prices, e-mails, addresses, tags or PM logs.
import { call, createTestApp, type TestApp } from './helper';
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
const STROKES = [
  {
    tool: 'pen',
    points: [
      { x: 10, y: 20 },
      { x: 300.5, y: 200 },
    ],
  },
];

async function makeLink(
  project: Project,
  body: Partial<{ kind: Kind; password: string; mayComment: boolean }> = {},
): Promise<{ linkId: string; token: string }> {
  const response = await call(t.app, 'POST', `/api/projects/${project.id}/review-links`, {
    cookie: pm(),
    payload: { kind: 'video', name: 'Client cut 1', expiresInDays: 7, mayComment: true, mayDownload: false, ...body },
  });
  expect(response.statusCode).toBe(201);
  return { linkId: response.json().link._id, token: response.json().token };
}

/** A project with a storyboard, a chosen (yt) and an unchosen cover and title, a yt video, a job with a price. */
async function fullProject() {
  const project = await callersProject(t, c, 'launched');
  const [image, chosen, other] = [await uploadImage(t, pm()), await uploadImage(t, pm()), await uploadImage(t, pm())];
  const [scene] = await createScenes(t, project, [
    { text: 'Owls hoot at night.', imageFileId: image, imageBy: c.users.projectPm.id },
  ]);
  const cover = await createCover(t, project, chosen, { id: c.users.projectPm.id, name: 'Project PM' });
  await t.db.updateTable('social_covers').set({ yt: true }).where('id', '=', cover).execute();
  const hiddenCover = await createCover(t, project, other, { id: c.users.projectPm.id, name: 'Project PM' });
  const title = await createTitle(t, project, 'Why owls hoot', c.users.projectPm.id);
  await t.db.updateTable('social_titles').set({ yt: true }).where('id', '=', title).execute();
  await createTitle(t, project, 'A rejected title', c.users.projectPm.id);
  const video = await t.db
    .insertInto('project_videos')
    .values({ project_id: project.id, platform: 'yt', url: 'https://www.youtube.com/embed/dQw4w9WgXcQ' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await createJob(t.db, { project, jobType: 'storyboard', price: 4321 });
  return { project, video: video.id, cover, hiddenCover, title, scene: scene! };
}

const linkCall = (path: string, payload: Record<string, unknown>) => call(t.app, 'POST', `/api/review/${path}`, { payload });
const comment = (token: string, fields: Record<string, unknown>, password?: string) =>
  linkCall('comments', { token, ...(password ? { password } : {}), reviewerName: 'Khun Dao', text: 'Fine', ...fields });
const decision = (token: string, fields: Record<string, unknown>) =>
  linkCall('decisions', { token, reviewerName: 'Khun Dao', platform: 'yt', decision: 'approved', ...fields });

async function revokeOrExpire(project: Project, linkId: string, state: 'live' | 'revoked' | 'expired') {
  if (state === 'revoked') await call(t.app, 'DELETE', `/api/projects/${project.id}/review-links/${linkId}`, { cookie: pm() });
  if (state === 'expired')
    await t.db
      .updateTable('review_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', linkId)
      .execute();
}

describe('through a review link', () => {
  it('a reviewer comments on a frame with a drawing; the PMs hear of it, read it, reply and resolve', async () => {
    const { project, video } = await fullProject();
    const { token } = await makeLink(project, { password: 'owl-secret' });
    const posted = await comment(
      token,
      {
        targetKind: 'video',
        targetId: video,
        frame: 137,
        text: 'The cut at **5s** is late <script>alert(1)</script><img src=x onerror=alert(1)>',
        strokes: STROKES,
      },
      'owl-secret',
    );
    expect(posted.statusCode).toBe(201);
    const made = posted.json().comment;
    expect(made).toMatchObject({ targetKind: 'video', frame: 137, author: 'Khun Dao', fromStudio: false, resolved: false });
    expect(made.strokes).toEqual(STROKES);
    expect(made.html).toContain('<strong>5s</strong>');
    expect(made.html).not.toMatch(/script|onerror/);
    expect((await comment(token, { targetKind: 'video', targetId: video }, 'wrong-one')).statusCode).toBe(401);

    const notices = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'action_type', 'text'])
      .where('item_id', '=', project.id)
      .where('action_type', '=', 'review/comment')
      .execute();
    expect(notices.map((n) => n.user_id)).toContain(c.users.projectPm.id);
    expect(notices[0]!.text).toContain('Khun Dao');
    const live = await t.db
      .selectFrom('live_events')
      .selectAll()
      .where('resource', '=', `projects/${project.id}/review-feedback`)
      .execute();
    expect(live.some((event) => event.ids.includes(project.id) && event.user_ids.includes(c.users.projectPm.id))).toBe(true);

    const listed = await call(t.app, 'GET', `/api/projects/${project.id}/review-feedback`, { cookie: pm() });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().feedback.comments).toEqual([expect.objectContaining({ _id: made._id, frame: 137, strokes: STROKES })]);
    const replied = await call(t.app, 'POST', `/api/projects/${project.id}/review-comments/${made._id}/replies`, {
      cookie: pm(),
      payload: { text: 'Fixed in cut 2' },
    });
    expect(replied.statusCode).toBe(201);
    expect(replied.json().comment.replies).toEqual([expect.objectContaining({ text: 'Fixed in cut 2', fromStudio: true })]);
    const replyId = replied.json().comment.replies[0]._id;
    const nested = await call(t.app, 'POST', `/api/projects/${project.id}/review-comments/${replyId}/replies`, {
      cookie: pm(),
      payload: { text: 'again' },
    });
    expect(nested.statusCode).toBe(400);
    const resolved = await call(t.app, 'POST', `/api/projects/${project.id}/review-comments/${made._id}/resolve`, {
      cookie: pm(),
      payload: { resolved: true },
    });
    expect(resolved.json()).toMatchObject({ message: 'Comment marked resolved', comment: { resolved: true } });

    // The reviewer reads the reply and the resolution through the link.
    const read = await linkCall('feedback', { token, password: 'owl-secret' });
    expect(read.statusCode).toBe(200);
    expect(read.json().feedback.targets).toEqual([{ kind: 'video', _id: video, platforms: ['yt'], position: 1, playUrl: null }]);
    expect(read.json().feedback.comments[0]).toMatchObject({ resolved: true, replies: [{ text: 'Fixed in cut 2' }] });
  });

  it('approves a cover and asks for changes on the video per platform; notifications and PM logs record who and when', async () => {
    const { project, video, cover, title } = await fullProject();
    const social = await makeLink(project, { kind: 'social' });
    const videoLink = await makeLink(project, { kind: 'video' });
    const approved = await decision(social.token, { targetKind: 'cover', targetId: cover });
    expect(approved.statusCode).toBe(201);
    expect(approved.json().decision).toMatchObject({
      targetKind: 'cover',
      platform: 'yt',
      decision: 'approved',
      author: 'Khun Dao',
    });
    const changes = await decision(videoLink.token, { targetKind: 'video', targetId: video, decision: 'changes' });
    expect(changes.statusCode).toBe(201);
    // A title chosen for YouTube only is not decided for Facebook.
    const wrongPlatform = await decision(social.token, { targetKind: 'title', targetId: title, platform: 'fb' });
    expect(wrongPlatform.statusCode).toBe(400);
    expect(wrongPlatform.json().message).toBe('platform: that item is not up for review on that platform');

    const logs = await t.db
      .selectFrom('project_logs')
      .select(['action', 'details', 'user_id', 'created_at'])
      .where('project_id', '=', project.id)
      .where('action', '=', 'reviewDecision')
      .orderBy('created_at')
      .execute();
    expect(logs.map((log) => log.details)).toEqual([
      expect.objectContaining({ decision: 'approved', kind: 'cover', item: cover, platform: 'yt', by: 'Khun Dao' }),
      expect.objectContaining({ decision: 'changes', kind: 'video', item: video, platform: 'yt', by: 'Khun Dao' }),
    ]);
    const notices = await t.db
      .selectFrom('notifications')
      .select(['action_type', 'rendered'])
      .where('item_id', '=', project.id)
      .where('user_id', '=', c.users.projectPm.id)
      .where('action_type', 'in', ['review/approved-cover', 'review/changes-video'])
      .execute();
    expect(notices.map((n) => n.action_type).sort()).toEqual(['review/approved-cover', 'review/changes-video']);
    expect(JSON.stringify(notices.map((n) => n.rendered))).toContain('อนุมัติภาพปก');

    const feedback = (await call(t.app, 'GET', `/api/projects/${project.id}/review-feedback`, { cookie: pm() })).json().feedback;
    expect(feedback.decisions.map((d: { decision: string }) => d.decision)).toEqual(['changes', 'approved']);
  });

  it("reaches only the link's kind of item in its own project: others answer 404", async () => {
    const mine = await fullProject();
    const theirs = await fullProject();
    const social = await makeLink(mine.project, { kind: 'social' });
    for (const [targetKind, targetId] of [
      ['cover', theirs.cover],
      ['title', theirs.title],
      ['cover', mine.hiddenCover],
      ['scene', mine.scene],
      ['video', mine.video],
      ['video', theirs.video],
    ] as const) {
      const posted = await comment(social.token, { targetKind, targetId });
      expect(posted.statusCode).toBe(404);
      expect(posted.json().message).toBe('That item is not part of this review');
      if (targetKind !== 'scene') expect((await decision(social.token, { targetKind, targetId })).statusCode).toBe(404);
    }
    // A PM of one project cannot answer another project's comment through their own project's address.
    const theirLink = await makeLink(theirs.project, { kind: 'video' });
    const theirComment = (await comment(theirLink.token, { targetKind: 'video', targetId: theirs.video })).json().comment;
    const cross = await call(t.app, 'POST', `/api/projects/${mine.project.id}/review-comments/${theirComment._id}/resolve`, {
      cookie: pm(),
      payload: { resolved: true },
    });
    expect(cross.statusCode).toBe(404);
  });

  it("gives the player a signed address of the video's uploaded file, which plays without a session", async () => {
    const { project, video } = await fullProject();
    const file = await uploadImage(t, pm());
    await t.db.updateTable('project_videos').set({ file_id: file }).where('id', '=', video).execute();
    const { token } = await makeLink(project);
    const [target] = (await linkCall('feedback', { token })).json().feedback.targets;
    expect(target.playUrl).toMatch(new RegExp(`^/files/${file}\\?name=.+&expires=\\d+&sig=[0-9a-f]+$`));
    const played = await call(t.app, 'GET', target.playUrl, { headers: { range: 'bytes=0-9' } });
    expect(played.statusCode).toBe(206);
  });

  it('a link that may not comment reads only (403 on comments and decisions)', async () => {
    const { project, video } = await fullProject();
    const { token } = await makeLink(project, { mayComment: false });
    expect((await linkCall('feedback', { token })).statusCode).toBe(200);
    const refused = await comment(token, { targetKind: 'video', targetId: video });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This review link is for viewing only; ask the studio for a link that may comment');
    expect((await decision(token, { targetKind: 'video', targetId: video })).statusCode).toBe(403);
  });

  it('refuses a blank text or name (400) and limits comments per link and address (429)', async () => {
    const { project, video } = await fullProject();
    const { token } = await makeLink(project);
    expect((await comment(token, { targetKind: 'video', targetId: video, text: '   ' })).statusCode).toBe(400);
    expect((await comment(token, { targetKind: 'video', targetId: video, reviewerName: '  ' })).statusCode).toBe(400);
    const badStroke = await comment(token, {
      targetKind: 'video',
      targetId: video,
      strokes: [{ tool: 'pen', points: [{ x: 5000, y: 1 }] }],
    });
    expect(badStroke.statusCode).toBe(400);
    for (let i = 0; i < 30; i += 1) expect((await comment(token, { targetKind: 'video', targetId: video })).statusCode).toBe(201);
    const limited = await comment(token, { targetKind: 'video', targetId: video });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many comments through this link from here; please try again later');
  });

  it('lets out no prices, e-mails, addresses, tags, PM logs or unchosen items', async () => {
    const { project, video, cover } = await fullProject();
    const { token } = await makeLink(project, { kind: 'social' });
    const videoLink = await makeLink(project);
    await decision(token, { targetKind: 'cover', targetId: cover });
    await comment(videoLink.token, { targetKind: 'video', targetId: video, frame: 3 });
    await call(t.app, 'POST', '/api/comments', {
      cookie: pm(),
      payload: { itemId: project.id, tag: 'admins', text: 'Internal: client is slow to pay' },
    });
    const reads = [await linkCall('feedback', { token }), await linkCall('feedback', { token: videoLink.token })];
    const everything = JSON.stringify(reads.map((read) => read.json()));
    for (const secret of [
      '4321',
      'A rejected title',
      'Internal',
      c.users.projectPm.email,
      c.users.clientCollaborator.email,
      '127.0.0.1',
      'reviewDecision',
      'reviewLinkCreated',
      'Client cut 1',
      token,
    ]) {
      expect(everything).not.toContain(secret);
    }
    expect(reads[0]!.json().feedback.comments).toEqual([]);
    expect(reads[1]!.json().feedback.decisions).toEqual([]);
  });
});

describe('the feedback report as CSV', () => {
  it('lists each comment with its item, timecode, author, status and replies, then the decisions that stand', async () => {
    const { project, video, cover } = await fullProject();
    const videoLink = await makeLink(project);
    const social = await makeLink(project, { kind: 'social' });
    const first = (await comment(videoLink.token, { targetKind: 'video', targetId: video, frame: 762, text: 'Cut, here' })).json()
      .comment;
    await comment(social.token, { targetKind: 'cover', targetId: cover, text: '=too dark', reviewerName: 'ดาว' });
    const base = `/api/projects/${project.id}`;
    await call(t.app, 'POST', `${base}/review-comments/${first._id}/replies`, { cookie: pm(), payload: { text: 'Fixed' } });
    await call(t.app, 'POST', `${base}/review-comments/${first._id}/resolve`, { cookie: pm(), payload: { resolved: true } });
    await decision(videoLink.token, { targetKind: 'video', targetId: video, decision: 'approved' });
    await decision(videoLink.token, { targetKind: 'video', targetId: video, decision: 'changes' });
    await decision(social.token, { targetKind: 'cover', targetId: cover });

    const response = await call(t.app, 'GET', `${base}/review-report.csv`, { cookie: pm() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment; filename="review report ');
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith('\ufeff')).toBe(true);
    const rows = body.slice(1).split('\r\n');
    expect(rows[0]).toBe(`Review report: ${project.title}`);
    expect(rows[1]).toBe('Item,Timecode,Comment,Author,From,Status,Replies,Date');
    expect(rows[2]).toMatch(
      /^Video 1,00:00:30:12,"Cut, here",Khun Dao,review link,resolved,Project PM: Fixed,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
    // A formula is defused; a reviewer's Thai name kept.
    expect(rows[3]).toMatch(/^Cover 1,,'=too dark,ดาว,review link,open,,/);
    expect(rows[4]).toBe('');
    expect(rows[5]).toBe('Item,Platform,Decision,By,Date');
    // The newest decision stands: the video's change request, not the approval before it.
    expect(rows.slice(6, 8).map((row) => row.split(',').slice(0, 4).join(','))).toEqual(
      expect.arrayContaining(['Video 1,YouTube,changes requested,Khun Dao', 'Cover 1,YouTube,approved,Khun Dao']),
    );
    expect(rows).toHaveLength(9);

    const thai = await call(t.app, 'GET', `${base}/review-report.csv`, { cookie: pm(), headers: { 'accept-language': 'th' } });
    const thaiRows = thai.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(thaiRows[1]).toBe('รายการ,ไทม์โค้ด,ความคิดเห็น,ผู้เขียน,มาจาก,สถานะ,การตอบกลับ,วันที่');
    expect(thaiRows[2]).toMatch(/^วิดีโอ 1,00:00:30:12,/);
  });
});

describe('permission matrix', () => {
  const DECIDE: Record<Caller, number> = { ...ONLY_PROJECT_PMS, clientCollaborator: 201, projectPm: 201, admin: 201 };
  const PM_WRITE: Record<Caller, number> = { ...ONLY_PROJECT_PMS, projectPm: 201, admin: 201 };

  it.each(CALLERS)('signed-in review calls: %s', async (caller) => {
    const { project, video } = await fullProject();
    const { token } = await makeLink(project);
    const made = (await comment(token, { targetKind: 'video', targetId: video })).json().comment;
    const cookie = c.cookies[caller];
    const base = `/api/projects/${project.id}`;
    expect((await call(t.app, 'GET', `${base}/review-feedback`, { cookie })).statusCode).toBe(ONLY_PROJECT_PMS[caller]);
    expect((await call(t.app, 'GET', `${base}/review-report.csv`, { cookie })).statusCode).toBe(ONLY_PROJECT_PMS[caller]);
    const replied = await call(t.app, 'POST', `${base}/review-comments/${made._id}/replies`, {
      cookie,
      payload: { text: 'Noted' },
    });
    expect(replied.statusCode).toBe(PM_WRITE[caller]);
    const resolved = await call(t.app, 'POST', `${base}/review-comments/${made._id}/resolve`, {
      cookie,
      payload: { resolved: true },
    });
    expect(resolved.statusCode).toBe(ONLY_PROJECT_PMS[caller]);
    const decided = await call(t.app, 'POST', `${base}/review-decisions`, {
      cookie,
      payload: { targetKind: 'video', targetId: video, platform: 'yt', decision: 'approved' },
    });
    expect(decided.statusCode).toBe(DECIDE[caller]);
  });

  it.each(CALLERS)("the comments side modal is told to list review comments for the project's PMs only: %s", async (caller) => {
    const { project, scene } = await fullProject();
    const cookie = c.cookies[caller];
    const listed = await call(t.app, 'GET', `/api/comments?itemId=${project.id}`, { cookie });
    const readsFeedback = ONLY_PROJECT_PMS[caller] === 200;
    if (listed.statusCode === 200) expect(listed.json().reviewFeedback).toBe(readsFeedback);
    else expect(readsFeedback).toBe(false);
    // A scene's comments are no project's: its review comments are listed on the project.
    const onScene = await call(t.app, 'GET', `/api/comments?itemId=${scene}`, { cookie });
    if (onScene.statusCode === 200) expect(onScene.json().reviewFeedback).toBe(false);
  });

  it("tells only the project's PMs' open pages of a review comment, under that project's feedback path", async () => {
    const { project, video } = await fullProject();
    const { token } = await makeLink(project);
    const resource = `projects/${project.id}/review-feedback`;
    const before = await t.db.selectFrom('live_events').select('id').where('resource', '=', resource).execute();
    expect(before).toEqual([]);
    expect((await comment(token, { targetKind: 'video', targetId: video })).statusCode).toBe(201);
    const [event] = await t.db.selectFrom('live_events').selectAll().where('resource', '=', resource).execute();
    expect(event!.user_ids).toContain(c.users.projectPm.id);
    expect(event!.user_ids).not.toContain(c.users.clientCollaborator.id);
    expect(event!.user_ids).not.toContain(c.users.freelancer.id);
  });

  it.each(CALLERS)('a session changes nothing on the link calls: %s', async (caller) => {
    const { project, video } = await fullProject();
    const { token } = await makeLink(project);
    const cookie = c.cookies[caller];
    const payload = { token, reviewerName: 'Dao', targetKind: 'video', targetId: video, text: 'Hi' };
    expect(
      (await call(t.app, 'POST', '/api/review/comments', { cookie, payload: { ...payload, token: 'nothing' } })).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'POST', '/api/review/comments', { cookie, payload })).statusCode).toBe(201);
  });

  it.each(['live', 'revoked', 'expired'] as const)('the holder of a %s link, on every review call', async (state) => {
    const { project, video } = await fullProject();
    const { linkId, token } = await makeLink(project);
    const earlier = (await comment(token, { targetKind: 'video', targetId: video })).json().comment;
    await revokeOrExpire(project, linkId, state);
    const gone = state === 'live' ? null : 404;
    expect((await linkCall('feedback', { token })).statusCode).toBe(gone ?? 200);
    expect((await comment(token, { targetKind: 'video', targetId: video })).statusCode).toBe(gone ?? 201);
    const decided = await decision(token, { targetKind: 'video', targetId: video });
    expect(decided.statusCode).toBe(gone ?? 201);
    if (gone) expect(decided.json().message).toBe('This review link has expired or was revoked; ask the studio for a new one');
    // The token is no session: the PMs' calls answer 401 to it.
    const headers = { authorization: `Bearer ${token}` };
    const base = `/api/projects/${project.id}`;
    expect((await call(t.app, 'GET', `${base}/review-feedback`, { headers })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', `${base}/review-report.csv`, { headers })).statusCode).toBe(401);
    expect(
      (await call(t.app, 'POST', `${base}/review-comments/${earlier._id}/replies`, { headers, payload: { text: 'x' } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call(t.app, 'POST', `${base}/review-comments/${earlier._id}/resolve`, { headers, payload: { resolved: true } }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await call(t.app, 'POST', `${base}/review-decisions`, {
          headers,
          payload: { targetKind: 'video', targetId: video, platform: 'yt', decision: 'approved' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
