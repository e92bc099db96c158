// GET /api/projects and /counts read a page off an index and decorate only it, and count through narrow indexes
// (issue 8 "npm run bench"). The rewrite must answer exactly what the project policy allows: for each kind of
// caller and every tab, paging through the whole list gives the projects the `read` rule lets them see, in the
// list's order, and the tab's count is their number.
import { can } from '../src/policies';
import { findProjectFacts, projectTarget } from '../src/repositories/projects';
import { findActor } from '../src/repositories/users';
import { PROJECT_TABS, type ProjectTab } from '../src/schemas/project';
import { FB_RELAUNCH_AFTER_DAYS } from '../src/domain/project-constants';
import { call, createTestApp, settleChanges, signIn, type TestApp } from './helper';
import { PROJECT_STATUSES } from '../src/db/types';
import { createJob, createProject, createUser, type Project, type User } from './factories';

let t: TestApp;
let users: Record<'admin' | 'staff' | 'pm' | 'freelancer' | 'client' | 'loner', User>;
let projects: Project[];

const DAY = 86_400_000;
const base = Date.parse('2024-06-01T00:00:00.000Z');

beforeAll(async () => {
  t = await createTestApp();
  users = {
    admin: await createUser(t.db, { level: 'admin' }),
    staff: await createUser(t.db, { level: 'staff', roles: ['video-editing'] }),
    pm: await createUser(t.db, { level: 'staff', roles: ['project-manager'] }),
    freelancer: await createUser(t.db, { level: 'freelancer', roles: ['script', 'voice'] }),
    client: await createUser(t.db, { level: 'client' }),
    loner: await createUser(t.db, { level: 'freelancer', roles: ['coloring'] }),
  };
  const other = await createUser(t.db, { level: 'freelancer', roles: ['script'] });
  const statuses = PROJECT_STATUSES;
  projects = [];
  for (let i = 0; i < 36; i++) {
    const status = statuses[i % statuses.length];
    const collaborators = [users.pm, ...(i % 3 === 0 ? [users.client] : []), ...(i % 4 === 1 ? [users.freelancer] : [])];
    projects.push(
      await createProject(t.db, {
        title: `P${i}`,
        status,
        collaborators,
        listedBy: i % 5 === 0 ? [users.pm, users.admin] : [],
        // Pairs share an update time, so the id tie-breaker is exercised across page boundaries.
        updatedAt: new Date(base + Math.floor(i / 2) * 3_600_000),
        fbLaunchDate: status === 'launched' ? new Date(Date.now() - (i % 2 ? 200 : 10) * DAY) : undefined,
      }),
    );
  }
  await t.db.updateTable('projects').set({ disable_relaunch: true }).where('id', '=', projects[33].id).execute();
  // The freelancer also sees projects through jobs: one they hold, one they may claim; not one for others.
  await createJob(t.db, { project: projects[2], jobType: 'script', status: 'inprogress', claimedBy: users.freelancer });
  await createJob(t.db, { project: projects[6], jobType: 'voice', status: 'open' });
  await createJob(t.db, { project: projects[10], jobType: 'other', status: 'open' });
  await createJob(t.db, { project: projects[14], jobType: 'voice', status: 'open', staff: [other] });
  await createJob(t.db, { project: projects[18], jobType: 'coloring', status: 'open' });
  await createJob(t.db, { project: projects[22], jobType: 'script', status: 'completed', claimedBy: other });
});
afterAll(() => t.close());

