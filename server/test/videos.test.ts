// The video box (issue 10): embed by URL per platform (only YouTube and Facebook, rebuilt into the embed form),
// update the video URL, subtitle files, a video file and its download. Who: the project's PMs, cover-image-design
// people on the project (and vrd for the URL); when: production, finalizing, ready, launched.
import { sql } from 'kysely';
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createProject, createUser, type Project } from './factories';
import { multipartBody, PDF, SUBTITLES } from './multipart';
import {
  CALLERS,
  createProjectCallers,
  ONLY_PROJECT_PMS,
  PROJECT_READERS,
  type Caller,
  type ProjectCallers,
} from './project-callers';

let t: TestApp;
let c: ProjectCallers;
let coverCookie: string;
let vrdCookie: string;
let coverDesigner: Awaited<ReturnType<typeof createUser>>;

const YT = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const YT_EMBED = 'https://www.youtube.com/embed/dQw4w9WgXcQ';
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64, 1)]);

beforeAll(async () => {
  t = await createTestApp();
  c = await createProjectCallers(t);
  coverDesigner = await createUser(t.db, { level: 'freelancer', roles: ['cover-image-design'], name: 'Cover Designer' });
  coverCookie = await signIn(t.db, coverDesigner);
  vrdCookie = await signIn(t.db, await createUser(t.db, { level: 'staff', roles: ['vrd'], name: 'Vrd' }));
});
afterAll(() => t.close());

const freshProject = (status: Project['status'] = 'production') =>
  createProject(t.db, {
    status,
    collaborators: [
      c.users.projectPm,
      c.users.clientCollaborator,
      c.users.freelancer,
      c.users.freelancerWithoutTerms,
      coverDesigner,
    ],
  });

async function upload(cookie: string, filename: string, content: Buffer): Promise<string> {
  const { payload, headers } = multipartBody({ filename, content });
  const response = await call(t.app, 'POST', '/api/files/upload', { cookie, payload, headers });
  expect(response.statusCode).toBe(201);
  return response.json().file.id;
}

const post = (project: Project, path: string, body: object, cookie: string | undefined) =>
  call(t.app, 'POST', `/api/projects/${project.id}/${path}`, { cookie, payload: body });
const box = (project: Project, cookie: string | undefined) =>
  call(t.app, 'GET', `/api/projects/${project.id}/social-media-video`, { cookie });
const removeSubtitle = (project: Project, subtitleId: string, cookie: string | undefined) =>
  call(t.app, 'DELETE', `/api/projects/${project.id}/social-media-video/subtitle/${subtitleId}`, { cookie });
const rows = async (table: 'project_videos' | 'project_subtitles', project: Project) =>
  (
    await t.db
      .selectFrom(table)
      .select(sql<number>`count(*)::int`.as('n'))
      .where('project_id', '=', project.id)
      .executeTakeFirstOrThrow()
  ).n;

