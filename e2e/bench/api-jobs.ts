// `npm run bench`, the jobs API part: GET /api/jobs (20 per page, signed in as the admin, who sees every job)
// against the floor — a bare route on the same server running the same page query with no session, policy or
// presenter work (only served with BENCH_FLOOR=1). p50/p99 latency and requests per second at 50 connections,
// with 10,000 and then 100,000 jobs in the table, on PGlite and on PostgreSQL. A measurement, never a failure.
// The API is measured twice: as browsers read it (`api`: repeated reads are answered from the read cache until
// the data changes) and with `Cache-Control: no-cache` (`api fresh`: session and page read from the database
// every time, the cost of a first read).
// The server runs as its own process (production build, NODE_ENV=production, LOG_LEVEL=warn) and autocannon as
// another, so neither steals the other's event loop; each figure is the median of RUNS short runs, and the
// load average is printed, since the machine is shared (a busy neighbour moves every figure).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createBenchDatabase, growJobsTo, type BenchDatabase } from '../../server/scripts/bench-data';
import { DEPLOY_DIR, REPO_ROOT } from '../support/server';
import { DEMO, PASSWORD } from '../support/session';

const PORT = Number(process.env.BENCH_JOBS_PORT || 8096);
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_JOBS_SECONDS || 5);
const RUNS = Number(process.env.BENCH_JOBS_RUNS || 3);
const SIZES = [10_000, 100_000];
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const AUTOCANNON = join(__dirname, '..', 'node_modules', '.bin', 'autocannon');
/** BENCH_SERVER_MAIN compares another build (e.g. one from before a change) on the same data. */
const SERVER_MAIN = process.env.BENCH_SERVER_MAIN || join(REPO_ROOT, 'server/dist/main.js');

/** The parts of autocannon's --json report we print. */
type Report = { latency: { p50: number; p99: number }; requests: { average: number }; non2xx: number; errors: number };
export type Figure = { p50: number; p99: number; rps: number; failed: number };
type Row = { database: string; jobs: number; api: Figure; fresh: Figure; floor: Figure; load: number };

/** The production build on the bench database, as its own process (BENCH_FLOOR=1 serves the floor routes). */
export async function startServer(bench: BenchDatabase, port = PORT): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn('node', [SERVER_MAIN], {
    env: {
      ...process.env,
      ...bench.env,
      PORT: String(port),
      DEPLOY_DIR,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      BENCH_FLOOR: '1',
    },
    stdio: 'ignore',
  });
  // BENCH_SERVER_START_SECONDS: how long to wait for it (a busy machine starts it slowly).
  const tries = Number(process.env.BENCH_SERVER_START_SECONDS || 60) * 4;
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(`${base}/api/remotes`)).ok) return child;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('the server did not start');
}

export async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A session cookie for a demo account (the admin unless told). */
export async function signInCookie(base = BASE, email: string = DEMO.admin): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`sign-in as ${email} failed: ${response.status}`);
  return cookie;
}

/** One autocannon run of `seconds` at CONNECTIONS connections. */
export function load(url: string, headers: string[], seconds: number): Figure {
  const args = ['-c', String(CONNECTIONS), '-d', String(seconds), '--json'];
  for (const header of headers) args.push('-H', header);
  const run = spawnSync(AUTOCANNON, [...args, url], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`autocannon failed: ${run.stderr}`);
  const report = JSON.parse(run.stdout) as Report;
  return {
    p50: report.latency.p50,
    p99: report.latency.p99,
    rps: report.requests.average,
    failed: report.non2xx + report.errors,
  };
}

/** The run with the median throughput of `count` runs (one noisy run on a shared machine says little). */
export function medianRun(url: string, headers: string[], count = RUNS, seconds = SECONDS): Figure {
  const runs = Array.from({ length: count }, () => load(url, headers, seconds)).sort((a, b) => a.rps - b.rps);
  const median = runs[Math.floor(runs.length / 2)];
  return { ...median, failed: runs.reduce((sum, run) => sum + run.failed, 0) };
}

