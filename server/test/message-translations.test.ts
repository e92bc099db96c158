// The server's messages in the person's language (issue 13): what an action did and why it was refused read in Thai
// for a person whose account (or, signed out, browser) is Thai, and stay English otherwise.
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createFeed, createJob, createPost, createProject, createUser } from './factories';
import { multipartBody } from './multipart';
import { MESSAGE_TRANSLATIONS_TH, translateServerMessage } from '../src/plugins/message-translations';
import { collectServerSentences } from './server-sentences';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the server's messages in the reader's language", () => {
  it('a claim answers "Job claimed" and a second claim "Job already claimed", in Thai for a Thai account', async () => {
    const project = await createProject(t.db);
    const job = await createJob(t.db, { project, jobType: 'script' });
    const thai = await createUser(t.db, { level: 'freelancer', roles: ['script'], roleLevels: { script: 2 }, locale: 'th' });
    const english = await createUser(t.db, { level: 'freelancer', roles: ['script'], roleLevels: { script: 2 } });

    const claimed = await call(t.app, 'POST', `/api/jobs/${job.id}/claim`, { cookie: await signIn(t.db, thai) });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().message).toBe('รับงานแล้ว');

    const late = await call(t.app, 'POST', `/api/jobs/${job.id}/claim`, { cookie: await signIn(t.db, english) });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'Job already claimed' });
    await t.db.updateTable('users').set({ locale: 'th' }).where('id', '=', english.id).execute();
    const lateInThai = await call(t.app, 'POST', `/api/jobs/${job.id}/claim`, { cookie: await signIn(t.db, english) });
    expect(lateInThai.json()).toEqual({ message: 'มีคนรับงานนี้ไปแล้ว' });
  });

  it('signed out, a Thai browser reads "Please sign in" in Thai (the 401 keeps its redirect)', async () => {
    const english = await call(t.app, 'GET', '/api/notifs');
    expect(english.statusCode).toBe(401);
    expect(english.json().message).toBe('Please sign in');
    const thai = await call(t.app, 'GET', '/api/notifs', { headers: { 'accept-language': 'th-TH,th;q=0.9' } });
    expect(thai.statusCode).toBe(401);
    expect(thai.json()).toEqual({ ...english.json(), message: 'กรุณาเข้าสู่ระบบ' });
  });

  it('messages with a name in them read in Thai too, the name kept and a job type translated', () => {
    expect(translateServerMessage('Saved YES for Email sent', 'th')).toBe('บันทึกแล้ว: ส่งอีเมลแล้ว — ใช่');
    expect(translateServerMessage('Saved NO for Warm narrator', 'th')).toBe('บันทึกแล้ว: Warm narrator — ไม่');
    expect(translateServerMessage('Only holders of the Video Editing role can claim this job', 'th')).toBe(
      'เฉพาะผู้ที่มีบทบาทตัดต่อวิดีโอเท่านั้นที่รับงานนี้ได้',
    );
    expect(translateServerMessage('Job already paid: Script in Rent Day', 'th')).toBe('จ่ายเงินงานนี้ไปแล้ว: Script in Rent Day');
    expect(translateServerMessage('Job already paid: Script in Rent Day', 'en')).toBe('Job already paid: Script in Rent Day');
    expect(translateServerMessage('Something the table does not know', 'th')).toBe('Something the table does not know');
  });

  it('the covers and titles caps and the subtitle refusals read in Thai, the name and the numbers kept', () => {
    expect(translateServerMessage('A project holds at most 100 covers; delete one first', 'th')).toBe(
      'โปรเจกต์หนึ่งมีภาพปกได้ไม่เกิน 100 ภาพ กรุณาลบภาพปกหนึ่งภาพก่อน',
    );
    expect(translateServerMessage('A project holds at most 100 titles; delete one first', 'th')).toBe(
      'โปรเจกต์หนึ่งมีชื่อเรื่องได้ไม่เกิน 100 ชื่อ กรุณาลบชื่อเรื่องหนึ่งชื่อก่อน',
    );
    expect(translateServerMessage('file: a subtitle file is at most 5 MB of text', 'th')).toBe(
      'file: ไฟล์คำบรรยายต้องเป็นข้อความขนาดไม่เกิน 5 MB',
    );
    expect(translateServerMessage('file: Thai (final).srt is not a SubRip subtitle file (no cue timings)', 'th')).toBe(
      'file: Thai (final).srt ไม่ใช่ไฟล์คำบรรยาย SubRip (ไม่มีเวลาของคำบรรยาย)',
    );
    expect(translateServerMessage('file: English.vtt is not a WebVTT subtitle file (no cue timings)', 'th')).toBe(
      'file: English.vtt ไม่ใช่ไฟล์คำบรรยาย WebVTT (ไม่มีเวลาของคำบรรยาย)',
    );
    expect(translateServerMessage('fileId: upload the file first (it must be your own upload)', 'th')).toBe(
      'fileId: กรุณาอัปโหลดไฟล์ก่อน (ต้องเป็นไฟล์ที่คุณอัปโหลดเอง)',
    );
    expect(translateServerMessage('fileId: the upload is no longer stored; upload it again', 'th')).toBe(
      'fileId: ไม่มีไฟล์ที่อัปโหลดนี้เก็บอยู่แล้ว กรุณาอัปโหลดใหม่',
    );
    expect(translateServerMessage('A project holds at most 100 covers; delete one first', 'en')).toBe(
      'A project holds at most 100 covers; delete one first',
    );
  });

  it('a Thai PM attaching a file that holds no subtitles reads why in Thai, its name kept', async () => {
    const pm = await createUser(t.db, { level: 'staff', roles: ['project-manager'], locale: 'th' });
    const project = await createProject(t.db, { status: 'production', collaborators: [pm] });
    const cookie = await signIn(t.db, pm);
    const { payload, headers } = multipartBody({ filename: 'Notes.srt', content: Buffer.from('just some notes, no cues') });
    const uploaded = await call(t.app, 'POST', '/api/files/upload', { cookie, payload, headers });
    expect(uploaded.statusCode).toBe(201);
    const response = await call(t.app, 'POST', `/api/projects/${project.id}/social-media-video/subtitle`, {
      cookie,
      payload: { fileId: uploaded.json().file.id, platform: 'yt' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('file: Notes.srt ไม่ใช่ไฟล์คำบรรยาย SubRip (ไม่มีเวลาของคำบรรยาย)');
  });

  it('a post already turned into a project is refused in Thai, naming the project as it is', async () => {
    expect(translateServerMessage('This post is already the project "Noodle "stall": part 2"', 'th')).toBe(
      'โพสต์นี้เป็นโปรเจกต์ "Noodle "stall": part 2" อยู่แล้ว',
    );
    expect(translateServerMessage('This post is already the project "First"', 'en')).toBe(
      'This post is already the project "First"',
    );

    const pm = await createUser(t.db, { level: 'staff', roles: ['project-manager'], locale: 'th' });
    const feed = await createFeed(t.db, { name: 'story-reception' });
    const post = await createPost(t.db, { feed, user: pm, title: 'Noodle stall', body: 'She never missed a morning.' });
    const cookie = await signIn(t.db, pm);
    const convert = (title: string) =>
      call(t.app, 'POST', `/api/posts/${post.id}/create/project`, { cookie, payload: { title } });
    expect((await convert('บ้านก๋วยเตี๋ยว')).statusCode).toBe(201);
    const again = await convert('Second');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('โพสต์นี้เป็นโปรเจกต์ "บ้านก๋วยเตี๋ยว" อยู่แล้ว');
  });

  it("a PM who reads Thai sets the project's level and reads what was saved in Thai", async () => {
    const pm = await createUser(t.db, { level: 'staff', roles: ['project-manager'], locale: 'th' });
    const project = await createProject(t.db, { collaborators: [pm] });
    const response = await call(t.app, 'POST', `/api/projects/${project.id}/specs`, {
      cookie: await signIn(t.db, pm),
      payload: { key: 'level', value: 3 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('บันทึกแล้ว: ระดับ — ใช่');
  });

  it('refusals read in Thai for a browser that asks for Thai: 400, 403, 404 and 409', async () => {
    const thai = { 'accept-language': 'th-TH,th;q=0.9' };
    const admin = await createUser(t.db, { level: 'admin' });
    const adminCookie = await signIn(t.db, admin);
    const blank = await call(t.app, 'POST', '/api/feeds', { cookie: adminCookie, headers: thai, payload: { name: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('name: ฟีดต้องมีชื่อ');

    const created = await call(t.app, 'POST', '/api/feeds', { cookie: adminCookie, payload: { name: 'Thai news' } });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Feed created');
    const twice = await call(t.app, 'POST', '/api/feeds', { cookie: adminCookie, headers: thai, payload: { name: 'Thai news' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('name: มีฟีดชื่อ "Thai news" อยู่แล้ว');

    const client = await createUser(t.db, { level: 'client' });
    const docs = await call(t.app, 'GET', '/api/blogposts', { cookie: await signIn(t.db, client), headers: thai });
    expect(docs.statusCode).toBe(403);
    expect(docs.json().message).toBe('เอกสารมีไว้สำหรับผู้ร่วมผลิตเท่านั้น');

    const nowhere = await call(t.app, 'GET', '/api/no-such-place', { cookie: adminCookie, headers: thai });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().message).toBe('ไม่พบ: GET /api/no-such-place');
    const inEnglish = await call(t.app, 'GET', '/api/no-such-place', { cookie: adminCookie });
    expect(inEnglish.json().message).toBe('Not found: GET /api/no-such-place');
  });

  // The sentences come from the source (server-sentences.ts explains how they are found), so a sentence added
  // tomorrow without Thai fails here, naming where it is written.
  it('every sentence the server can answer with reads in Thai', () => {
    const sentences = collectServerSentences();
    const texts = sentences.map((sentence) => sentence.text);
    // The scan reaches sentences written each way: thrown, in a policy table, in a transition table, returned by
    // the function handed to an executor, in a template with a name in it.
    expect(texts).toEqual(
      expect.arrayContaining([
        'Please sign in',
        "Only the project's PMs may like scenes",
        'Job claimed',
        'Storyboard brief removed',
        'Video embedded',
        'The script is not waiting for approval',
        'file: a cover must be a jpg, png, gif or webp image',
        'name: a feed named "Sample name" exists already',
      ]),
    );
    const untranslated = sentences
      .filter((sentence) => !/[\u0E00-\u0E7F]/.test(translateServerMessage(sentence.text, 'th')))
      .map((sentence) => `${sentence.file}:${sentence.line} ${sentence.text}`);
    expect(untranslated).toEqual([]);
  }, 300_000);

  it('every entry of the table is a Thai sentence', () => {
    const entries = Object.entries(MESSAGE_TRANSLATIONS_TH);
    expect(entries.length).toBeGreaterThan(100);
    expect(entries.filter(([, thai]) => !/[\u0E00-\u0E7F]/.test(thai)).map(([english]) => english)).toEqual([]);
  });
});
