// What every part of `npm run bench` shares: the production server started on a port the system picks (never a
// fixed one: two people on one machine run the bench side by side), waited for by polling until it answers (a busy
// machine migrates and seeds a fresh database slowly: 162 s was seen) with its progress printed; autocannon runs;
// and figure lines printed the moment each is measured, with the load average at that moment, so whatever is
// measured survives a later failure.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import type { BenchDatabase } from '../../server/scripts/bench-data';
import { DEPLOY_DIR, REPO_ROOT } from '../support/server';
import { DEMO, PASSWORD } from '../support/session';
import type { PlanSummary } from '../../server/scripts/bench-explain';

export const CONNECTIONS = 50;
const AUTOCANNON = join(__dirname, '..', 'node_modules', '.bin', 'autocannon');
/** BENCH_SERVER_MAIN compares another build (e.g. one from before a change) on the same data. */
const SERVER_MAIN = process.env.BENCH_SERVER_MAIN || join(REPO_ROOT, 'server/dist/main.js');
/** How long a server may take to answer (BENCH_SERVER_START_SECONDS): generous, since a busy machine is slow. */
const START_SECONDS = Number(process.env.BENCH_SERVER_START_SECONDS || 900);
const PROGRESS_EVERY_MS = 15_000;

/** The load average over the last minute, as printed beside every figure. */
export const loadNow = () => loadavg()[0].toFixed(1);

/** A TCP port free on 127.0.0.1 now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export type RunningServer = { child: ChildProcess; base: string; port: number };

/**
 * The server built at `main` on a free port with `env`, once it answers GET /api/remotes. Polls every half second
 * for up to BENCH_SERVER_START_SECONDS, printing how long it has waited (and the load) every 15 s; stops at once,
 * with the end of its error output, if the process exits.
 */
export async function startServer(what: string, env: Record<string, string>, main = SERVER_MAIN): Promise<RunningServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn('node', [main], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
  let exited: string | null = null;
  child.once('exit', (code, signal) => (exited = `exited (${signal ?? code})`));
  const started = Date.now();
  let reported = started;
  process.stdout.write(`\n  starting ${what} on port ${port} (load ${loadNow()})…\n`);
  while (Date.now() - started < START_SECONDS * 1000) {
    if (exited) throw new Error(`${what} ${exited} before it answered:\n${errors}`);
    try {
      if ((await fetch(`${base}/api/remotes`)).ok) {
        console.log(`  ${what} answered after ${((Date.now() - started) / 1000).toFixed(0)} s (load ${loadNow()})`);
        return { child, base, port };
      }
    } catch {
      /* not listening yet */
    }
    if (Date.now() - reported >= PROGRESS_EVERY_MS) {
      reported = Date.now();
      console.log(`  still waiting for ${what}: ${((reported - started) / 1000).toFixed(0)} s (load ${loadNow()})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error(`${what} did not answer within ${START_SECONDS} s (BENCH_SERVER_START_SECONDS); its errors:\n${errors}`);
}

/** The production build on a bench database, as its own process (BENCH_FLOOR=1 serves the floor routes). */
export function startBenchServer(bench: BenchDatabase): Promise<RunningServer> {
  return startServer(`the server on ${bench.kind}`, {
    ...bench.env,
    DEPLOY_DIR,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    BENCH_FLOOR: '1',
  });
}

export async function stopServer(server: RunningServer): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** A session cookie for a demo account (the admin unless told). */
export async function signInCookie(base: string, email: string = DEMO.admin): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`sign-in as ${email} failed: ${response.status}`);
  return cookie;
}

/** The parts of autocannon's --json report we print. */
type Report = { latency: { p50: number; p99: number }; requests: { average: number }; non2xx: number; errors: number };
export type Figure = { p50: number; p99: number; rps: number; failed: number };

/** One autocannon run of `seconds` at CONNECTIONS connections (or `connections`). */
export function load(url: string, headers: string[], seconds: number, connections = CONNECTIONS): Figure {
  const args = ['-c', String(connections), '-d', String(seconds), '--json'];
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
export function medianRun(url: string, headers: string[], count: number, seconds: number, connections = CONNECTIONS): Figure {
  const runs = Array.from({ length: count }, () => load(url, headers, seconds, connections)).sort((a, b) => a.rps - b.rps);
  const median = runs[Math.floor(runs.length / 2)];
  return { ...median, failed: runs.reduce((sum, run) => sum + run.failed, 0) };
}

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
const rps = (n: number) => `${Math.round(n)}/s`.padStart(8);

type Measured = { size: number; name: string; what: string; figure: Figure };

/**
 * One table of figures: its title and column heads print before the first figure, each figure's line as soon as
 * it is measured (with the load average then), and `summarise` compares sizes and floors at the end.
 */
export class FigureTable {
  private readonly rows: Measured[] = [];
  private headed = false;

  constructor(
    private readonly shape: {
      title: string;
      /** What the sizes count ("jobs", "projects"…). */
      unit: string;
      runs: number;
      seconds: number;
      nameWidth?: number;
      /** CONNECTIONS unless told (a part compared with pgbench runs as many as pgbench's clients). */
      connections?: number;
    },
  ) {}

  private head(): void {
    if (this.headed) return;
    this.headed = true;
    const { title, unit, runs, seconds, nameWidth = 17, connections = CONNECTIONS } = this.shape;
    console.log(`\n${title}, ${connections} connections, median of ${runs} runs of ${seconds} s:`);
    console.log(
      `  ${unit.padEnd(10)} ${'case'.padEnd(nameWidth)} ${'what'.padEnd(10)} ${'p50'.padStart(9)}  ${'p99'.padStart(9)}  ${'req/s'.padStart(8)}  failed  load`,
    );
  }

  /**
   * Warms `url` (JIT, caches, the database's buffers and plans), measures it (the median of the runs), prints its
   * line at once and keeps it. `note` follows the line (what the answer held, for instance).
   */
  measure(size: number, name: string, what: string, url: string, headers: string[] = [], note = ''): Figure {
    this.head();
    const connections = this.shape.connections ?? CONNECTIONS;
    load(url, headers, what === 'floor' ? 1 : 2, connections);
    const figure = medianRun(url, headers, this.shape.runs, this.shape.seconds, connections);
    this.rows.push({ size, name, what, figure });
    console.log(
      `  ${String(size).padEnd(10)} ${name.padEnd(this.shape.nameWidth ?? 17)} ${what.padEnd(10)} ${ms(figure.p50)}  ${ms(figure.p99)}  ` +
        `${rps(figure.rps)}  ${String(figure.failed).padEnd(6)}  ${loadNow()}${note ? `  ${note}` : ''}`,
    );
    return figure;
  }

  /** The figure measured for the case at the size, if any. */
  figure(size: number, name: string, what = 'api'): Figure | undefined {
    return this.rows.find((row) => row.size === size && row.name === name && row.what === what)?.figure;
  }

  sizes(): number[] {
    return [...new Set(this.rows.map((row) => row.size))].sort((a, b) => a - b);
  }

  /**
   * Per case, at the largest size: the API's share of its floor's throughput (beside `shareTarget`, if given), and
   * its p99 against its p99 at the smallest size (target ≤ 1.3×) when more than one size was measured.
   */
  summarise(shareTarget?: number): void {
    const sizes = this.sizes();
    if (sizes.length === 0) return;
    const [small, large] = [sizes[0], sizes[sizes.length - 1]];
    for (const name of new Set(this.rows.map((row) => row.name))) {
      const big = this.figure(large, name);
      if (!big) continue;
      const parts: string[] = [];
      const floor = this.figure(large, name, 'floor');
      if (floor) {
        const share = big.rps / floor.rps;
        const verdict =
          shareTarget === undefined ? '' : ` (target ≥ ${shareTarget * 100}% ${share >= shareTarget ? 'OK' : 'UNDER'})`;
        parts.push(`${(share * 100).toFixed(0)}% of the floor's throughput${verdict}`);
      }
      const little = this.figure(small, name);
      if (little && small !== large) {
        const growth = big.p99 / little.p99;
        parts.push(
          `p99 at ${large.toLocaleString('en')} ${this.shape.unit} ${growth.toFixed(2)}× its p99 at ${small.toLocaleString('en')} ` +
            `(target ≤ 1.3× ${growth <= 1.3 ? 'OK' : 'OVER'})`,
        );
      }
      if (parts.length) console.log(`  ${name}: ${parts.join('; ')}`);
    }
  }
}

