// A freelancer's tab counts (GET /api/projects/counts) are read off `project_open_roles`, the per-project summary of
// open jobs that migration 0043's triggers keep (issue 27, decision 0725). Below the cap each count must equal the
// total the list itself pages through for the same tab, on a studio built through the app's own writes: jobs created
// (some inviting staff), claimed, released, reopened and deleted, projects moved between statuses, put on hold, moved
// to the trash and kept from relaunching. Past 1,000 projects a tab says "capped" and shows 1000.
import { sql } from 'kysely';
import { PROJECT_TABS, type ProjectTab } from '../src/schemas/project';
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createUser, type User } from './factories';

let t: TestApp;
let admin: User;
let adminCookie: string;
let freelancers: User[];
const projectIds: string[] = [];

type Counts = { counts: Record<ProjectTab, number>; capped: ProjectTab[] };

async function as(cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  // Afresh: some writes below go straight to the database, past the read cache's notice of changes.
  const headers = { 'cache-control': 'no-cache' };
  const response = await call(t.app, method, url, { cookie, headers, ...(payload ? { payload } : {}) });
  if (response.statusCode !== 200 && response.statusCode !== 201) {
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  }
  return response.json();
}

async function createJobVia(projectId: string, jobType: string, staff: string[] = []): Promise<string> {
  const body = await as(adminCookie, 'POST', '/api/jobs', {
    projectId,
    jobType,
    prices: { '1': 10, '2': 20, '3': 30 },
    ...(jobType === 'other' ? { title: 'Extra' } : {}),
    staff,
  });
  return body.job._id;
}

/** Every project of the tab as the freelancer's list pages through it. */
async function listTotal(cookie: string, tab: ProjectTab): Promise<number> {
  let total = 0;
  for (let skip = 0; ; skip += 100) {
    const page = (await as(cookie, 'GET', `/api/projects?status=${tab}&skip=${skip}&limit=100`)) as {
      projects: unknown[];
      hasMore: boolean;
    };
    total += page.projects.length;
    if (!page.hasMore) return total;
  }
}

/** The summary as the triggers left it, beside what it would be if built afresh from the jobs and projects. */
async function summaryDrift(): Promise<{ kept: unknown[]; fresh: unknown[] }> {
  const kept = await sql`select project_id, job_type, invitee, status, relaunch_from, open_jobs from project_open_roles
    order by 1, 2, 3`.execute(t.db);
  const fresh = await sql`select j.project_id, j.job_type, i.invitee, p.status,
      case when p.status = 'launched' and not p.disable_relaunch then p.fb_launch_date end as relaunch_from,
      count(*)::int as open_jobs
    from jobs j join projects p on p.id = j.project_id
    cross join lateral (select distinct unnest(case when cardinality(j.staff) = 0
      then array['00000000-0000-0000-0000-000000000000'::uuid] else j.staff end) as invitee) i
    where j.status = 'open' group by 1, 2, 3, 4, 5 order by 1, 2, 3`.execute(t.db);
  return { kept: kept.rows, fresh: fresh.rows };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { level: 'admin' });
  adminCookie = await signIn(t.db, admin);
  freelancers = [
    await createUser(t.db, { level: 'freelancer', roles: ['script', 'voice'] }),
    await createUser(t.db, { level: 'freelancer', roles: ['coloring'] }),
    await createUser(t.db, { level: 'freelancer', roles: [] }),
  ];
  const [scripter, colorist, bare] = freelancers;
  for (let i = 0; i < 14; i++) {
    const created = await as(adminCookie, 'POST', '/api/projects', { title: `Counted ${i}` });
    projectIds.push(created.project._id);
  }
  const p = projectIds;
  const job = {
    script0: await createJobVia(p[0], 'script'),
    script1: await createJobVia(p[1], 'script'),
    voice1: await createJobVia(p[1], 'voice'),
    coloring2: await createJobVia(p[2], 'coloring'),
    other3: await createJobVia(p[3], 'other'),
    invitedBare4: await createJobVia(p[4], 'other', [bare.id]),
    invitedColorist5: await createJobVia(p[5], 'coloring', [colorist.id]),
    invitedTwo13: await createJobVia(p[13], 'other', [bare.id, scripter.id]),
    invitedScripter6: await createJobVia(p[6], 'script', [scripter.id]),
    script7: await createJobVia(p[7], 'script'),
    voice8: await createJobVia(p[8], 'voice'),
    coloring9: await createJobVia(p[9], 'coloring'),
    script10: await createJobVia(p[10], 'script'),
    script11: await createJobVia(p[11], 'script'),
    voice12: await createJobVia(p[12], 'voice'),
  };
  const scripterCookie = await signIn(t.db, scripter);
  const coloristCookie = await signIn(t.db, colorist);
  // Claimed: the claimant keeps the project (held job), others lose it.
  await as(scripterCookie, 'POST', `/api/jobs/${job.script7}/claim`);
  await as(coloristCookie, 'POST', `/api/jobs/${job.coloring9}/claim`);
  // Claimed then released, and claimed then reopened by the admin: open again.
  await as(scripterCookie, 'POST', `/api/jobs/${job.voice8}/claim`);
  await as(scripterCookie, 'POST', `/api/jobs/${job.voice8}/release`);
  await as(scripterCookie, 'POST', `/api/jobs/${job.script10}/claim`);
  await as(adminCookie, 'POST', `/api/jobs/${job.script10}/status`, { status: 'open' });
  // Deleted: the project's only job, and one of two.
  await as(adminCookie, 'DELETE', `/api/jobs/${job.script11}`);
  await as(adminCookie, 'DELETE', `/api/jobs/${job.voice1}`);
  // Projects moved between statuses, on hold, to the trash, launched and kept from relaunching.
  await as(adminCookie, 'POST', `/api/projects/${p[0]}/status`, { status: 'production' });
  await as(adminCookie, 'POST', `/api/projects/${p[1]}/status`, { status: 'launched' });
  await as(adminCookie, 'POST', `/api/projects/${p[3]}/status`, { status: 'script-writing' });
  await as(adminCookie, 'POST', `/api/projects/${p[3]}/status`, { status: 'finalizing' });
  await as(adminCookie, 'POST', `/api/projects/${p[2]}/hold`);
  await as(adminCookie, 'POST', `/api/projects/${p[12]}/trash`);
  await as(adminCookie, 'POST', `/api/projects/${p[8]}/status`, { status: 'launched' });
  await as(adminCookie, 'POST', `/api/projects/${p[10]}/status`, { status: 'launched' });
  await as(adminCookie, 'POST', `/api/projects/${p[10]}/change-meta`, { name: 'disableRelaunch', value: true });
  // Launched on Facebook long ago: due a relaunch (the launch date is not an app write; the status moves are).
  await t.db
    .updateTable('projects')
    .set({ fb_launch_date: new Date('2024-01-01T00:00:00Z') })
    .where('id', 'in', [p[1], p[8], p[10]])
    .execute();
  expect(job.invitedScripter6).toBeTruthy();
});
afterAll(() => t.close());