/** What the tab holds for `who`, judged project by project with the policy (the reference the SQL must match). */
async function expected(who: keyof typeof users, tab: ProjectTab): Promise<string[]> {
  const actor = (await findActor(t.db, users[who].id))!;
  const listed = new Set(
    (await t.db.selectFrom('project_listed_by').select('project_id').where('user_id', '=', actor.id).execute()).map(
      (row) => row.project_id,
    ),
  );
  const relaunchBefore = Date.now() - FB_RELAUNCH_AFTER_DAYS * DAY;
  const visible = [];
  for (const project of projects) {
    const facts = (await findProjectFacts(t.db, project.id))!;
    if (!can(actor, 'read', 'project', projectTarget(facts))) continue;
    const inTab =
      tab === 'all'
        ? !['onhold', 'trash'].includes(facts.status)
        : tab === 'my-projects'
          ? listed.has(facts.id) && facts.status !== 'trash'
          : tab === 'fbRelaunch'
            ? facts.status === 'launched' &&
              !facts.disable_relaunch &&
              facts.fb_launch_date !== null &&
              facts.fb_launch_date.getTime() < relaunchBefore
            : facts.status === tab;
    if (inTab) visible.push(facts);
  }
  return visible
    .sort((a, b) => b.updated_at.getTime() - a.updated_at.getTime() || (a.id < b.id ? 1 : -1))
    .map((project) => project.id);
}

describe.each(['admin', 'staff', 'pm', 'freelancer', 'client', 'loner'] as const)('%s', (who) => {
  it('pages through every tab exactly as the policy allows, and counts each', async () => {
    const cookie = await signIn(t.db, users[who]);
    const counts = (await call(t.app, 'GET', '/api/projects/counts', { cookie })).json().counts;
    for (const tab of PROJECT_TABS) {
      const seen: string[] = [];
      for (let skip = 0; ;) {
        const page = (await call(t.app, 'GET', `/api/projects?status=${tab}&skip=${skip}&limit=3`, { cookie })).json();
        seen.push(...page.projects.map((project: { _id: string }) => project._id));
        if (!page.hasMore) break;
        skip = page.skip;
      }
      const want = await expected(who, tab);
      expect({ tab, ids: seen }).toEqual({ tab, ids: want });
      expect({ tab, count: counts[tab] }).toEqual({ tab, count: want.length });
    }
  });
});

it('decorates the page: listed-by-me and the collaborators of each row', async () => {
  const cookie = await signIn(t.db, users.pm);
  const page = (await call(t.app, 'GET', '/api/projects?status=new&limit=100', { cookie })).json();
  for (const item of page.projects) {
    const index = projects.findIndex((project) => project.id === item._id);
    expect(item.listedByMe).toBe(index % 5 === 0);
    const collabIds = item.collabs.map((collab: { _id: string }) => collab._id).sort();
    const want = [users.pm, ...(index % 3 === 0 ? [users.client] : []), ...(index % 4 === 1 ? [users.freelancer] : [])]
      .map((user) => user.id)
      .sort();
    expect(collabIds).toEqual(want);
  }
});

it('filters by level, platform and performance-based on top of the tab', async () => {
  await t.db
    .updateTable('projects')
    .set({ level: 3, perf_based: true, platforms: ['yt'] })
    .where('id', '=', projects[4].id)
    .execute();
  const cookie = await signIn(t.db, users.admin);
  const ids = async (query: string) =>
    (await call(t.app, 'GET', `/api/projects?${query}`, { cookie })).json().projects.map((p: { _id: string }) => p._id);
  expect(await ids('status=finalizing&level=3')).toEqual([projects[4].id]);
  expect(await ids('status=all&pb=true')).toEqual([projects[4].id]);
  expect(await ids('status=all&platform=yt')).toEqual([projects[4].id]);
  expect(await ids('status=production&pb=true')).toEqual([]);
});

it('keeps the counts until the data changes; Cache-Control: no-cache reads them afresh', async () => {
  const cookie = await signIn(t.db, users.admin);
  await settleChanges(t);
  const counts = (headers: Record<string, string> = {}) => call(t.app, 'GET', '/api/projects/counts', { cookie, headers });
  const first = await counts();
  const again = await counts();
  expect(again.headers['x-cache']).toBe('hit');
  expect(again.body).toBe(first.body);
  expect((await counts({ 'cache-control': 'no-cache' })).headers['x-cache']).toBe('miss');
  await createProject(t.db, { status: 'ready' });
  const after = await counts();
  expect(after.headers['x-cache']).toBe('miss');
  expect(after.json().counts.ready).toBe(first.json().counts.ready + 1);
});
