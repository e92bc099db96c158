import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { call, cookieFrom, createTestApp, signIn, type TestApp } from './helper';
import { DEMO_PASSWORD, DEMO_USERS, isEmpty, seedDemo } from '../src/db/seed';
import { seedDemoPictures } from '../src/services/demo-pictures';
import { openDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { PROJECT_STATUSES } from '../src/db/types';
import { checklistProgress } from '../src/domain/checklist';
import { isDemonProof, scriptStats } from '../src/domain/script-text';
import { renderMarkdown } from '../src/services/markdown';
import { JOB_TYPES, jobTutorialUrl } from 'shared-api/roles';

let t: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  await seedDemoPictures(t.app);
  // Every account shares one password hash (argon2 is slow on purpose), so one real sign-in proves
  // demo12345 works for all; the others get their session directly.
  const hashes = await t.db.selectFrom('users').select('password_hash').distinct().execute();
  expect(hashes).toHaveLength(1);
  const response = await call(t.app, 'POST', '/api/auth/login', {
    payload: { email: 'freelancer@demo.test', password: DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  cookies.freelancer = cookieFrom(response)!;
  for (const user of DEMO_USERS.filter((u) => u.key !== 'freelancer')) {
    const row = await t.db.selectFrom('users').select('id').where('email', '=', user.email).executeTakeFirstOrThrow();
    cookies[user.key] = await signIn(t.db, row);
  }
}, 600_000);
afterAll(() => t.close());

describe('the demo studio', () => {
  it("holds no project figure the app would not compute from the project's own data", async () => {
    const projects = await t.db.selectFrom('projects').selectAll().execute();
    expect(projects.some((p) => p.word_count > 0)).toBe(true);
    expect(projects.some((p) => !p.demon_proof)).toBe(true);
    const scenes = await t.db.selectFrom('scenes').select(['project_id', 'text', 'position']).orderBy('position').execute();
    expect(scenes.length).toBeGreaterThan(0);
    for (const project of projects) {
      // A project's scenes are its script once it has some; before that, its raw script.
      const own = scenes.filter((scene) => scene.project_id === project.id);
      expect(own.map((scene) => scene.position)).toEqual(own.map((_, i) => i));
      const texts = own.length ? own.map((scene) => scene.text) : project.script_raw_body ? [project.script_raw_body] : [];
      const stats = scriptStats(texts);
      expect([project.title, project.word_count, project.character_count]).toEqual([
        project.title,
        stats.wordCount,
        stats.characterCount,
      ]);
      expect(project.demon_proof).toBe(texts.every((text) => isDemonProof(text)));
      expect(project.progress).toBe(checklistProgress(project.checklist));
      expect(project.scene_count).toBe(own.length);
      const launched = project.checklist.filter(
        (step) => ['facebook-launch', 'youTube-launch'].includes(step.id) && step.checked,
      );
      expect([...project.platforms].sort()).toEqual(launched.map((step) => (step.id === 'facebook-launch' ? 'fb' : 'yt')).sort());
      expect(project.fb_launch_date === null).toBe(!launched.some((step) => step.id === 'facebook-launch'));
    }
  });

  it('has every kind of account with the documented levels and roles', async () => {
    const session = async (key: string) => (await call(t.app, 'GET', '/api/session', { cookie: cookies[key] })).json().user;
    expect(await session('admin')).toMatchObject({ email: 'admin@demo.test', level: 'admin' });
    expect(await session('pm')).toMatchObject({ level: 'staff', role: ['project-manager'] });
    expect(await session('staff')).toMatchObject({ level: 'staff', role: ['storyboard', 'video-editing'] });
    expect(await session('freelancer')).toMatchObject({
      level: 'freelancer',
      role: ['script', 'voice', 'storyboard', 'coloring'],
    });
    expect((await session('freelancer')).freelancerTnc).not.toBeNull();
    expect(await session('client')).toMatchObject({ level: 'client', role: [] });
    expect(await session('payer')).toMatchObject({ level: 'staff', role: ['payment', 'video-editing'] });
    // The newbie has not agreed to the terms yet.
    expect((await call(t.app, 'GET', '/api/jobs', { cookie: cookies.newbie })).statusCode).toBe(403);
  });

  it('has projects in every status, about 40 jobs in every state, pricing for every role and payments', async () => {
    const counts = (await call(t.app, 'GET', '/api/projects/counts', { cookie: cookies.admin })).json().counts;
    for (const status of PROJECT_STATUSES) expect(counts[status]).toBeGreaterThan(0);
    expect(counts.fbRelaunch).toBe(1);
    const jobs = await t.db.selectFrom('jobs').select(['status', 'paid_at']).execute();
    expect(jobs.length).toBeGreaterThanOrEqual(35);
    for (const status of ['open', 'inprogress', 'pending', 'completed']) expect(jobs.some((j) => j.status === status)).toBe(true);
    expect(jobs.some((j) => j.status === 'completed' && !j.paid_at)).toBe(true);
    expect(jobs.some((j) => j.status === 'completed' && j.paid_at)).toBe(true);
    const pricing = await t.db
      .selectFrom('pricing')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(pricing.n).toBe(18);
    expect((await call(t.app, 'GET', '/api/payments', { cookie: cookies.payer })).json().payments.length).toBeGreaterThan(0);
  });

  it('shows the freelancer only their own price tier', async () => {
    const jobs = (await call(t.app, 'GET', '/api/jobs?status=open', { cookie: cookies.freelancer })).json().jobs;
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(Object.keys(job.prices).length).toBeLessThanOrEqual(1);
  });

  it('gives everybody a few notifications and every contributor the unread memo', async () => {
    for (const user of DEMO_USERS.filter((u) => u.key !== 'newbie')) {
      const { notifs } = (await call(t.app, 'GET', '/api/notifs', { cookie: cookies[user.key] })).json();
      expect(notifs.length).toBeGreaterThanOrEqual(3);
      expect(notifs.length).toBeLessThanOrEqual(6);
    }
    for (const key of ['admin', 'pm', 'staff', 'freelancer', 'payer']) {
      const { memos } = (await call(t.app, 'GET', '/api/memos/unread', { cookie: cookies[key] })).json();
      expect(memos.map((m: { title: string }) => m.title)).toEqual(['New payment schedule']);
    }
    const feeds = (await call(t.app, 'GET', '/api/feeds', { cookie: cookies.admin }))
      .json()
      .feeds.map((f: { name: string }) => f.name);
    expect(feeds).toEqual(expect.arrayContaining(['all', 'to-do', 'unread', 'story-reception']));
  });

  it("writes every notification as the app would (a message), so each reads in its reader's language (issue 13)", async () => {
    // (The newbie reads nothing until they agree to the terms.)
    for (const user of DEMO_USERS.filter((u) => u.key !== 'newbie')) {
      const thai = { cookie: cookies[user.key], headers: { 'accept-language': 'th' } };
      const { notifs } = (await call(t.app, 'GET', '/api/notifs', thai)).json();
      expect(notifs.length).toBeGreaterThan(0);
      for (const notif of notifs as Array<{ text: string }>) {
        // Names and titles are the demo's own (English); the sentence around them is Thai.
        const words = notif.text.replace(/\*\*[^*]+\*\*|\*[^*]+\*|\$[\d,]+/g, '');
        expect(words).toMatch(/[\u0E00-\u0E7F]/);
        expect(words).not.toMatch(/[A-Za-z]{3,}/);
      }
    }
    const admin = (await call(t.app, 'GET', '/api/notifs', { cookie: cookies.admin })).json().notifs;
    expect(admin.map((n: { text: string }) => n.text)).toContain('**Paul Manager** posted **Holiday on Friday** in **studio**');
  });

  it("holds only posts the app makes: viewers' stories came through the Contact page's form, and nothing speaks of what is not seeded (issue 28)", async () => {
    const posts = await t.db
      .selectFrom('posts as p')
      .innerJoin('feeds as f', 'f.id', 'p.feed_id')
      .select(['p.type', 'p.title', 'p.body', 'p.meta', 'p.user_id', 'f.name as feed'])
      .execute();
    const stories = posts.filter((post) => post.type === 'user-story');
    expect(stories.length).toBeGreaterThan(0);
    for (const story of stories) {
      expect(story).toMatchObject({ feed: 'story-reception', user_id: null, meta: { email: expect.stringContaining('@') } });
    }
    // A message from the Contact page lands where the form puts it (the admins' feed), never among the stories.
    for (const contact of posts.filter((post) => post.type === 'contact')) expect(contact.feed).toBe('admin');
    for (const post of posts) expect(`${post.title} ${post.body}`).not.toMatch(/cover samples/i);
    // The PMs and admins heard of each story, as the form tells them.
    const heard = await t.db.selectFrom('notifications').select('url').where('action_type', '=', 'story/create').execute();
    expect(heard.length).toBeGreaterThan(0);
  });

  it('names the feeds people made as a person would, so no address-like name reads inside a Thai sentence (issue 28)', async () => {
    const made = await t.db
      .selectFrom('feeds')
      .select('name')
      .where('is_system', '=', false)
      .where('is_aggregate', '=', false)
      .where('is_level_based', '=', false)
      .where('is_role_based', '=', false)
      .execute();
    expect(made.length).toBeGreaterThan(0);
    for (const { name } of made) expect(name).not.toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
  });

  it("opens a tutorial doc at every job type's Help link, each a doc the admin wrote through the doc form's path", async () => {
    for (const type of JOB_TYPES) {
      const url = jobTutorialUrl(type)!;
      const slug = url.replace('/app/docs/', '');
      const response = await call(t.app, 'GET', `/api/blogposts/${slug}`, { cookie: cookies.freelancer });
      expect(response.statusCode).toBe(200);
      const doc = response.json().blogpost;
      expect(doc.user.name).toBe(DEMO_USERS.find((u) => u.key === 'admin')!.name);
      expect(doc.bodyHtml).toContain('<h2>');
      // The stored HTML is exactly what the doc form's body renders to.
      const row = await t.db
        .selectFrom('blogposts')
        .select(['body', 'body_html'])
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow();
      expect(row.body_html).toBe(renderMarkdown(row.body));
    }
  });
});

describe('an embedded database on disk', () => {
  it('shows pictures where the work is (issue 28): scene images, markers, storyboard frames, a sketch, covers with titles', async () => {
    const projectNamed = async (title: string) =>
      (await t.db.selectFrom('projects').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;
    const get = (url: string, who = 'pm') => call(t.app, 'GET', url, { cookie: cookies[who] });

    // In production: every scene has its image, the first ones their markers and frames; one has a sketch.
    const nightShift = await projectNamed('The Night Shift');
    const { scenes } = (await get(`/api/projects/${nightShift}/scenes`)).json();
    expect(scenes.length).toBe(16);
    expect(scenes.every((scene: { image: unknown }) => scene.image !== null)).toBe(true);
    expect(Object.keys(scenes[0].numbers)).toEqual(['1', '2', '2.1']);
    expect(scenes[0].board.frames).toHaveLength(2);
    expect(scenes.filter((scene: { sketch: unknown }) => scene.sketch !== null)).toHaveLength(1);
    expect(scenes[0].versionCount).toBe(1);
    // Stored as a user's upload is: the original and its variants, served to who reads the project.
    for (const url of [scenes[0].image.small, scenes[0].image.large, scenes[0].board.frames[0].thumb, scenes[1].sketch.small]) {
      const image = await get(url);
      expect([url, image.statusCode, image.headers['content-type']]).toEqual([url, 200, 'image/jpeg']);
    }
    const file = await t.db.selectFrom('files').selectAll().where('id', '=', scenes[0].image.fileId).executeTakeFirstOrThrow();
    expect([file.mime, file.variants, file.created_by !== null]).toEqual(['image/png', true, true]);
    expect(await t.app.storage.read(file.storage_key)).not.toBeNull();

    // Covers: one per launch platform, showing that platform's title, both chosen for it.
    const media = (await get(`/api/projects/${nightShift}/social-media`)).json();
    expect(media.covers.map((cover: { fb: boolean; yt: boolean }) => [cover.fb, cover.yt])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(media.titles.map((title: { text: string; fb: boolean; yt: boolean }) => [title.text, title.fb, title.yt])).toEqual([
      ["The Night Shift: you won't believe what happened", true, false],
      ['The Night Shift (a true story)', false, true],
    ]);

    // In storyboarding: the storyboard is under way (some scenes drawn, not all); before it, none.
    const rentDay = (await get(`/api/projects/${await projectNamed('Rent Day')}/scenes`)).json().scenes;
    const drawn = rentDay.filter((scene: { image: unknown }) => scene.image !== null).length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(rentDay.length);
    const writing = (await get(`/api/projects/${await projectNamed('Grandma’s Secret Recipe')}/scenes`)).json().scenes;
    expect(writing.some((scene: { image: unknown }) => scene.image !== null)).toBe(false);
  });

  it('starts in a fresh checkout (no data folder yet), keeps its data across restarts and is seeded only once', async () => {
    const checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-restart-'));
    const dataDir = path.join(checkout, 'data', 'pglite');
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir });
      await migrateToLatest(first.db);
      expect(await isEmpty(first.db)).toBe(true);
      await first.db
        .insertInto('users')
        .values({
          email: 'kept@test.local',
          level: 'staff',
          password_hash: null,
          picture: null,
          freelancer_tnc_at: null,
          notification_email: null,
          locale: null,
        })
        .execute();
      await first.close();

      const second = await openDatabase({ kind: 'pglite', dataDir });
      expect(await migrateToLatest(second.db)).toEqual([]);
      expect(await isEmpty(second.db)).toBe(false);
      expect(await second.db.selectFrom('users').select('email').execute()).toEqual([{ email: 'kept@test.local' }]);
      await second.close();
    } finally {
      fs.rmSync(checkout, { recursive: true, force: true });
    }
  });
});
