// `npm run bench`, the lists that grew with their table (issue 27 target 3): the demo freelancer's GET /api/projects
// (first page of `all`) and GET /api/projects/counts, and the demo admin's GET /api/users (first page) and its name
// lookup, read afresh (`Cache-Control: no-cache`), at 10,000 and then 1,000,000 jobs and users on PostgreSQL (with
// BENCH_LISTS_PROJECTS projects, 10,000 unless told; server/scripts/bench-lists-data.ts fills them). At each size
// it prints every list query's plan (EXPLAIN ANALYZE, BUFFERS; custom and generic) and a line per query with its
// execution time and buffers, then p50/p99 and requests per second at 50 connections (measure.ts). Target: each
// list's p99 at 1,000,000 within 1.3× of its p99 at 10,000, and its plan's buffers not growing with the table.
// A measurement, never a failure. Alone: `BENCH_ONLY=lists npm run bench`, or
// `pnpm --filter e2e exec tsx bench/api-lists.ts` (after a server build); `BENCH_LISTS_SIZES=10000,1000000`,
// `BENCH_LISTS_PLANS=0` leaves the whole plans out (the summary lines stay), `BENCH_LISTS_API=0` the API figures.
import type { BenchDatabase } from '../../server/scripts/bench-data';
import { growJobsTo } from '../../server/scripts/bench-data';
import { explainLists, growUsersTo } from '../../server/scripts/bench-lists-data';
import { DEMO } from '../support/session';
import { growingSettings, runGrowingBench } from './growing';
import { runAlone, signInCookie, startBenchServer, stopServer, type FigureTable } from './measure';

async function measure(table: FigureTable, bench: BenchDatabase, size: number): Promise<void> {
  const server = await startBenchServer(bench);
  const base = server.base;
  try {
    const cookies = { freelancer: await signInCookie(base, DEMO.freelancer), admin: await signInCookie(base, DEMO.admin) };
    const cases = [
      { name: 'projects, freelancer', url: `${base}/api/projects?limit=20`, as: cookies.freelancer },
      { name: 'counts, freelancer', url: `${base}/api/projects/counts`, as: cookies.freelancer },
      { name: 'users, first page', url: `${base}/api/users?limit=50`, as: cookies.admin },
      { name: 'users, rare lookup', url: `${base}/api/users?limit=50&lookup=rare%20person%201024`, as: cookies.admin },
    ];
    for (const test of cases) {
      const response = await fetch(test.url, { headers: { cookie: test.as, 'cache-control': 'no-cache' } });
      if (!response.ok) throw new Error(`${test.url} answered ${response.status}`);
      table.measure(size, test.name, 'api', test.url, [`cookie=${test.as}`, 'cache-control=no-cache']);
    }
  } finally {
    await stopServer(server);
  }
}

export function benchListsApi(): Promise<void> {
  return runGrowingBench({
    label: 'the lists bench',
    settings: growingSettings('LISTS'),
    table: { title: "The lists that grew with their table (freelancer's projects and counts, users), read afresh", unit: 'rows' },
    async grow(bench, size) {
      await growJobsTo(bench, size);
      await growUsersTo(bench, size);
      return { size, made: `${size.toLocaleString('en')} jobs and users` };
    },
    explain: (target, _prepared, print) => explainLists(target, DEMO.freelancer, print),
    plansTitle: (size) => `List queries at ${size.toLocaleString('en')} jobs and users`,
    measure: (table, bench, size) => measure(table, bench, size),
  });
}

if (require.main === module) runAlone(benchListsApi);
