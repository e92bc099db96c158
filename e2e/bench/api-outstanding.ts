// `npm run bench`, the outstanding payments part (issue 12): GET /api/payments/outstanding (20 payees per page) as
// the demo admin, who sees every payee: the first page and a deep one (skip 400), read afresh (`Cache-Control:
// no-cache`: session and page from the database every time). p50/p99 latency and requests per second at 50
// connections, with 10,000 and then 1,000,000 jobs on PostgreSQL (server/scripts/bench-outstanding-data.ts: the
// jobs bench's data settled like a studio that pays monthly, so what is owed stays ~2,000 jobs while history grows).
// Target: p99 at 1,000,000 jobs within 1.3× of its p99 at 10,000. Like the other API benches: the production build
// in its own process, autocannon in another, the median of RUNS short runs, the load average beside each size.
// A measurement, never a failure. Alone: `pnpm --filter e2e exec tsx bench/api-outstanding.ts` (after a server build).
import { loadavg } from 'node:os';
import { createBenchDatabase, type BenchDatabase } from '../../server/scripts/bench-data';
import { growOutstandingTo } from '../../server/scripts/bench-outstanding-data';
import { load, medianRun, signInCookie, startServer, stopServer, type Figure } from './api-jobs';

const PORT = Number(process.env.BENCH_OUTSTANDING_PORT || 8098);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_OUTSTANDING_SECONDS || 5);
const RUNS = Number(process.env.BENCH_OUTSTANDING_RUNS || 3);
const SIZES = (process.env.BENCH_OUTSTANDING_SIZES || '10000,1000000').split(',').map(Number);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const CASES = [
  { name: 'first page', query: 'limit=20' },
  { name: 'skip 400', query: 'skip=400&limit=20' },
];

type Row = { jobs: number; name: string; api: Figure; payees: number; load: number };

async function measure(bench: BenchDatabase, jobs: number): Promise<Row[]> {
  const loadAverage = loadavg()[0];
  const server = await startServer(bench, PORT);
  try {
    const cookie = await signInCookie(BASE);
    const headers = [`cookie=${cookie}`, 'cache-control=no-cache'];
    const rows: Row[] = [];
    for (const test of CASES) {
      const url = `${BASE}/api/payments/outstanding?${test.query}`;
      const response = await fetch(url, { headers: { cookie, 'cache-control': 'no-cache' } });
      const body = (await response.json()) as { entries?: unknown[] };
      if (!response.ok || !body.entries?.length) throw new Error(`${url} answered ${response.status} with no entries`);
      load(url, headers, 2); // warm the route (JIT, the database's buffers and plans)
      rows.push({
        jobs,
        name: test.name,
        api: medianRun(url, headers, RUNS, SECONDS),
        payees: body.entries.length,
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
    `\nGET /api/payments/outstanding on PostgreSQL as the admin (every payee), read afresh (Cache-Control: no-cache), ` +
      `50 connections, median of ${RUNS} runs of ${SECONDS} s:`,
  );
  console.log('  jobs       case         p50        p99        req/s    failed  load before');
  for (const row of rows) {
    console.log(
      `  ${String(row.jobs).padEnd(10)} ${row.name.padEnd(12)} ${ms(row.api.p50)}  ${ms(row.api.p99)}  ${rps(row.api.rps)}  ${String(row.api.failed).padEnd(6)}  ${row.load.toFixed(1)}`,
    );
  }
  const sizes = [...new Set(rows.map((row) => row.jobs))].sort((a, b) => a - b);
  if (sizes.length < 2) return;
  const [small, large] = [sizes[0], sizes[sizes.length - 1]];
  for (const { name } of CASES) {
    const little = rows.find((row) => row.name === name && row.jobs === small);
    const big = rows.find((row) => row.name === name && row.jobs === large);
    if (!little || !big) continue;
    const growth = big.api.p99 / little.api.p99;
    console.log(
      `  ${name}: p99 at ${large.toLocaleString('en')} jobs is ${growth.toFixed(2)}× its p99 at ${small.toLocaleString('en')} ` +
        `(target ≤ 1.3× ${growth <= 1.3 ? 'OK' : 'OVER'})`,
    );
  }
}

export async function benchOutstandingApi(): Promise<void> {
  let bench: BenchDatabase;
  try {
    bench = await createBenchDatabase(POSTGRES_URL);
  } catch (error) {
    console.log(`\n(skipping the outstanding payments bench: ${error instanceof Error ? error.message : String(error)})`);
    return;
  }
  const rows: Row[] = [];
  try {
    for (const size of SIZES) {
      const jobs = await growOutstandingTo(bench, size);
      rows.push(...(await measure(bench, jobs)));
    }
  } finally {
    await bench.drop();
  }
  print(rows);
}

if (require.main === module) {
  benchOutstandingApi().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