const fileCount = async () =>
  (
    await t.db
      .selectFrom('files')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('permission matrix (project in production)', () => {
  it.each(CALLERS)('GET the video box: %s', async (caller) => {
    const project = await freshProject();
    expect((await box(project, c.cookies[caller])).statusCode).toBe(PROJECT_READERS[caller]);
  });

  it.each(CALLERS)('embed: %s', async (caller) => {
    const project = await freshProject();
    const response = await post(project, 'social-media-video/embed', { videoUrl: YT, platform: 'yt' }, c.cookies[caller]);
    expect(response.statusCode).toBe(ONLY_PROJECT_PMS[caller]);
    expect(await rows('project_videos', project)).toBe(ONLY_PROJECT_PMS[caller] === 200 ? 1 : 0);
  });

  it.each(CALLERS)('update-video-url: %s', async (caller) => {
    const project = await freshProject();
    const response = await post(project, 'update-video-url', { videoUrl: YT, platform: 'pr' }, c.cookies[caller]);
    expect(response.statusCode).toBe(ONLY_PROJECT_PMS[caller]);
    if (response.statusCode === 200) expect(response.json().message).toBe('Updated video url');
    expect(await rows('project_videos', project)).toBe(ONLY_PROJECT_PMS[caller] === 200 ? 1 : 0);
  });

  it.each(CALLERS)('subtitle: %s', async (caller) => {
    const project = await freshProject();
    const own = caller === 'anonymous' || caller === 'freelancerWithoutTerms' ? c.cookies.projectPm! : c.cookies[caller]!;
    const fileId = await upload(own, 'English.srt', SUBTITLES);
    const response = await post(project, 'social-media-video/subtitle', { fileId, platform: 'yt' }, c.cookies[caller]);
    expect(response.statusCode).toBe(ONLY_PROJECT_PMS[caller]);
    expect(await rows('project_subtitles', project)).toBe(ONLY_PROJECT_PMS[caller] === 200 ? 1 : 0);
  });

  it.each(CALLERS)('delete a subtitle: %s', async (caller) => {
    const project = await freshProject();
    const fileId = await upload(c.cookies.projectPm!, 'English.srt', SUBTITLES);
    const added = await post(project, 'social-media-video/subtitle', { fileId, platform: 'yt' }, c.cookies.projectPm);
    const [subtitle] = added.json().videoBox.subtitles;
    const response = await removeSubtitle(project, subtitle._id, c.cookies[caller]);
    expect(response.statusCode).toBe(ONLY_PROJECT_PMS[caller]);
    if (response.statusCode === 200) {
      expect(response.json().message).toBe('Subtitle deleted');
      expect(response.json().videoBox.subtitles).toEqual([]);
    }
    expect(await rows('project_subtitles', project)).toBe(ONLY_PROJECT_PMS[caller] === 200 ? 0 : 1);
  });

  it.each(CALLERS)('video file and its download: %s', async (caller: Caller) => {
    const project = await freshProject();
    const own = caller === 'anonymous' || caller === 'freelancerWithoutTerms' ? c.cookies.projectPm! : c.cookies[caller]!;
    const fileId = await upload(own, 'Final cut.mp4', MP4);
    const response = await post(project, 'social-media-video/file', { fileId, platform: 'pr' }, c.cookies[caller]);
    expect(response.statusCode).toBe(ONLY_PROJECT_PMS[caller]);
    // The PM attaches one so every caller can try the download.
    const pmFile = await upload(c.cookies.projectPm!, 'Master.mp4', MP4);
    const attached = await post(project, 'social-media-video/file', { fileId: pmFile, platform: 'fb' }, c.cookies.projectPm);
    const video = attached.json().videoBox.videos.find((v: { platform: string }) => v.platform === 'fb');
    const download = await call(t.app, 'GET', `/api/projects/${project.id}/social-media-video/${video._id}/download`, {
      cookie: c.cookies[caller],
    });
    expect(download.statusCode).toBe(PROJECT_READERS[caller]);
    const files = await call(t.app, 'GET', `/api/files/download?key=${pmFile}`, { cookie: c.cookies[caller] });
    expect(files.statusCode).toBe(caller === 'clientOutsider' ? 403 : PROJECT_READERS[caller]);
  });

  it('lets a cover designer on the project embed, and vrd only update the URL', async () => {
    const project = await freshProject();
    expect((await post(project, 'social-media-video/embed', { videoUrl: YT, platform: 'yt' }, coverCookie)).statusCode).toBe(200);
    expect((await post(project, 'social-media-video/embed', { videoUrl: YT, platform: 'yt' }, vrdCookie)).statusCode).toBe(403);
    expect((await post(project, 'update-video-url', { videoUrl: YT, platform: 'pr' }, vrdCookie)).statusCode).toBe(200);
    const other = await createProject(t.db, { status: 'production', collaborators: [c.users.projectPm] });
    // A cover designer not on the project does not read it (a freelancer): 404.
    expect((await post(other, 'social-media-video/embed', { videoUrl: YT, platform: 'yt' }, coverCookie)).statusCode).toBe(404);
  });
});

describe('embedding', () => {
  it('stores and answers the rebuilt embed address, one video per platform', async () => {
    const project = await freshProject('launched');
    const first = await post(
      project,
      'social-media-video/embed',
      { videoUrl: `${YT}&t=42s`, platform: 'yt' },
      c.cookies.projectPm,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Video embedded');
    const again = await post(
      project,
      'social-media-video/embed',
      { videoUrl: 'https://youtu.be/aaaaaaaaaaa', platform: 'yt' },
      c.cookies.projectPm,
    );
    expect(again.json().videoBox.videos).toEqual([
      expect.objectContaining({ platform: 'yt', url: 'https://www.youtube.com/embed/aaaaaaaaaaa', file: null }),
    ]);
    const fb = await post(
      project,
      'social-media-video/embed',
      { videoUrl: 'https://www.facebook.com/page/videos/123456789/', platform: 'fb' },
      c.cookies.projectPm,
    );
    expect(fb.json().videoBox.videos.map((v: { url: string }) => v.url)).toEqual([
      'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fvideo.php%3Fv%3D123456789&show_text=false',
      'https://www.youtube.com/embed/aaaaaaaaaaa',
    ]);
    const stored = await t.db.selectFrom('project_videos').select('url').where('project_id', '=', project.id).execute();
    expect(stored.map((row) => row.url).sort()).toEqual(
      fb
        .json()
        .videoBox.videos.map((v: { url: string }) => v.url)
        .sort(),
    );
    const read = (await box(project, c.cookies.clientCollaborator)).json().videoBox;
    expect(read).toMatchObject({ active: true, canEdit: false, canSetUrl: false });
    expect((await box(project, c.cookies.projectPm)).json().videoBox).toMatchObject({ canEdit: true, canSetUrl: true });
  });

  it.each([
    ['another host', 'https://vimeo.com/12345678'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['a lookalike host', 'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['user info hiding the host', 'https://www.youtube.com@evil.example/watch?v=dQw4w9WgXcQ'],
    ['a Facebook video on the YouTube tab', 'https://www.facebook.com/watch/?v=123456789'],
    ['a blank address', '   '],
  ])('refuses %s with 400 naming videoUrl and writes nothing', async (_label, videoUrl) => {
    const project = await freshProject();
    for (const path of ['social-media-video/embed', 'update-video-url']) {
      const response = await post(project, path, { videoUrl, platform: 'yt' }, c.cookies.projectPm);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/videoUrl/);
    }
    expect(await rows('project_videos', project)).toBe(0);
  });

  it('refuses an unknown platform with 400', async () => {
    const project = await freshProject();
    expect(
      (await post(project, 'social-media-video/embed', { videoUrl: YT, platform: 'tiktok' }, c.cookies.projectPm)).statusCode,
    ).toBe(400);
  });

  it.each(['new', 'script-writing', 'storyboarding', 'onhold', 'trash'] as const)(
    'answers 409 in %s and writes nothing',
    async (status) => {
      const project = await freshProject(status);
      const fileId = await upload(c.cookies.projectPm!, 'English.srt', SUBTITLES);
      for (const [path, body] of [
        ['social-media-video/embed', { videoUrl: YT, platform: 'yt' }],
        ['update-video-url', { videoUrl: YT, platform: 'yt' }],
        ['social-media-video/subtitle', { fileId, platform: 'yt' }],
      ] as const) {
        const response = await post(project, path, body, c.cookies.projectPm);
        expect(response.statusCode).toBe(409);
      }
      expect(await rows('project_videos', project)).toBe(0);
      expect(await rows('project_subtitles', project)).toBe(0);
      expect((await box(project, c.cookies.projectPm)).json().videoBox.active).toBe(false);
    },
  );

  it.each(['production', 'finalizing', 'ready', 'launched'] as const)('embeds in %s', async (status) => {
    const project = await freshProject(status);
    expect(
      (await post(project, 'social-media-video/embed', { videoUrl: YT, platform: 'pr' }, c.cookies.projectPm)).json().videoBox
        .videos[0].url,
    ).toBe(YT_EMBED);
  });
});

describe('files', () => {
  it('refuses files that are not subtitles, and somebody else’s upload, writing nothing', async () => {
    const project = await freshProject();
    const cases: Array<[string, number]> = [
      [await upload(c.cookies.projectPm!, 'Notes.txt', Buffer.from('00:00:01,000 --> 00:00:02,000 but a .txt')), 415],
      [await upload(c.cookies.projectPm!, 'Fake.srt', Buffer.from('just some notes, no cues')), 415],
      [await upload(c.cookies.projectPm!, 'Fake.vtt', SUBTITLES), 415],
      [await upload(c.cookies.projectPm!, 'Brief.pdf', PDF), 415],
      [await upload(c.cookies.admin!, 'English.srt', SUBTITLES), 400],
    ];
    for (const [fileId, status] of cases) {
      const response = await post(project, 'social-media-video/subtitle', { fileId, platform: 'yt' }, c.cookies.projectPm);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toMatch(/file/);
    }
    const pdf = await upload(c.cookies.projectPm!, 'Brief.pdf', PDF);
    expect(
      (await post(project, 'social-media-video/file', { fileId: pdf, platform: 'pr' }, c.cookies.projectPm)).statusCode,
    ).toBe(415);
    expect(await rows('project_subtitles', project)).toBe(0);
    expect(await rows('project_videos', project)).toBe(0);
  });

  it('deletes a refused upload in the same request: the files count is what it was before the upload', async () => {
    const project = await freshProject();
    for (const [name, content, path] of [
      ['Fake.srt', Buffer.from('just some notes, no cues'), 'social-media-video/subtitle'],
      ['Notes.txt', SUBTITLES, 'social-media-video/subtitle'],
      ['Brief.pdf', PDF, 'social-media-video/subtitle'],
      ['Brief.pdf', PDF, 'social-media-video/file'],
      ['English.srt', SUBTITLES, 'social-media-video/file'],
    ] as const) {
      const before = await fileCount();
      const fileId = await upload(c.cookies.projectPm!, name, content);
      expect(await fileCount()).toBe(before + 1);
      const { storage_key: key } = await t.db
        .selectFrom('files')
        .select('storage_key')
        .where('id', '=', fileId)
        .executeTakeFirstOrThrow();
      const response = await post(project, path, { fileId, platform: 'yt' }, c.cookies.projectPm);
      expect(response.statusCode).toBe(415);
      expect(await fileCount()).toBe(before);
      expect(await t.app.storage.read(key)).toBeNull();
    }
    expect(await rows('project_subtitles', project)).toBe(0);
    expect(await rows('project_videos', project)).toBe(0);
  });

  it('keeps a refused upload that something else uses, and one refused for who or when rather than what', async () => {
    const project = await freshProject();
    const mp4 = await upload(c.cookies.projectPm!, 'Final.mp4', MP4);
    expect(
      (await post(project, 'social-media-video/file', { fileId: mp4, platform: 'pr' }, c.cookies.projectPm)).statusCode,
    ).toBe(200);
    const before = await fileCount();
    // The project's video, offered as subtitles: refused, and still the project's video.
    const refused = await post(project, 'social-media-video/subtitle', { fileId: mp4, platform: 'yt' }, c.cookies.projectPm);
    expect(refused.statusCode).toBe(415);
    expect(await fileCount()).toBe(before);
    expect((await box(project, c.cookies.projectPm)).json().videoBox.videos[0].file.id).toBe(mp4);
    // Refused before the file is looked at (the box is closed): the upload stays for another try.
    const closed = await freshProject('storyboarding');
    const srt = await upload(c.cookies.projectPm!, 'English.srt', SUBTITLES);
    expect(
      (await post(closed, 'social-media-video/subtitle', { fileId: srt, platform: 'yt' }, c.cookies.projectPm)).statusCode,
    ).toBe(409);
    expect(await fileCount()).toBe(before + 1);
  });

  it('lists subtitles per platform and downloads the video through a signed link', async () => {
    const project = await freshProject();
    const srt = await upload(c.cookies.projectPm!, 'Thai.srt', SUBTITLES);
    const vtt = await upload(c.cookies.projectPm!, 'English.vtt', Buffer.from('WEBVTT\n\n00:01.000 --> 00:02.000\nHello\n'));
    await post(project, 'social-media-video/subtitle', { fileId: srt, platform: 'yt' }, c.cookies.projectPm);
    const answer = await post(project, 'social-media-video/subtitle', { fileId: vtt, platform: 'fb' }, c.cookies.projectPm);
    expect(answer.json().message).toBe('Subtitle uploaded');
    expect(answer.json().videoBox.subtitles.map((s: { platform: string; name: string }) => [s.platform, s.name])).toEqual([
      ['fb', 'English.vtt'],
      ['yt', 'Thai.srt'],
    ]);
    const mp4 = await upload(c.cookies.projectPm!, 'Final.mp4', MP4);
    const withFile = await post(project, 'social-media-video/file', { fileId: mp4, platform: 'pr' }, c.cookies.projectPm);
    const video = withFile.json().videoBox.videos[0];
    expect(video).toMatchObject({ platform: 'pr', url: null, file: { id: mp4, name: 'Final.mp4', ext: 'mp4' } });
    const link = await call(t.app, 'GET', `/api/projects/${project.id}/social-media-video/${video._id}/download`, {
      cookie: c.cookies.freelancer,
    });
    const url = new URL(link.json().url, 'http://localhost');
    const file = await call(t.app, 'GET', url.pathname + url.search);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(MP4)).toBe(true);
  });
});

describe('deleting a subtitle', () => {
  it('removes only that subtitle; the other subtitles, the videos and the stored file stay', async () => {
    const project = await freshProject();
    const ids = [];
    for (const [name, platform] of [
      ['Thai.srt', 'yt'],
      ['English.srt', 'yt'],
      ['Thai fb.srt', 'fb'],
    ] as const) {
      const fileId = await upload(c.cookies.projectPm!, name, SUBTITLES);
      const answer = await post(project, 'social-media-video/subtitle', { fileId, platform }, c.cookies.projectPm);
      ids.push(answer.json().videoBox.subtitles.find((s: { name: string }) => s.name === name));
    }
    await post(project, 'social-media-video/embed', { videoUrl: YT, platform: 'yt' }, c.cookies.projectPm);
    const other = await freshProject();
    const otherFile = await upload(c.cookies.projectPm!, 'Other.srt', SUBTITLES);
    await post(other, 'social-media-video/subtitle', { fileId: otherFile, platform: 'yt' }, c.cookies.projectPm);

    const response = await removeSubtitle(project, ids[0]._id, coverCookie);
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .videoBox.subtitles.map((s: { name: string }) => s.name)
        .sort(),
    ).toEqual(['English.srt', 'Thai fb.srt']);
    expect(response.json().videoBox.videos).toHaveLength(1);
    expect(await rows('project_subtitles', project)).toBe(2);
    expect(await rows('project_subtitles', other)).toBe(1);
    expect(await rows('project_videos', project)).toBe(1);
    const file = await t.db.selectFrom('files').select('id').where('id', '=', ids[0].file.id).executeTakeFirst();
    expect(file).toBeDefined();
  });

  it('answers 404 for an unknown subtitle, or one of another project, and removes nothing', async () => {
    const project = await freshProject();
    const other = await freshProject();
    const fileId = await upload(c.cookies.projectPm!, 'English.srt', SUBTITLES);
    const added = await post(other, 'social-media-video/subtitle', { fileId, platform: 'yt' }, c.cookies.projectPm);
    const otherSubtitle = added.json().videoBox.subtitles[0]._id;
    const unknown = await removeSubtitle(project, '00000000-0000-4000-8000-000000000000', c.cookies.projectPm);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Subtitle not found');
    expect((await removeSubtitle(project, otherSubtitle, c.cookies.projectPm)).statusCode).toBe(404);
    expect(await rows('project_subtitles', other)).toBe(1);
    expect((await removeSubtitle(project, 'not-an-id', c.cookies.projectPm)).statusCode).toBe(400);
  });

  it('answers 409 while the video box is not active and removes nothing', async () => {
    const project = await freshProject();
    const fileId = await upload(c.cookies.projectPm!, 'English.srt', SUBTITLES);
    const added = await post(project, 'social-media-video/subtitle', { fileId, platform: 'pr' }, c.cookies.projectPm);
    await t.db.updateTable('projects').set({ status: 'onhold' }).where('id', '=', project.id).execute();
    const response = await removeSubtitle(project, added.json().videoBox.subtitles[0]._id, c.cookies.projectPm);
    expect(response.statusCode).toBe(409);
    expect(await rows('project_subtitles', project)).toBe(1);
  });
});

describe('the page', () => {
  it('frames exactly YouTube and Facebook', async () => {
    const response = await call(t.app, 'GET', '/api/session', {});
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain('frame-src https://www.youtube.com https://www.facebook.com;');
  });
});