/**
 * One line per query plan (custom plan: execution time and buffers), each beside its buffers at the smallest size
 * when `smallest` is given: the growth that shows a query reading more as the table grows.
 */
export function printPlanSummaries(title: string, summaries: PlanSummary[], smallest?: PlanSummary[]): void {
  console.log(`\n${title} (custom plan; load ${loadNow()}):`);
  for (const summary of summaries) {
    const before = smallest?.find((other) => other.label === summary.label);
    const growth =
      before && before !== summary ? `   buffers ×${(summary.buffers / Math.max(before.buffers, 1)).toFixed(2)}` : '';
    console.log(
      `  ${summary.ms.toFixed(2).padStart(9)} ms ${String(summary.buffers).padStart(8)} buffers   ${summary.label}${growth}`,
    );
  }
}

/** The message of a bench part that could not run (PostgreSQL missing, say), printed instead of its figures. */
export function skipped(part: string, error: unknown): void {
  console.log(`\n(skipping ${part}: ${error instanceof Error ? error.message : String(error)})`);
}

/** Runs a bench part as a script of its own (`tsx bench/<part>.ts`), failing the process if it throws. */
export function runAlone(part: () => Promise<void>): void {
  part().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/**
 * Counts the JS a page downloads by part (gzip -9 bytes): `shell`, or the remote a `/remotes/<name>/` file belongs
 * to. `settled()` waits for the bodies still being read.
 */
export function countJsByPart(page: Page): { js: Record<string, number>; settled: () => Promise<void> } {
  const js: Record<string, number> = {};
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!/javascript/.test(response.headers()['content-type'] || '') && !url.pathname.endsWith('.js')) return;
    const part = url.pathname.startsWith('/remotes/') ? url.pathname.split('/')[2] : 'shell';
    pending.push(
      response.body().then(
        (body) => void (js[part] = (js[part] || 0) + gzipSync(body, { level: 9 }).length),
        () => undefined,
      ),
    );
  });
  return { js, settled: async () => void (await Promise.all(pending)) };
}
