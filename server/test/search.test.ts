// The global search's calls (issue 18): GET /api/projects/search (the caller's readable projects whose title matches,
// Thai substrings included, with status and cover thumbnail, paged) and GET /api/posts/search (readable posts only,
// with their feed and a 150-character preview), judged for the nine kinds of caller.
import { call, createTestApp, namedField, type TestApp } from './helper';
import { createFeed, createPost, createProject, createUser, type Project, type User } from './factories';
import { CALLERS, createProjectCallers, PROJECT_READERS, type Caller, type ProjectCallers } from './project-callers';
import { createCover } from './social-media-support';

let t: TestApp;
let c: ProjectCallers;

beforeAll(async () => {
  t = await createTestApp();
  c = await createProjectCallers(t, { title: 'Matrix project ภาพยนตร์สั้นเรื่องแมว' });
});
afterAll(() => t.close());

type Found = { _id: string; title: string; status: string; thumbnail: string | null; updated: string };

const searchProjects = (query: string, cookie: string | undefined) =>
  call(t.app, 'GET', `/api/projects/search?${query}`, { cookie });

async function titles(term: string, cookie = c.cookies.admin, paging = ''): Promise<string[]> {
  const response = await searchProjects(`term=${encodeURIComponent(term)}${paging}`, cookie);
  expect(response.statusCode).toBe(200);
  return response.json().projects.map((project: Found) => project.title);
}