it('keeps the summary exactly what the jobs and projects say after every kind of write', async () => {
  const { kept, fresh } = await summaryDrift();
  expect(fresh.length).toBeGreaterThan(5);
  expect(kept).toEqual(fresh);
});

it.each([0, 1, 2])("freelancer %i's count of every tab equals the total their list pages through", async (n) => {
  const cookie = await signIn(t.db, freelancers[n]);
  const answer = (await as(cookie, 'GET', '/api/projects/counts')) as Counts;
  expect(answer.capped).toEqual([]);
  let seen = 0;
  for (const tab of PROJECT_TABS.filter((tab) => tab !== 'my-projects')) {
    const total = await listTotal(cookie, tab);
    expect({ tab, count: answer.counts[tab] }).toEqual({ tab, count: total });
    seen += total;
  }
  // Each freelancer sees something (a count of nothing would prove nothing).
  expect(seen).toBeGreaterThan(1);
});

it('counts the relaunch tab from the launch date and the "disable relaunch" flag', async () => {
  const cookie = await signIn(t.db, freelancers[0]);
  const answer = (await as(cookie, 'GET', '/api/projects/counts')) as Counts;
  // Launched: p1 (script, open) and p8 (voice, released) and p10 (script, reopened, relaunch disabled).
  expect(answer.counts.launched).toBe(3);
  expect(answer.counts.fbRelaunch).toBe(2);
});

it('stops past 1,000 projects and says which tabs stopped', async () => {
  // 1,005 projects in production, each with an open script job (bulk writes: the statement triggers keep up).
  await sql`insert into projects (title, status) select 'Bulk ' || g, 'production' from generate_series(1, 1005) g`.execute(t.db);
  await sql`insert into jobs (project_id, job_type, status) select id, 'script', 'open' from projects
    where title like 'Bulk %'`.execute(t.db);
  const scripter = (await as(await signIn(t.db, freelancers[0]), 'GET', '/api/projects/counts')) as Counts;
  expect(scripter.counts.production).toBe(1000);
  expect(scripter.counts.all).toBe(1000);
  expect(scripter.capped.sort()).toEqual(['all', 'production']);
  // A freelancer without the role still has exact counts.
  const colorist = (await as(await signIn(t.db, freelancers[1]), 'GET', '/api/projects/counts')) as Counts;
  expect(colorist.capped).toEqual([]);
  expect(colorist.counts.production).toBeLessThan(1000);
  // Deleting them all (one statement) empties the summary of them again.
  await sql`delete from jobs where project_id in (select id from projects where title like 'Bulk %')`.execute(t.db);
  const { kept, fresh } = await summaryDrift();
  expect(kept).toEqual(fresh);
});
