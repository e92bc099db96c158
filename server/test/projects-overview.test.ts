// GET /api/projects/overview: the overview board's columns (admins only), each paged on its own, with its count.
import { call, createTestApp, type TestApp } from './helper';
import { createProject, createUser, type Project } from './factories';
import { CALLERS, createProjectCallers, type Caller, type ProjectCallers } from './project-callers';

let t: TestApp;
let c: ProjectCallers;

beforeAll(async () => {
  t = await createTestApp();
  c = await createProjectCallers(t);
});
afterAll(() => t.close());

const overview = (query: string, caller: Caller = 'admin') =>
  call(t.app, 'GET', `/api/projects/overview${query}`, { cookie: c.cookies[caller] });

type Card = { _id: string; title: string; updated: string; thumbnail: string | null; collabs: unknown[]; level: number };

describe('GET /api/projects/overview permission matrix', () => {
  const expected: Record<Caller, number> = {
    anonymous: 401,
    clientCollaborator: 403,
    clientOutsider: 403,
    freelancerWithoutTerms: 403,
    freelancer: 403,
    staff: 403,
    projectPm: 403,
    otherPm: 403,
    admin: 200,
  };
  it.each(CALLERS)('%s', async (caller) => {
    const response = await overview('?status=script-writing', caller);
    expect(response.statusCode).toBe(expected[caller]);
  });

  it('tells a signed-in non-admin why', async () => {
    const response = await overview('?status=script-writing', 'projectPm');
    expect(response.json()).toEqual({ message: 'The overview board is for admins' });
  });
});

describe('a column', () => {
  let finalizing: Project[];
  let names: Record<'ann' | 'bo', string>;
  const base = Date.parse('2024-03-01T12:00:00.000Z');

  beforeAll(async () => {
    const ann = await createUser(t.db, { level: 'staff', roles: ['project-manager'], name: 'Ann Lee Park' });
    const bo = await createUser(t.db, { level: 'freelancer', roles: ['script'], name: '  Bo  ' });
    const pending = await createUser(t.db, { level: 'client', name: '', withPassword: false });
    names = { ann: ann.id, bo: bo.id };
    finalizing = [];
    for (let i = 0; i < 7; i++) {
      finalizing.push(
        await createProject(t.db, {
          title: `Finalizing ${i}`,
          status: 'finalizing',
          level: 1 + (i % 3),
          // Two projects share an update time: the id decides their order.
          updatedAt: new Date(base + Math.min(i, 5) * 60_000),
          collaborators: i === 2 ? [ann, pending, bo] : [],
        }),
      );
    }
    // Other statuses stay in their own columns.
    await createProject(t.db, { title: 'Launched one', status: 'launched', updatedAt: new Date(base + 3_600_000) });
    await createProject(t.db, { title: 'Ready one', status: 'ready', updatedAt: new Date(base + 3_600_000) });
  });

  /** The column's projects as the board orders them: newest update first, then the larger id. */
  const expectedOrder = () =>
    [...finalizing]
      .sort((a, b) => b.updated_at.getTime() - a.updated_at.getTime() || (a.id < b.id ? 1 : -1))
      .map((project) => project.id);

  it('holds the projects of its status, newest update first, with the whole column counted', async () => {
    const response = await overview('?status=finalizing');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(7);
    expect(body.hasMore).toBe(false);
    expect(body.projects.map((card: Card) => card._id)).toEqual(expectedOrder());
  });

  it('pages with skip and limit, the count staying the whole column', async () => {
    const seen: string[] = [];
    for (let skip = 0; skip < 7; skip += 3) {
      const body = (await overview(`?status=finalizing&skip=${skip}&limit=3`)).json();
      expect(body.count).toBe(7);
      expect(body.hasMore).toBe(skip + 3 < 7);
      seen.push(...body.projects.map((card: Card) => card._id));
    }
    expect(seen).toEqual(expectedOrder());
    const past = (await overview('?status=finalizing&skip=50')).json();
    expect(past).toEqual({ projects: [], count: 7, hasMore: false });
  });

  it("gives each card its title, update time, level, no thumbnail yet and its named collaborators' first names", async () => {
    const body = (await overview('?status=finalizing')).json();
    const project = finalizing[2];
    expect(body.projects.find((card: Card) => card._id === project.id)).toEqual({
      _id: project.id,
      title: 'Finalizing 2',
      updated: project.updated_at.toISOString(),
      thumbnail: null,
      level: 3,
      // The pending invitee has no name yet, so no card shows them.
      collabs: [
        { _id: names.ann, firstName: 'Ann' },
        { _id: names.bo, firstName: 'Bo' },
      ],
    });
  });

  it('counts an empty column as 0', async () => {
    const body = (await overview('?status=storyboarding')).json();
    expect(body).toEqual({ projects: [], count: 0, hasMore: false });
  });

  it('counts the other columns on their own', async () => {
    expect((await overview('?status=ready')).json().count).toBe(1);
    expect((await overview('?status=script-writing')).json().count).toBe(1); // the callers' project
  });
});

describe('bad input', () => {
  it.each([
    ['', /^Enter the status$/],
    ['?status=launched', /^The status must be one of: /],
    ['?status=trash', /^The status must be one of: /],
    ['?status=ready&limit=0', /^The page size must be at least 1$/],
    ['?status=ready&limit=101', /^The page size can be at most 100$/],
    ['?status=ready&skip=-1', /^The page start must be at least 0$/],
    ['?status=ready&skip=x', /^The page start must be a whole number$/],
  ])('%s → 400 naming the field', async (query, message) => {
    const response = await overview(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});