async function imageFile(owner: User): Promise<string> {
  const { id } = await t.db
    .insertInto('files')
    .values({
      storage_key: `k-${Math.random()}.jpg`,
      name: 'cover.jpg',
      ext: 'jpg',
      mime: 'image/jpeg',
      size: 10,
      created_by: owner.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('GET /api/projects/search permission matrix', () => {
  // Everyone signed in may search (freelancers once they accepted the terms); whoever reads the project finds it, and
  // a client outside it gets an answer that never names it.
  const status: Record<Caller, number> = { ...PROJECT_READERS, clientOutsider: 200 };
  const finds = (caller: Caller) => PROJECT_READERS[caller] === 200;
  it.each(CALLERS)('%s', async (caller) => {
    const response = await searchProjects(`term=${encodeURIComponent('แมว')}`, c.cookies[caller]);
    expect(response.statusCode).toBe(status[caller]);
    if (status[caller] !== 200) return;
    const ids = response.json().projects.map((project: Found) => project._id);
    expect(ids.includes(c.project.id)).toBe(finds(caller));
  });

  it('a client finds only their own projects, whatever the term', async () => {
    const outsider = await createUser(t.db, { level: 'client', name: 'Other Client' });
    await createProject(t.db, { title: 'Matrix sequel', collaborators: [outsider] });
    expect(await titles('matrix', c.cookies.clientCollaborator)).toEqual(['Matrix project ภาพยนตร์สั้นเรื่องแมว']);
    expect(await titles('matrix', c.cookies.clientOutsider)).toEqual([]);
  });

  it('is not read as a project id', async () => {
    const response = await searchProjects('term=zzqx', c.cookies.staff);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ projects: [], skip: 0, hasMore: false });
  });
});

describe('matching', () => {
  beforeAll(async () => {
    await createProject(t.db, { title: 'Wildlife cartoon, episode 3' });
    await createProject(t.db, { title: 'การ์ตูนสัตว์ป่า ตอนที่สาม' });
    await createProject(t.db, { title: 'Budget 100% approved' });
    await createProject(t.db, { title: 'Trashed wildlife reel', status: 'trash' });
  });

  it('finds English words in any order, any case, and parts of words', async () => {
    expect(await titles('cartoon WILDLIFE')).toEqual(['Wildlife cartoon, episode 3']);
    expect(await titles('toon')).toEqual(['Wildlife cartoon, episode 3']);
  });

  it('finds a Thai substring inside words written without spaces', async () => {
    expect(await titles('สัตว์ป่า')).toEqual(['การ์ตูนสัตว์ป่า ตอนที่สาม']);
    expect(await titles('ตอนที่')).toEqual(['การ์ตูนสัตว์ป่า ตอนที่สาม']);
    expect(await titles('เรื่องแมว')).toEqual(['Matrix project ภาพยนตร์สั้นเรื่องแมว']);
  });

  it('takes % and _ literally and leaves trashed projects out', async () => {
    expect(await titles('100%')).toEqual(['Budget 100% approved']);
    expect(await titles('t_1')).toEqual([]);
    expect(await titles('reel')).toEqual([]);
  });

  it('finds nothing for a blank term and names the field of a bad one', async () => {
    expect(await titles('   ')).toEqual([]);
    const missing = await searchProjects('', c.cookies.staff);
    expect(missing.statusCode).toBe(400);
    expect(namedField(missing.json())).toMatch(/term/);
    const long = await searchProjects(`term=${'a'.repeat(201)}`, c.cookies.staff);
    expect(long.statusCode).toBe(400);
    expect(namedField(long.json())).toMatch(/term/);
    const tooMany = await searchProjects('term=a&limit=51', c.cookies.staff);
    expect(tooMany.statusCode).toBe(400);
    expect(namedField(tooMany.json())).toMatch(/limit/);
  });
});

describe('a result', () => {
  it('has its status and the thumbnail of its cover: the one chosen for Facebook, else the first', async () => {
    const pm = c.users.projectPm;
    const [first, second] = [await imageFile(pm), await imageFile(pm)];
    const chosen = await createProject(t.db, { title: 'Cover chosen', status: 'production', collaborators: [pm] });
    await createCover(t, chosen, first, pm);
    const fb = await createCover(t, chosen, second, pm);
    await t.db.updateTable('social_covers').set({ fb: true }).where('id', '=', fb).execute();
    const ordered = await createProject(t.db, { title: 'Cover first', status: 'finalizing', collaborators: [pm] });
    await createCover(t, ordered, first, pm);
    await createCover(t, ordered, second, pm);
    await createProject(t.db, { title: 'Cover none', collaborators: [pm] });
    const response = await searchProjects('term=cover', c.cookies.projectPm);
    const byTitle = Object.fromEntries(response.json().projects.map((p: Found) => [p.title, p]));
    expect(byTitle['Cover chosen']).toMatchObject({ _id: chosen.id, status: 'production', thumbnail: second });
    expect(byTitle['Cover first']).toMatchObject({ status: 'finalizing', thumbnail: first });
    expect(byTitle['Cover none']).toMatchObject({ status: 'new', thumbnail: null });
  });
});

describe('paging', () => {
  let needles: Project[];
  const base = Date.parse('2024-05-01T12:00:00.000Z');

  beforeAll(async () => {
    needles = [];
    for (let i = 0; i < 7; i++) {
      needles.push(
        await createProject(t.db, {
          title: `Needle ${i}`,
          collaborators: [c.users.projectPm],
          // Two projects share an update time: the id decides their order.
          updatedAt: new Date(base + Math.min(i, 5) * 60_000),
        }),
      );
    }
  });

  const expectedOrder = () =>
    [...needles]
      .sort((a, b) => b.updated_at.getTime() - a.updated_at.getTime() || (a.id < b.id ? 1 : -1))
      .map((project) => project.title);

  it.each(['admin', 'projectPm'] as const)('walks every match once, newest update first (%s)', async (caller) => {
    const seen: string[] = [];
    let skip = 0;
    for (;;) {
      const page = (await searchProjects(`term=needle&limit=3&skip=${skip}`, c.cookies[caller])).json();
      seen.push(...page.projects.map((project: Found) => project.title));
      skip = page.skip;
      if (!page.hasMore) break;
    }
    expect(seen).toEqual(expectedOrder());
  });

  it('finds a match older than the newest projects it first looks through', async () => {
    await createProject(t.db, { title: 'Haystack bottom', updatedAt: new Date(base - 86_400_000) });
    const values = Array.from({ length: 1100 }, (_, i) => ({ title: `Straw ${i}`, updated_at: new Date(base + 3_600_000) }));
    await t.db.insertInto('projects').values(values).execute();
    expect(await titles('haystack', c.cookies.admin, '&limit=1')).toEqual(['Haystack bottom']);
    expect(await titles('straw 1099', c.cookies.admin, '&limit=1')).toEqual(['Straw 1099']);
  });
});

describe('GET /api/posts/search', () => {
  it('answers only posts the caller reads, each with its feed and a 150-character preview', async () => {
    const open = await createFeed(t.db, { name: 'search-open', createdBy: c.users.admin });
    const crew = await createFeed(t.db, { name: 'search-crew', users: [c.users.staff, c.users.admin] });
    const body = `${'ข่าวดี '.repeat(40)}end`;
    await createPost(t.db, { feed: open, user: c.users.admin, title: 'ประกาศวันหยุดยาว', body });
    await createPost(t.db, { feed: crew, user: c.users.staff, title: 'ประกาศลับวันหยุด' });
    await createPost(t.db, { feed: open, user: c.users.otherPm, title: 'ประกาศส่วนตัววันหยุด', private: true });
    const found = async (caller: Caller) =>
      (await call(t.app, 'GET', `/api/posts/search?term=${encodeURIComponent('วันหยุด')}`, { cookie: c.cookies[caller] })).json()
        .posts as Array<{ title: string; feed: { name: string }; bodyPreview: string }>;
    const forFreelancer = await found('freelancer');
    expect(forFreelancer.map((post) => post.title)).toEqual(['ประกาศวันหยุดยาว']);
    expect(forFreelancer[0].feed.name).toBe('search-open');
    expect(forFreelancer[0].bodyPreview).toBe(`${body.slice(0, 150)}…`);
    expect((await found('staff')).map((post) => post.title).sort()).toEqual(['ประกาศลับวันหยุด', 'ประกาศวันหยุดยาว'].sort());
    // A private post is its author's to-do: the global search names it to nobody.
    expect((await found('otherPm')).map((post) => post.title)).toEqual(['ประกาศวันหยุดยาว']);
  });

  it('is refused to clients and freelancers without terms', async () => {
    for (const caller of ['clientCollaborator', 'clientOutsider', 'freelancerWithoutTerms'] as const) {
      const response = await call(t.app, 'GET', '/api/posts/search?term=a', { cookie: c.cookies[caller] });
      expect(response.statusCode).toBe(403);
    }
  });
});
