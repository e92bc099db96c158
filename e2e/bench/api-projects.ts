// `npm run bench`, the projects API part (issue 8): GET /api/projects (the first page of `all`, 20 per page) as the
// demo admin and as the demo freelancer, and GET /api/projects/{id} (a demo project, as the admin), each read afresh
// (`Cache-Control: no-cache`: the page from the database every time; the session, as for every read, from the
// read cache, which holds only what the database holds) beside its floor: the same repository
// query for the same user on the same server with no session, policy, presenter or response schema work
// (`/api/projects/bench-floor…`, only served with BENCH_FLOOR=1). p50/p99 latency and requests per second at 50
// connections, with 10,000 and then 100,000 projects on PostgreSQL (server/scripts/bench-projects-data.ts fills them).
// Targets: at 100,000 projects the API serves ≥ 60% of the floor's throughput, and its p99 stays within 1.3× of its
// p99 at 10,000. Like the other API benches (measure.ts): the production build in its own process, autocannon in
// another, the median of RUNS short runs, each figure printed as measured with the load average. A measurement, never
// a failure. Alone: `BENCH_ONLY=projects npm run bench`, or `pnpm --filter e2e exec tsx bench/api-projects.ts`.
import { openDatabase } from '../../server/src/db/connect';
import { createBenchDatabase, type BenchDatabase } from '../../server/scripts/bench-data';
import { growProjectsTo } from '../../server/scripts/bench-projects-data';
import { DEMO } from '../support/session';
import { FigureTable, runAlone, signInCookie, skipped, startBenchServer, stopServer } from './measure';

const SECONDS = Number(process.env.BENCH_PROJECTS_SECONDS || 5);
const RUNS = Number(process.env.BENCH_PROJECTS_RUNS || 3);
const SIZES = (process.env.BENCH_PROJECTS_SIZES || '10000,100000').split(',').map(Number);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** The demo project whose page is read (it has collaborators and jobs, and exists at every size). */
const PAGE_PROJECT = 'The Night Shift';

/** The ids the floor routes need: the demo admin's and freelancer's, and the page's project. */
async function benchIds(bench: BenchDatabase) {
  const opened = await openDatabase(bench.target);
  try {
    const userId = async (email: string) =>
      (await opened.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const project = await opened.db
      .selectFrom('projects')
      .select('id')
      .where('title', '=', PAGE_PROJECT)
      .executeTakeFirstOrThrow();
    return { admin: await userId(DEMO.admin), freelancer: await userId(DEMO.freelancer), project: project.id };
  } finally {
    await opened.close();
  }
}

async function measure(table: FigureTable, bench: BenchDatabase, projects: number): Promise<void> {
  const ids = await benchIds(bench);
  const server = await startBenchServer(bench);
  const base = server.base;
  try {
    const admin = await signInCookie(base, DEMO.admin);
    const freelancer = await signInCookie(base, DEMO.freelancer);
    const cases = [
      {
        name: 'list, admin',
        api: `${base}/api/projects?limit=20`,
        floor: `${base}/api/projects/bench-floor?as=${ids.admin}&limit=20`,
        cookie: admin,
      },
      {
        name: 'list, freelancer',
        api: `${base}/api/projects?limit=20`,
        floor: `${base}/api/projects/bench-floor?as=${ids.freelancer}&limit=20`,
        cookie: freelancer,
      },
      {
        name: 'page, admin',
        api: `${base}/api/projects/${ids.project}`,
        floor: `${base}/api/projects/bench-floor/${ids.project}?as=${ids.admin}`,
        cookie: admin,
      },
    ];
    for (const test of cases) {
      for (const [url, cookie] of [
        [test.api, test.cookie],
        [test.floor, undefined],
      ] as const) {
        const response = await fetch(url, { headers: cookie ? { cookie, 'cache-control': 'no-cache' } : {} });
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      }
      table.measure(projects, test.name, 'api', test.api, [`cookie=${test.cookie}`, 'cache-control=no-cache']);
      table.measure(projects, test.name, 'floor', test.floor);
    }
  } finally {
    await stopServer(server);
  }
}

export async function benchProjectsApi(): Promise<void> {
  let bench: BenchDatabase;
  try {
    bench = await createBenchDatabase(POSTGRES_URL);
  } catch (error) {
    return skipped('the projects API bench', error);
  }
  const table = new FigureTable({
    title:
      'GET /api/projects and GET /api/projects/{id} on PostgreSQL, read afresh (Cache-Control: no-cache), vs the floor ' +
      '(same query, no session/policy/presenter)',
    unit: 'projects',
    runs: RUNS,
    seconds: SECONDS,
  });
  try {
    for (const size of SIZES) await measure(table, bench, await growProjectsTo(bench, size));
  } finally {
    await bench.drop();
  }
  table.summarise(0.6);
}

if (require.main === module) runAlone(benchProjectsApi);