async function measure(bench: BenchDatabase, jobs: number): Promise<Row> {
  const loadAverage = loadavg()[0];
  const server = await startServer(bench);
  try {
    const cookie = await signInCookie();
    const page = await fetch(`${BASE}/api/jobs?limit=20`, { headers: { cookie } });
    const body = (await page.json()) as { jobs?: unknown[] };
    if (!page.ok || body.jobs?.length !== 20)
      throw new Error(`GET /api/jobs answered ${page.status} with ${body.jobs?.length} jobs`);
    const api = `${BASE}/api/jobs?limit=20`;
    const floor = `${BASE}/api/jobs/bench-floor?limit=20`;
    const signedIn = [`cookie=${cookie}`];
    const uncached = [...signedIn, 'cache-control=no-cache'];
    // Warm the routes (JIT, caches, the database's buffers) before measuring.
    load(api, uncached, 2);
    load(api, signedIn, 1);
    load(floor, [], 2);
    return {
      database: bench.kind,
      jobs,
      api: medianRun(api, signedIn),
      fresh: medianRun(api, uncached),
      floor: medianRun(floor, []),
      load: loadAverage,
    };
  } finally {
    await stopServer(server);
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
const rps = (n: number) => `${Math.round(n)}/s`.padStart(8);

function print(rows: Row[]): void {
  console.log(
    `\nGET /api/jobs (admin, 20 per page) vs the floor (same page query, no session/policy/presenter), ${CONNECTIONS} connections, ` +
      `median of ${RUNS} runs of ${SECONDS} s:`,
  );
  console.log('  database   jobs      route      p50        p99        req/s    failed  load before');
  for (const row of rows) {
    for (const [name, figure] of [
      ['api', row.api],
      ['api fresh', row.fresh],
      ['floor', row.floor],
    ] as const) {
      console.log(
        `  ${row.database.padEnd(10)} ${String(row.jobs).padEnd(9)} ${name.padEnd(10)} ${ms(figure.p50)}  ${ms(figure.p99)}  ${rps(figure.rps)}  ${String(figure.failed).padEnd(6)}  ${row.load.toFixed(1)}`,
      );
    }
  }
  for (const database of new Set(rows.map((row) => row.database))) {
    const [small, large] = rows.filter((row) => row.database === database);
    if (!small || !large) continue;
    const share = large.api.rps / large.floor.rps;
    const drop = 1 - large.api.rps / small.api.rps;
    const targets =
      database === 'postgres'
        ? `  targets: p99 ≤ 25 ms ${large.api.p99 <= 25 ? 'OK' : 'OVER'}; ≥ 50% of the floor ${share >= 0.5 ? 'OK' : 'UNDER'}; drop ≤ 33% ${drop <= 1 / 3 ? 'OK' : 'OVER'}`
        : '';
    const freshShare = large.fresh.rps / large.floor.rps;
    console.log(
      `  ${database}: at 100,000 jobs the API serves ${(share * 100).toFixed(0)}% of the floor's throughput ` +
        `(${(freshShare * 100).toFixed(0)}% reading afresh every time); ` +
        `from 10,000 to 100,000 jobs its throughput ${drop > 0 ? 'falls' : 'rises'} by ${Math.abs(drop * 100).toFixed(0)}%.${targets}`,
    );
  }
}

export async function benchJobsApi(): Promise<void> {
  const rows: Row[] = [];
  for (const serverUrl of [undefined, POSTGRES_URL]) {
    let bench: BenchDatabase;
    try {
      bench = await createBenchDatabase(serverUrl);
    } catch (error) {
      console.log(
        `\n(skipping ${serverUrl ? 'PostgreSQL' : 'PGlite'}: ${error instanceof Error ? error.message : String(error)})`,
      );
      continue;
    }
    try {
      for (const size of SIZES) {
        const jobs = await growJobsTo(bench, size);
        rows.push(await measure(bench, jobs));
      }
    } finally {
      await bench.drop();
    }
  }
  print(rows);
}

if (require.main === module) {
  benchJobsApi().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
