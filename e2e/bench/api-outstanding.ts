// `npm run bench`, the outstanding payments part (issue 12): GET /api/payments/outstanding (20 payees per page) as
// the demo admin, who sees every payee: the first page and a deep one (skip 400), read afresh (`Cache-Control:
// no-cache`: session and page from the database every time). p50/p99 latency and requests per second at 50
// connections, with 10,000 and then 1,000,000 jobs on PostgreSQL (server/scripts/bench-outstanding-data.ts: the
// jobs bench's data settled like a studio that pays monthly, so what is owed stays ~2,000 jobs while history grows).
// Target: p99 at 1,000,000 jobs within 1.3× of its p99 at 10,000. Like the other API benches (measure.ts): the
// production build in its own process, autocannon in another, the median of RUNS short runs, each figure printed
// as measured with the load average. A measurement, never a failure. Alone: `pnpm --filter e2e exec tsx
// bench/api-outstanding.ts` (after a server build).
import { createBenchDatabase, type BenchDatabase } from '../../server/scripts/bench-data';
import { growOutstandingTo } from '../../server/scripts/bench-outstanding-data';
import { FigureTable, runAlone, signInCookie, skipped, startBenchServer, stopServer } from './measure';

const SECONDS = Number(process.env.BENCH_OUTSTANDING_SECONDS || 5);
const RUNS = Number(process.env.BENCH_OUTSTANDING_RUNS || 3);
const SIZES = (process.env.BENCH_OUTSTANDING_SIZES || '10000,1000000').split(',').map(Number);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const CASES = [
  { name: 'first page', query: 'limit=20' },
  { name: 'skip 400', query: 'skip=400&limit=20' },
];

async function measure(table: FigureTable, bench: BenchDatabase, jobs: number): Promise<void> {
  const server = await startBenchServer(bench);
  try {
    const cookie = await signInCookie(server.base);
    const headers = [`cookie=${cookie}`, 'cache-control=no-cache'];
    for (const test of CASES) {
      const url = `${server.base}/api/payments/outstanding?${test.query}`;
      const response = await fetch(url, { headers: { cookie, 'cache-control': 'no-cache' } });
      const body = (await response.json()) as { entries?: unknown[] };
      if (!response.ok || !body.entries?.length) throw new Error(`${url} answered ${response.status} with no entries`);
      table.measure(jobs, test.name, 'api', url, headers, `${body.entries.length} payees`);
    }
  } finally {
    await stopServer(server);
  }
}

export async function benchOutstandingApi(): Promise<void> {
  let bench: BenchDatabase;
  try {
    bench = await createBenchDatabase(POSTGRES_URL);
  } catch (error) {
    return skipped('the outstanding payments bench', error);
  }
  const table = new FigureTable({
    title: 'GET /api/payments/outstanding on PostgreSQL as the admin (every payee), read afresh (Cache-Control: no-cache)',
    unit: 'jobs',
    runs: RUNS,
    seconds: SECONDS,
    nameWidth: 12,
  });
  try {
    for (const size of SIZES) await measure(table, bench, await growOutstandingTo(bench, size));
  } finally {
    await bench.drop();
  }
  table.summarise();
}

if (require.main === module) runAlone(benchOutstandingApi);
