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
import { openDatabase } from '../../server/src/db/connect';
import { createBenchDatabase, type BenchDatabase } from '../../server/scripts/bench-data';
import { explainProjectSearch, growProjectsTo } from '../../server/scripts/bench-projects-data';
import { DEMO } from '../support/session';
import { FigureTable, runAlone, signInCookie, skipped, startBenchServer, stopServer } from './measure';

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

async function measure(table: FigureTable, bench: BenchDatabase, projects: number, ids: Record<Caller, string>): Promise<void> {
  const server = await startBenchServer(bench);
  const base = server.base;
  try {
    const cookies = { admin: await signInCookie(base, DEMO.admin), freelancer: await signInCookie(base, DEMO.freelancer) };
    for (const test of CASES) {
      const query = `term=${encodeURIComponent(test.term)}&limit=10`;
      const url = `${base}/api/projects/search?${query}`;
      const response = await fetch(url, { headers: { cookie: cookies[test.as], 'cache-control': 'no-cache' } });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const found = ((await response.json()) as { projects: unknown[] }).projects.length;
      table.measure(projects, test.name, 'api', url, [`cookie=${cookies[test.as]}`, 'cache-control=no-cache'], `${found} found`);
      table.measure(projects, test.name, 'floor', `${base}/api/projects/bench-floor/search?as=${ids[test.as]}&${query}`);
    }
  } finally {
    await stopServer(server);
  }
}

export async function benchProjectSearchApi(): Promise<void> {
  let bench: BenchDatabase;
  try {
    bench = await createBenchDatabase(POSTGRES_URL);
  } catch (error) {
    return skipped('the project search bench', error);
  }
  const table = new FigureTable({
    title: 'GET /api/projects/search on PostgreSQL, read afresh (Cache-Control: no-cache), vs the floor (the queries alone)',
    unit: 'projects',
    runs: RUNS,
    seconds: SECONDS,
    nameWidth: 23,
  });
  try {
    const ids = await userIds(bench);
    for (const size of SIZES) await measure(table, bench, await growProjectsTo(bench, size), ids);
    table.summarise();
    for (const test of CASES) {
      const plan = await explainProjectSearch(bench, ids[test.as], test.term);
      console.log(`\n  plan of ${test.name}:\n    ${plan.join('\n    ')}`);
    }
  } finally {
    await bench.drop();
  }
}

if (require.main === module) runAlone(benchProjectSearchApi);
