// A freelancer's GET /api/projects asks each project, in the list's order, whether they may read it (index probes,
// issue 27), instead of first collecting every open job of their roles. The answer must stay what the old rule gave:
// the projects whose ids are in readableProjectIdsSql (collaborations, jobs held, jobs they may claim), in the list's
// order, on a varied studio: jobs of every status and type, invited staff, several freelancers and every tab.
import { sql } from 'kysely';
import { readableProjectIdsSql } from '../src/policies';
import { findActor } from '../src/repositories/users';
import { PROJECT_TABS } from '../src/schemas/project';
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createJob, createProject, createUser, type Project, type User } from './factories';
import { PROJECT_STATUSES } from '../src/db/types';

let t: TestApp;
let freelancers: User[];
let projects: Project[];

const base = Date.parse('2025-03-01T00:00:00.000Z');
const STATUSES = PROJECT_STATUSES;
const JOB_TYPES = ['script', 'voice', 'storyboard', 'coloring', 'other'] as const;
const JOB_STATUSES = ['open', 'open', 'inprogress', 'pending', 'completed'] as const;

beforeAll(async () => {
  t = await createTestApp();
  freelancers = [
    await createUser(t.db, { level: 'freelancer', roles: ['script', 'voice'] }),
    await createUser(t.db, { level: 'freelancer', roles: ['coloring'] }),
    await createUser(t.db, { level: 'freelancer', roles: [] }),
    await createUser(t.db, { level: 'freelancer', roles: ['storyboard', 'project-manager'] }),
  ];
  projects = [];
  for (let i = 0; i < 60; i++) {
    projects.push(
      await createProject(t.db, {
        title: `F${i}`,
        status: STATUSES[(i * 5) % STATUSES.length],
        collaborators: i % 11 === 0 ? [freelancers[i % freelancers.length]] : [],
        // Triples share an update time, so the id tie-breaker decides across page boundaries.
        updatedAt: new Date(base + Math.floor(i / 3) * 60_000),
      }),
    );
  }
  // Jobs spread with different strides, so each freelancer sees a different, irregular subset.
  for (let i = 0; i < 90; i++) {
    const status = JOB_STATUSES[(i * 3) % JOB_STATUSES.length];
    const invited = i % 7 === 0 ? [freelancers[(i / 7) % freelancers.length]] : [];
    await createJob(t.db, {
      project: projects[(i * 13) % projects.length],
      jobType: JOB_TYPES[(i * 7) % JOB_TYPES.length],
      status,
      claimedBy: status === 'open' ? undefined : freelancers[i % freelancers.length],
      staff: invited,
    });
  }
});
afterAll(() => t.close());

/** The old rule: the ids of readableProjectIdsSql, in the list's order, within the tab. */
async function oldRule(freelancer: User, tab: (typeof PROJECT_TABS)[number]): Promise<string[]> {
  const actor = (await findActor(t.db, freelancer.id))!;
  const tabSql =
    tab === 'all'
      ? sql`status not in ('onhold', 'trash')`
      : tab === 'my-projects' || tab === 'fbRelaunch'
        ? sql`false`
        : sql`status = ${tab}`;
  const rows = await sql<{ id: string }>`select id from projects
    where id in (${readableProjectIdsSql(actor)}) and ${tabSql}
    order by updated_at desc, id desc`.execute(t.db);
  return rows.rows.map((row) => row.id);
}

/** Every page of the tab as the freelancer reads it through the API, 7 at a time. */
async function pagedThrough(cookie: string, tab: string): Promise<string[]> {
  const ids: string[] = [];
  for (let skip = 0; ; skip += 7) {
    const response = await call(t.app, 'GET', `/api/projects?status=${tab}&skip=${skip}&limit=7`, { cookie });
    expect(response.statusCode).toBe(200);
    const page = response.json() as { projects: Array<{ _id: string }>; hasMore: boolean };
    ids.push(...page.projects.map((project) => project._id));
    if (!page.hasMore) return ids;
  }
}

it.each([0, 1, 2, 3])('freelancer %i reads exactly the projects the old rule gave, in order, in every status tab', async (n) => {
  const cookie = await signIn(t.db, freelancers[n]);
  let seen = 0;
  for (const tab of PROJECT_TABS.filter((tab) => tab !== 'my-projects' && tab !== 'fbRelaunch')) {
    const expected = await oldRule(freelancers[n], tab);
    expect(await pagedThrough(cookie, tab)).toEqual(expected);
    seen += expected.length;
  }
  // The data set gives every freelancer something to see (a list of nothing would prove nothing).
  expect(seen).toBeGreaterThan(3);
});
