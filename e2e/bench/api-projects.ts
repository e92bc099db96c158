// `npm run bench`, the projects API part (issue 8): GET /api/projects (the first page of `all`, 20 per page) as the
// demo admin and as the demo freelancer, and GET /api/projects/{id} (a demo project, as the admin), each read afresh
// (`Cache-Control: no-cache`: the page from the database every time; the session, as for every read, from the
// read cache, which holds only what the database holds) beside its floor: the same repository
// query for the same user on the same server with no session, policy, presenter or response schema work
// (`/api/projects/bench-floor…`, only served with BENCH_FLOOR=1). p50/p99 latency and requests per second at 50
// connections, with 10,000 and then 100,000 projects on PostgreSQL (server/scripts/bench-projects-data.ts fills them).
// Targets: at 100,000 projects the API serves ≥ 60% of the floor's throughput, and its p99 stays within 1.3× of its
// p99 at 10,000. Like the jobs bench: the production build in its own process, autocannon in another, the median of
// RUNS short runs, the load average beside each size. A measurement, never a failure.
import { loadavg } from 'node:os';
import { openDatabase } from '../../server/src/db/connect';
import { createBenchDatabase, type BenchDatabase } from '../../server/scripts/bench-data';
import { growProjectsTo } from '../../server/scripts/bench-projects-data';
import { DEMO } from '../support/session';
import { load, medianRun, signInCookie, startServer, stopServer, type Figure } from './api-jobs';

const PORT = Number(process.env.BENCH_PROJECTS_PORT || 8097);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_PROJECTS_SECONDS || 5);
const RUNS = Number(process.env.BENCH_PROJECTS_RUNS || 3);
const SIZES = (process.env.BENCH_PROJECTS_SIZES || '10000,100000').split(',').map(Number);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** The demo project whose page is read (it has collaborators and jobs, and exists at every size). */
const PAGE_PROJECT = 'The Night Shift';

type Row = { projects: number; name: string; api: Figure; floor: Figure; load: number };

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

async function measure(bench: BenchDatabase, projects: number): Promise<Row[]> {
  const ids = await benchIds(bench);
  const loadAverage = loadavg()[0];
  const server = await startServer(bench, PORT);
  try {
    const admin = await signInCookie(BASE, DEMO.admin);
    const freelancer = await signInCookie(BASE, DEMO.freelancer);
    const cases = [
      {
        name: 'list, admin',
        api: `${BASE}/api/projects?limit=20`,
        floor: `${BASE}/api/projects/bench-floor?as=${ids.admin}&limit=20`,
        cookie: admin,
      },
      {
        name: 'list, freelancer',
        api: `${BASE}/api/projects?limit=20`,
        floor: `${BASE}/api/projects/bench-floor?as=${ids.freelancer}&limit=20`,
        cookie: freelancer,
      },
      {
        name: 'page, admin',
        api: `${BASE}/api/projects/${ids.project}`,
        floor: `${BASE}/api/projects/bench-floor/${ids.project}?as=${ids.admin}`,
        cookie: admin,
      },
    ];
    const rows: Row[] = [];
    for (const test of cases) {
      const headers = [`cookie=${test.cookie}`, 'cache-control=no-cache'];
      for (const [url, cookie] of [
        [test.api, test.cookie],
        [test.floor, undefined],
      ] as const) {
        const response = await fetch(url, { headers: cookie ? { cookie, 'cache-control': 'no-cache' } : {} });
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      }
      // Warm the routes (JIT, the database's buffers and plans) before measuring.
      load(test.api, headers, 2);
      load(test.floor, [], 1);
      rows.push({
        projects,
        name: test.name,
        api: medianRun(test.api, headers, RUNS, SECONDS),
        floor: medianRun(test.floor, [], RUNS, SECONDS),
        load: loadAverage,
      });
    }
    return rows;
  } finally {
    await stopServer(server);
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
const rps = (n: number) => `${Math.round(n)}/s`.padStart(8);

function print(rows: Row[]): void {
  console.log(
    `\nGET /api/projects and GET /api/projects/{id} on PostgreSQL, read afresh (Cache-Control: no-cache), vs the floor ` +
      `(same query, no session/policy/presenter), 50 connections, median of ${RUNS} runs of ${SECONDS} s:`,
  );
  console.log('  projects  case              route   p50        p99        req/s    failed  load before');
  for (const row of rows) {
    for (const [route, figure] of [
      ['api', row.api],
      ['floor', row.floor],
    ] as const) {
      console.log(
        `  ${String(row.projects).padEnd(9)} ${row.name.padEnd(17)} ${route.padEnd(6)} ${ms(figure.p50)}  ${ms(figure.p99)}  ${rps(figure.rps)}  ${String(figure.failed).padEnd(6)}  ${row.load.toFixed(1)}`,
      );
    }
  }
  const sizes = [...new Set(rows.map((row) => row.projects))].sort((a, b) => a - b);
  if (sizes.length === 0) return;
  const small = sizes[0];
  const large = sizes[sizes.length - 1];
  for (const name of new Set(rows.map((row) => row.name))) {
    const at = (size: number) => rows.find((row) => row.name === name && row.projects === size);
    const big = at(large);
    const little = at(small);
    if (!big) continue;
    const share = big.api.rps / big.floor.rps;
    const growth = little && large !== small ? big.api.p99 / little.api.p99 : null;
    console.log(
      `  ${name}: at ${large.toLocaleString('en')} projects ${(share * 100).toFixed(0)}% of the floor's throughput ` +
        `(target ≥ 60% ${share >= 0.6 ? 'OK' : 'UNDER'})` +
        (growth === null
          ? ''
          : `; p99 ${growth.toFixed(2)}× its p99 at ${small.toLocaleString('en')} (target ≤ 1.3× ${growth <= 1.3 ? 'OK' : 'OVER'})`),
    );
  }
}

export async function benchProjectsApi(): Promise<void> {
  let bench: BenchDatabase;
  try {
    bench = await createBenchDatabase(POSTGRES_URL);
  } catch (error) {
    console.log(`\n(skipping the projects API bench: ${error instanceof Error ? error.message : String(error)})`);
    return;
  }
  const rows: Row[] = [];
  try {
    for (const size of SIZES) {
      const projects = await growProjectsTo(bench, size);
      rows.push(...(await measure(bench, projects)));
    }
  } finally {
    await bench.drop();
  }
  print(rows);
}

if (require.main === module) {
  benchProjectsApi().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
