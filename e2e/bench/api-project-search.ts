// `npm run bench`, the global search's projects (issue 18): GET /api/projects/search (10 a page) with an English term
// most titles hold (found in the walk of the newest projects), a rare one (found off the full-text index) and a Thai
// substring inside titles written without spaces (the trigram index), as the demo admin (who reads every project)
// and as the demo freelancer (who searches their own set), read afresh (`Cache-Control: no-cache`), beside its floor:
// the same repository queries for the same user with no session, policy, presenter or response schema work
// (`/api/projects/bench-floor/search`, only served with BENCH_FLOOR=1). p50/p99 latency and requests per second at
// 50 connections, with 10,000 and then 1,000,000 projects on PostgreSQL (server/scripts/bench-projects-data.ts fills
// them; one title in five is Thai). Target: p99 at 1,000,000 within 1.3× of its p99 at 10,000. Prints each query's
// plan (EXPLAIN ANALYZE) at the largest size. A measurement, never a failure. Alone:
// `BENCH_ONLY=project-search npm run bench`, or `pnpm --filter e2e exec tsx bench/api-project-search.ts` (after a
// server build); `BENCH_PROJECT_SEARCH_SIZES=10000` picks the sizes, `BENCH_PROJECT_SEARCH_CASES=…` cases by name.
import { loadavg } from 'node:os';
import { openDatabase } from '../../server/src/db/connect';
import { createBenchDatabase, type BenchDatabase } from '../../server/scripts/bench-data';
import { explainProjectSearch, growProjectsTo } from '../../server/scripts/bench-projects-data';
import { DEMO } from '../support/session';
import { load, medianRun, signInCookie, startServer, stopServer, type Figure } from './api-jobs';

const PORT = Number(process.env.BENCH_PROJECT_SEARCH_PORT || 8101);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_PROJECT_SEARCH_SECONDS || 5);
const RUNS = Number(process.env.BENCH_PROJECT_SEARCH_RUNS || 3);
const SIZES = (process.env.BENCH_PROJECT_SEARCH_SIZES || '10000,1000000').split(',').map(Number);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
type Caller = 'admin' | 'freelancer';
/** Each case: the term and who searches (the demo projects' words are found at every size). */
const ALL_CASES: Array<{ name: string; term: string; as: Caller }> = [
  { name: 'en common, admin', term: 'bench project', as: 'admin' },
  { name: 'en rare, admin', term: 'project 7777', as: 'admin' },
  { name: 'th, admin', term: 'ทดสอบเรื่อง', as: 'admin' },
  { name: 'en common, freelancer', term: 'bench project', as: 'freelancer' },
  { name: 'th, freelancer', term: 'ทดสอบเรื่อง', as: 'freelancer' },
];
const CASES = ALL_CASES.filter(
  (test) => !process.env.BENCH_PROJECT_SEARCH_CASES || process.env.BENCH_PROJECT_SEARCH_CASES.split(',').includes(test.name),
);

type Row = { projects: number; name: string; api: Figure; floor: Figure; found: number; load: number };

async function userIds(bench: BenchDatabase): Promise<Record<Caller, string>> {
  const opened = await openDatabase(bench.target);
  try {
    const id = async (email: string) =>
      (await opened.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    return { admin: await id(DEMO.admin), freelancer: await id(DEMO.freelancer) };
  } finally {
    await opened.close();
  }
}

async function measure(bench: BenchDatabase, projects: number, ids: Record<Caller, string>): Promise<Row[]> {
  const loadAverage = loadavg()[0];
  const server = await startServer(bench, PORT);
  try {
    const cookies = { admin: await signInCookie(BASE, DEMO.admin), freelancer: await signInCookie(BASE, DEMO.freelancer) };
    const rows: Row[] = [];
    for (const test of CASES) {
      const query = `term=${encodeURIComponent(test.term)}&limit=10`;
      const url = `${BASE}/api/projects/search?${query}`;
      const floor = `${BASE}/api/projects/bench-floor/search?as=${ids[test.as]}&${query}`;
      const headers = [`cookie=${cookies[test.as]}`, 'cache-control=no-cache'];
      const response = await fetch(url, { headers: { cookie: cookies[test.as], 'cache-control': 'no-cache' } });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const found = ((await response.json()) as { projects: unknown[] }).projects.length;
      load(url, headers, 2); // warm the route (JIT, the database's buffers and plans)
      load(floor, [], 1);
      rows.push({
        projects,
        name: test.name,
        api: medianRun(url, headers, RUNS, SECONDS),
        floor: medianRun(floor, [], RUNS, SECONDS),
        found,
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
    `\nGET /api/projects/search on PostgreSQL, read afresh (Cache-Control: no-cache), vs the floor (the queries alone), ` +
      `50 connections, median of ${RUNS} runs of ${SECONDS} s:`,
  );
  console.log('  projects   case                    what    p50        p99        req/s    failed  found  load before');
  for (const row of rows) {
    for (const [what, figure] of [
      ['api', row.api],
      ['floor', row.floor],
    ] as const) {
      console.log(
        `  ${String(row.projects).padEnd(10)} ${row.name.padEnd(23)} ${what.padEnd(6)} ${ms(figure.p50)}  ${ms(figure.p99)}  ${rps(figure.rps)}  ${String(figure.failed).padEnd(6)}  ${String(row.found).padEnd(5)}  ${row.load.toFixed(1)}`,
      );
    }
  }
  const sizes = [...new Set(rows.map((row) => row.projects))].sort((a, b) => a - b);
  if (sizes.length < 2) return;
  const [small, large] = [sizes[0], sizes[sizes.length - 1]];
  for (const { name } of CASES) {
    const little = rows.find((row) => row.name === name && row.projects === small);
    const big = rows.find((row) => row.name === name && row.projects === large);
    if (!little || !big) continue;
    const growth = big.api.p99 / little.api.p99;
    console.log(
      `  ${name}: p99 at ${large.toLocaleString('en')} projects is ${growth.toFixed(2)}× its p99 at ${small.toLocaleString('en')} ` +
        `(target ≤ 1.3× ${growth <= 1.3 ? 'OK' : 'OVER'}); ${((big.api.rps / big.floor.rps) * 100).toFixed(0)}% of the floor's throughput`,
    );
  }
}

export async function benchProjectSearchApi(): Promise<void> {
  let bench: BenchDatabase;
  try {
    bench = await createBenchDatabase(POSTGRES_URL);
  } catch (error) {
    console.log(`\n(skipping the project search bench: ${error instanceof Error ? error.message : String(error)})`);
    return;
  }
  const rows: Row[] = [];
  try {
    const ids = await userIds(bench);
    for (const size of SIZES) {
      const projects = await growProjectsTo(bench, size);
      rows.push(...(await measure(bench, projects, ids)));
      // Each size's figures as soon as they are measured (the largest takes long to fill).
      print(rows);
    }
    for (const test of CASES) {
      const plan = await explainProjectSearch(bench, ids[test.as], test.term);
      console.log(`\n  plan of ${test.name}:\n    ${plan.join('\n    ')}`);
    }
  } finally {
    await bench.drop();
  }
}

if (require.main === module) {
  benchProjectSearchApi().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
