// The project list's filters that the list screen's filter panel sends (issue 8 "Project list, complete"):
// the launch status (`launch=not-fb|not-yt`, offered on the ready tab) and the platform filter, always within
// what the caller may see.
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createProject, createUser, type Project, type User } from './factories';

let t: TestApp;
let admin: User;
let client: User;
let onBoth: Project;
let onFacebook: Project;
let onYouTube: Project;
let nowhere: Project;
let clientsOnYouTube: Project;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { level: 'admin' });
  client = await createUser(t.db, { level: 'client' });
  const hour = 3600_000;
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour);
  onBoth = await createProject(t.db, { title: 'Both', status: 'ready', platforms: ['fb', 'yt'], updatedAt: at(1) });
  onFacebook = await createProject(t.db, { title: 'Facebook', status: 'ready', platforms: ['fb', 'pr'], updatedAt: at(2) });
  onYouTube = await createProject(t.db, { title: 'YouTube', status: 'ready', platforms: ['yt'], updatedAt: at(3) });
  nowhere = await createProject(t.db, { title: 'Nowhere', status: 'ready', platforms: [], updatedAt: at(4) });
  clientsOnYouTube = await createProject(t.db, {
    title: "Client's",
    status: 'ready',
    platforms: ['yt'],
    collaborators: [client],
    updatedAt: at(5),
  });
  // Not ready: the ready tab never lists it, whatever its platforms.
  await createProject(t.db, { title: 'Launched elsewhere', status: 'launched', platforms: [], updatedAt: at(0) });
});
afterAll(() => t.close());

async function listIds(user: User, query: string): Promise<string[]> {
  const response = await call(t.app, 'GET', `/api/projects?${query}`, { cookie: await signIn(t.db, user) });
  expect(response.statusCode).toBe(200);
  return response.json().projects.map((project: { _id: string }) => project._id);
}

describe('GET /api/projects?launch=', () => {
  it('lists every ready project without a launch filter', async () => {
    expect(await listIds(admin, 'status=ready')).toEqual([
      onBoth.id,
      onFacebook.id,
      onYouTube.id,
      nowhere.id,
      clientsOnYouTube.id,
    ]);
  });

  it("not-fb lists the ready projects without 'fb' in their platforms", async () => {
    expect(await listIds(admin, 'status=ready&launch=not-fb')).toEqual([onYouTube.id, nowhere.id, clientsOnYouTube.id]);
  });

  it("not-yt lists the ready projects without 'yt' in their platforms", async () => {
    expect(await listIds(admin, 'status=ready&launch=not-yt')).toEqual([onFacebook.id, nowhere.id]);
  });

  it('stays within what the caller may see', async () => {
    expect(await listIds(client, 'status=ready&launch=not-fb')).toEqual([clientsOnYouTube.id]);
    expect(await listIds(client, 'status=ready&launch=not-yt')).toEqual([]);
  });

  it('pages like the rest of the list', async () => {
    const cookie = await signIn(t.db, admin);
    const first = (await call(t.app, 'GET', '/api/projects?status=ready&launch=not-fb&limit=2', { cookie })).json();
    expect(first).toMatchObject({ skip: 2, hasMore: true });
    expect(first.projects.map((p: { _id: string }) => p._id)).toEqual([onYouTube.id, nowhere.id]);
    const second = (await call(t.app, 'GET', '/api/projects?status=ready&launch=not-fb&limit=2&skip=2', { cookie })).json();
    expect(second).toMatchObject({ skip: 3, hasMore: false });
    expect(second.projects.map((p: { _id: string }) => p._id)).toEqual([clientsOnYouTube.id]);
  });

  it('combines with the platform filter', async () => {
    expect(await listIds(admin, 'status=ready&launch=not-yt&platform=pr')).toEqual([onFacebook.id]);
  });

  it.each(['fb', 'not-pr', 'ready', ''])('refuses launch=%j with a 400 naming the field', async (launch) => {
    const response = await call(t.app, 'GET', `/api/projects?status=ready&launch=${launch}`, {
      cookie: await signIn(t.db, admin),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'launch', message: 'The launch must be one of: not-fb, not-yt' });
  });

  it('is for signed-in callers only', async () => {
    const response = await call(t.app, 'GET', '/api/projects?status=ready&launch=not-fb');
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/projects?platform=', () => {
  it.each([
    ['fb', () => [onBoth.id, onFacebook.id]],
    ['yt', () => [onBoth.id, onYouTube.id, clientsOnYouTube.id]],
    ['pr', () => [onFacebook.id]],
  ])('platform=%s lists the projects carrying that platform', async (platform, expected) => {
    expect(await listIds(admin, `status=ready&platform=${platform}`)).toEqual(expected());
  });
});
