// `npm run bench`, the jobs API part: GET /api/jobs (20 per page, signed in as the admin, who sees every job)
// against the floor — a bare route on the same server running the same page query with no session, policy or
// presenter work (only served with BENCH_FLOOR=1). p50/p99 latency and requests per second at 50 connections,
// with 10,000 and then 100,000 jobs in the table, on PGlite and on PostgreSQL. A measurement, never a failure.
// The API is measured twice: as browsers read it (`api`: repeated reads are answered from the read cache until
// the data changes) and with `Cache-Control: no-cache` (`api fresh`: session and page read from the database
// every time, the cost of a first read).
// The server runs as its own process (production build, NODE_ENV=production, LOG_LEVEL=warn) and autocannon as
// another, so neither steals the other's event loop; each figure is the median of RUNS short runs, printed as soon
// as it is measured with the load average (the machine is shared: a busy neighbour moves every figure).
import { createBenchDatabase, growJobsTo, type BenchDatabase } from '../../server/scripts/bench-data';
import { FigureTable, runAlone, signInCookie, skipped, startBenchServer, stopServer } from './measure';

const SECONDS = Number(process.env.BENCH_JOBS_SECONDS || 5);
const RUNS = Number(process.env.BENCH_JOBS_RUNS || 3);
const SIZES = (process.env.BENCH_JOBS_SIZES || '10000,100000').split(',').map(Number);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function measure(table: FigureTable, bench: BenchDatabase, jobs: number): Promise<void> {
  const server = await startBenchServer(bench);
  try {
    const cookie = await signInCookie(server.base);
    const api = `${server.base}/api/jobs?limit=20`;
    const page = await fetch(api, { headers: { cookie } });
    const body = (await page.json()) as { jobs?: unknown[] };
    if (!page.ok || body.jobs?.length !== 20)
      throw new Error(`GET /api/jobs answered ${page.status} with ${body.jobs?.length} jobs`);
    const signedIn = [`cookie=${cookie}`];
    table.measure(jobs, bench.kind, 'api', api, signedIn);
    table.measure(jobs, bench.kind, 'api fresh', api, [...signedIn, 'cache-control=no-cache']);
    table.measure(jobs, bench.kind, 'floor', `${server.base}/api/jobs/bench-floor?limit=20`);
  } finally {
    await stopServer(server);
  }
}

/** The jobs' own targets on PostgreSQL at the largest size: p99, share of the floor, throughput kept as it grows. */
function summarise(table: FigureTable): void {
  const sizes = table.sizes();
  const [small, large] = [sizes[0], sizes[sizes.length - 1]];
  for (const database of ['pglite', 'postgres']) {
    const [api, fresh, floor, before] = [
      table.figure(large, database, 'api'),
      table.figure(large, database, 'api fresh'),
      table.figure(large, database, 'floor'),
      table.figure(small, database, 'api'),
    ];
    if (!api || !fresh || !floor || !before || small === large) continue;
    const share = api.rps / floor.rps;
    const drop = 1 - api.rps / before.rps;
    const targets =
      database === 'postgres'
        ? `  targets: p99 ≤ 25 ms ${api.p99 <= 25 ? 'OK' : 'OVER'}; ≥ 50% of the floor ${share >= 0.5 ? 'OK' : 'UNDER'}; drop ≤ 33% ${drop <= 1 / 3 ? 'OK' : 'OVER'}`
        : '';
    console.log(
      `  ${database}: at ${large.toLocaleString('en')} jobs the API serves ${(share * 100).toFixed(0)}% of the floor's throughput ` +
        `(${((fresh.rps / floor.rps) * 100).toFixed(0)}% reading afresh every time); ` +
        `from ${small.toLocaleString('en')} to ${large.toLocaleString('en')} jobs its throughput ${drop > 0 ? 'falls' : 'rises'} by ${Math.abs(drop * 100).toFixed(0)}%.${targets}`,
    );
  }
}

export async function benchJobsApi(): Promise<void> {
  const table = new FigureTable({
    title:
      'GET /api/jobs (admin, 20 per page) vs the floor (same page query, no session/policy/presenter); the case is the database',
    unit: 'jobs',
    runs: RUNS,
    seconds: SECONDS,
    nameWidth: 10,
  });
  for (const serverUrl of [undefined, POSTGRES_URL]) {
    let bench: BenchDatabase;
    try {
      bench = await createBenchDatabase(serverUrl);
    } catch (error) {
      skipped(serverUrl ? 'PostgreSQL' : 'PGlite', error);
      continue;
    }
    try {
      for (const size of SIZES) await measure(table, bench, await growJobsTo(bench, size));
    } finally {
      await bench.drop();
    }
  }
  summarise(table);
}

if (require.main === module) runAlone(benchJobsApi);
