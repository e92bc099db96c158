// `npm run bench`, the floors part (issue 27 target 4: fresh reads ≥ 50% of their pgbench floor): the first page of
// GET /api/jobs (the demo admin), /api/projects (the demo freelancer), /api/posts?feed=all (the demo freelancer),
// /api/notifs (the demo admin, 50 a page) and /api/comments (the demo PM, a project's public tab), each read afresh
// (`Cache-Control: no-cache`) at BENCH_FLOORS_CONNECTIONS connections, then at once pgbench (`-M prepared`, as many
// clients) running exactly the SQL that request runs, with the same parameters: the SQL is captured from the server
// itself (a preload wraps node-postgres's Client#query in the server process, started for that alone, and the third
// fresh request's statements are kept), so the session lookup is in the script if the request makes one, and a change
// of a repository changes the floor. Each pair prints as measured: the API's p50/p99 and req/s, pgbench's p50/p99 (from
// its per-transaction log) and tps, the ratio and the load average (the ratio says little on a busy machine: compare
// the pair, measured back to back). On PostgreSQL, BENCH_FLOORS_ROWS jobs, projects and posts (10,000 unless told).
// A measurement, never a failure. Alone: `BENCH_ONLY=floors npm run bench`, or
// `pnpm --filter e2e exec tsx bench/api-floors.ts` (after a server build); BENCH_FLOORS_SECONDS, _RUNS, _CONNECTIONS,
// _WARM_SECONDS, _CASES=jobs,posts picks cases by name; BENCH_FLOORS_KEEP=1 keeps the database and the pgbench scripts.
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/src/db/connect';
import { createBenchDatabase, growJobsTo, type BenchDatabase } from '../../server/scripts/bench-data';
import { growPostsTo } from '../../server/scripts/bench-posts-data';
import { growProjectsTo } from '../../server/scripts/bench-projects-data';
import { REPO_ROOT } from '../support/server';
import { DEMO, type DemoAccount } from '../support/session';
import { fillNotifications } from './api-notifs';
import {
  FigureTable,
  load,
  loadNow,
  runAlone,
  signInCookie,
  skipped,
  startBenchServer,
  stopServer,
  type Figure,
} from './measure';

const SECONDS = Number(process.env.BENCH_FLOORS_SECONDS || 5);
const RUNS = Number(process.env.BENCH_FLOORS_RUNS || 3);
/** The server's pool holds 10 connections (db/connect.ts): pgbench with as many clients meets the same ceiling. */
const CONNECTIONS = Number(process.env.BENCH_FLOORS_CONNECTIONS || 10);
const ROWS = Number(process.env.BENCH_FLOORS_ROWS || 10_000);
const WARM_SECONDS = Number(process.env.BENCH_FLOORS_WARM_SECONDS || 5);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PGBENCH = process.env.BENCH_PGBENCH || 'pgbench';
/** The demo project whose comments are read (its PM reads every tab). */
const COMMENTED_PROJECT = 'The Night Shift';
const TOP_COMMENTS = 120;

type Case = { name: string; as: DemoAccount; path: (ids: Ids) => string; listed: string };
type Ids = { commentedProject: string };

const CASES = (
  [
    { name: 'jobs', as: 'admin', path: () => '/api/jobs?limit=20', listed: 'jobs' },
    { name: 'projects', as: 'freelancer', path: () => '/api/projects?limit=20', listed: 'projects' },
    { name: 'posts', as: 'freelancer', path: () => '/api/posts?feed=all&limit=20', listed: 'posts' },
    { name: 'notifs', as: 'admin', path: () => '/api/notifs?limit=50', listed: 'notifs' },
    { name: 'comments', as: 'pm', path: (ids) => `/api/comments?itemId=${ids.commentedProject}&limit=20`, listed: 'comments' },
  ] satisfies Case[]
).filter((test) => !process.env.BENCH_FLOORS_CASES || process.env.BENCH_FLOORS_CASES.split(',').includes(test.name));

/**
 * Wraps node-postgres's Client#query in the server process (NODE_OPTIONS=--require) to append every statement with
 * its parameters as node-postgres sends them (text) to BENCH_FLOORS_CAPTURE. The server keeps pg external
 * (scripts/build.mjs), so the module resolved from server/ is the one it uses.
 */
const CAPTURE_PRELOAD = `
const { appendFileSync } = require('node:fs');
const pg = require(require.resolve('pg', { paths: [${JSON.stringify(join(REPO_ROOT, 'server'))}] }));
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, values, callback) {
  const text = typeof config === 'string' ? config : config && config.text;
  if (typeof text === 'string') {
    const params = (Array.isArray(values) ? values : config.values) || [];
    const sent = params.map((value) => (value === null || value === undefined ? null : String(pg.utils.prepareValue(value))));
    appendFileSync(process.env.BENCH_FLOORS_CAPTURE, JSON.stringify({ text, values: sent }) + '\\n');
  }
  return query.call(this, config, values, callback);
};
`;

type Statement = { text: string; values: (string | null)[] };
/** Statements of the server's own upkeep (the job queue, the change listener), never a request's. */
const UPKEEP = /pgboss|^\s*(listen|unlisten|notify)\b/i;

/** BENCH_FLOORS_ROWS jobs, projects and posts; the demo admin's notifications; comments on COMMENTED_PROJECT. */
async function fill(bench: BenchDatabase): Promise<Ids> {
  const projects = await growProjectsTo(bench, ROWS);
  const jobs = await growJobsTo(bench, ROWS);
  const posts = await growPostsTo(bench, ROWS);
  await fillNotifications(bench);
  const opened = await openDatabase(bench.target);
  try {
    const db = opened.db;
    const project = await db.selectFrom('projects').select('id').where('title', '=', COMMENTED_PROJECT).executeTakeFirstOrThrow();
    const authors = await db
      .selectFrom('users')
      .select('id')
      .where('email', 'in', [DEMO.admin, DEMO.pm, DEMO.freelancer, DEMO.staff])
      .execute();
    const at = (i: number) => new Date(Date.now() - i * 3_600_000);
    const comment = (i: number, replyTo: string | null) => ({
      item_id: project.id,
      item_type: 'project' as const,
      project_id: project.id,
      text: `Comment ${i}: the cut of scene ${i % 12} needs **a second look**`,
      html: `<p>Comment ${i}: the cut of scene ${i % 12} needs <strong>a second look</strong></p>`,
      reply_to: replyTo,
      user_id: authors[i % authors.length].id,
      created_at: at(i),
    });
    // Top-level comments, one in three with two replies: a page of 20 reads its replies too.
    const top = await db
      .insertInto('comments')
      .values(Array.from({ length: TOP_COMMENTS }, (_, i) => comment(i, null)))
      .returning('id')
      .execute();
    const replies = top.filter((_, i) => i % 3 === 0).flatMap((row, i) => [comment(i, row.id), comment(i + 1, row.id)]);
    await db.insertInto('comments').values(replies).execute();
    console.log(
      `\n  filled: ${projects.toLocaleString('en')} projects, ${jobs.toLocaleString('en')} jobs, ${posts.toLocaleString('en')} posts, ` +
        `the admin's notifications, ${TOP_COMMENTS} comments (+${replies.length} replies) on "${COMMENTED_PROJECT}" (load ${loadNow()})`,
    );
    return { commentedProject: project.id };
  } finally {
    await opened.close();
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One fresh read, which must answer 200 with a non-empty list. */
async function readFresh(url: string, cookie: string, listed: string): Promise<number> {
  const response = await fetch(url, { headers: { cookie, 'cache-control': 'no-cache' } });
  const body = (await response.json()) as Record<string, unknown>;
  const items = body[listed];
  if (!response.ok || !Array.isArray(items) || items.length === 0)
    throw new Error(`${url} answered ${response.status} with no ${listed}`);
  return items.length;
}

/**
 * Every case's statements: the server started with the capture preload, each case read afresh three times (the first
 * reads prepare, warm and fill caches), the statements of the third kept (those of the second should be the same).
 */
async function captureStatements(bench: BenchDatabase, ids: Ids, dir: string): Promise<Map<string, Statement[]>> {
  const preload = join(dir, 'capture.cjs');
  const file = join(dir, 'statements.jsonl');
  writeFileSync(preload, CAPTURE_PRELOAD);
  writeFileSync(file, '');
  const server = await startBenchServer({
    ...bench,
    env: {
      ...bench.env,
      BENCH_FLOORS_CAPTURE: file,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${preload}`.trim(),
    },
  });
  const captured = new Map<string, Statement[]>();
  try {
    const read = (from: number) =>
      readFileSync(file, 'utf8')
        .slice(from)
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Statement)
        .filter((statement) => !UPKEEP.test(statement.text));
    for (const test of CASES) {
      const cookie = await signInCookie(server.base, DEMO[test.as]);
      const url = server.base + test.path(ids);
      const windows: Statement[][] = [];
      for (let i = 0; i < 3; i++) {
        await pause(300); // what came before (sign-in, the last read's afterwards) lands before the window opens
        const from = statSync(file).size;
        await readFresh(url, cookie, test.listed);
        await pause(300); // statements run after the answer was sent belong to the request too
        windows.push(read(from));
      }
      const [second, third] = windows.slice(1).map((statements) => statements.map((s) => s.text).join('\n'));
      if (second !== third)
        console.log(`  (${test.name}: the second and third reads ran different statements; the third's kept)`);
      captured.set(test.name, windows[2]);
    }
  } finally {
    await stopServer(server);
  }
  return captured;
}

/** The pgbench script of the statements (one after another, each its own transaction, as the server runs them). */
function pgbenchScript(statements: Statement[]): { script: string; defines: string[] } {
  const defines: string[] = [];
  const lines = statements.map(({ text, values }, i) => {
    // Parameters stay parameters (pgbench sends :variables as $n with -M prepared), with the text the server sent.
    const body = text.replace(/\$(\d+)/g, (_, n: string) => {
      const value = values[Number(n) - 1];
      if (value === null) return 'null';
      if (value === '') return "''"; // pgbench's -D takes no empty value
      const name = `q${i + 1}p${n}`;
      if (!defines.some((define) => define.startsWith(`${name}=`))) defines.push(`${name}=${value}`);
      return `:${name}`;
    });
    return `${body.replace(/\s*;?\s*$/, '')};`;
  });
  return { script: `${lines.join('\n')}\n`, defines };
}

/** One pgbench run: its throughput (transactions: whole requests' SQL) and p50/p99 from its per-transaction log. */
function pgbench(url: string, script: string, defines: string[], seconds: number, dir: string): Figure {
  const logs = mkdtempSync(join(dir, 'log-'));
  const args = ['-n', '-M', 'prepared', '-c', String(CONNECTIONS), '-j', String(Math.min(2, CONNECTIONS))];
  args.push('-T', String(seconds), '-f', script, '--log', `--log-prefix=${join(logs, 'tx')}`);
  for (const define of defines) args.push('-D', define);
  const run = spawnSync(PGBENCH, [...args, url], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, cwd: logs });
  if (run.error) throw run.error;
  if (run.status !== 0) throw new Error(`pgbench failed (${run.status}): ${run.stderr.slice(-1500)}`);
  const tps = Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1] ?? NaN);
  const failed = Number(/number of failed transactions: (\d+)/.exec(run.stdout)?.[1] ?? 0);
  // Each log line: client, transaction, elapsed µs, script, epoch s, µs.
  const latencies = readdirSync(logs)
    .flatMap((name) => readFileSync(join(logs, name), 'utf8').split('\n'))
    .filter(Boolean)
    .map((line) => Number(line.split(' ')[2]) / 1000)
    .sort((a, b) => a - b);
  rmSync(logs, { recursive: true, force: true });
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), rps: tps, failed };
}

/** pgbench warmed (a short run), then the run of median throughput of RUNS. */
function pgbenchMedian(url: string, script: string, defines: string[], dir: string): Figure {
  pgbench(url, script, defines, 2, dir);
  const runs = Array.from({ length: RUNS }, () => pgbench(url, script, defines, SECONDS, dir)).sort((a, b) => a.rps - b.rps);
  return { ...runs[Math.floor(runs.length / 2)], failed: runs.reduce((sum, run) => sum + run.failed, 0) };
}

/** CPU ms (user + system) of a process so far, from /proc (Linux); NaN elsewhere. */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in USER_HZ (100 on Linux)
  } catch {
    return NaN;
  }
}

/**
 * The server process's CPU ms per fresh read over one more run: what a request costs the one Node process whatever
 * the machine's load (the throughput ratio is not: on a busy machine pgbench's clients and PostgreSQL's backends, many
 * processes, get many shares of the CPUs, the one Node process one share).
 */
function serverCpuPerRequest(pid: number | undefined, url: string, headers: string[]): number {
  const before = cpuMs(pid);
  const figure = load(url, headers, SECONDS, CONNECTIONS);
  return (cpuMs(pid) - before) / (figure.rps * SECONDS);
}

const NAME_WIDTH = 22;

/** A pgbench line in the table's columns (FigureTable prints the API's). */
function printFloor(name: string, figure: Figure, note: string): void {
  const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
  console.log(
    `  ${String(ROWS).padEnd(10)} ${name.padEnd(NAME_WIDTH)} ${'pgbench'.padEnd(10)} ${ms(figure.p50)}  ${ms(figure.p99)}  ` +
      `${`${Math.round(figure.rps)}/s`.padStart(8)}  ${String(figure.failed).padEnd(6)}  ${loadNow()}  ${note}`,
  );
}

/** The statements of a case, one line each (a request's SQL, for the reader to check what the floor runs). */
function printStatements(name: string, statements: Statement[]): void {
  console.log(`\n  ${name}: ${statements.length} statement(s) a request:`);
  for (const [i, { text, values }] of statements.entries()) {
    const session = /"sessions"|\bsessions\b/.test(text) ? ' [the session lookup]' : '';
    const short = text.replace(/\s+/g, ' ');
    console.log(
      `    ${i + 1}.${session} ${short.length > 150 ? `${short.slice(0, 150)}…` : short}  (${values.length} parameters)`,
    );
  }
}

async function measure(bench: BenchDatabase, ids: Ids, captured: Map<string, Statement[]>, dir: string): Promise<void> {
  const url = bench.env.DATABASE_URL;
  const table = new FigureTable({
    title:
      'Fresh reads (Cache-Control: no-cache) beside pgbench running the same SQL with the same parameters ' +
      '(-M prepared, as many clients); the size is the rows of jobs, projects and posts',
    unit: 'rows',
    runs: RUNS,
    seconds: SECONDS,
    nameWidth: NAME_WIDTH,
    connections: CONNECTIONS,
  });
  const server = await startBenchServer(bench);
  const ratios: string[] = [];
  try {
    const cookies = new Map<DemoAccount, string>();
    for (const test of CASES) cookies.set(test.as, cookies.get(test.as) ?? (await signInCookie(server.base, DEMO[test.as])));
    // A fresh process compiles its hot code while it serves: every case is read for a while first, or the first
    // case measured would pay for the warming of what they share (routing, pg, serialisation) on a busy machine.
    for (const test of CASES)
      load(server.base + test.path(ids), [`cookie=${cookies.get(test.as)}`, 'cache-control=no-cache'], WARM_SECONDS, CONNECTIONS);
    for (const test of CASES) {
      const statements = captured.get(test.name) ?? [];
      const { script, defines } = pgbenchScript(statements);
      const file = join(dir, `${test.name}.sql`);
      writeFileSync(file, script);
      const cookie = cookies.get(test.as) ?? '';
      const api = server.base + test.path(ids);
      const found = await readFresh(api, cookie, test.listed);
      const name = `${test.name} (${test.as})`;
      const fresh = table.measure(
        ROWS,
        name,
        'api fresh',
        api,
        [`cookie=${cookie}`, 'cache-control=no-cache'],
        `${found} listed`,
      );
      const cpu = serverCpuPerRequest(server.child.pid, api, [`cookie=${cookie}`, 'cache-control=no-cache']);
      const floor = pgbenchMedian(url, file, defines, dir);
      printFloor(name, floor, `${statements.length} statement(s) a transaction`);
      const share = fresh.rps / floor.rps;
      const line =
        `${test.name}: the API ${Math.round(fresh.rps)}/s is ${(share * 100).toFixed(0)}% of pgbench's ${Math.round(floor.rps)}/s ` +
        `(target ≥ 50% ${share >= 0.5 ? 'OK' : 'UNDER'}); p99 ${fresh.p99.toFixed(1)} ms vs ${floor.p99.toFixed(1)} ms; ` +
        `the server's CPU ${cpu.toFixed(2)} ms a request; load ${loadNow()}`;
      console.log(`  → ${line}`);
      ratios.push(line);
    }
  } finally {
    await stopServer(server);
  }
  console.log(`\nFresh reads against their pgbench floor (${CONNECTIONS} connections each):`);
  for (const line of ratios) console.log(`  ${line}`);
}

export async function benchFloorsApi(): Promise<void> {
  const version = spawnSync(PGBENCH, ['--version'], { encoding: 'utf8' });
  if (version.error || version.status !== 0)
    return skipped('the floors bench', version.error ?? new Error('pgbench did not run'));
  let bench: BenchDatabase;
  try {
    bench = await createBenchDatabase(POSTGRES_URL);
  } catch (error) {
    return skipped('the floors bench', error);
  }
  const dir = mkdtempSync(join(tmpdir(), 'studio-bench-floors-'));
  const keep = process.env.BENCH_FLOORS_KEEP === '1';
  try {
    const ids = await fill(bench);
    const captured = await captureStatements(bench, ids, dir);
    for (const test of CASES) printStatements(test.name, captured.get(test.name) ?? []);
    await measure(bench, ids, captured, dir);
  } finally {
    if (keep) {
      appendFileSync(join(dir, 'database.txt'), `${bench.env.DATABASE_URL}\n`);
      console.log(`\n  kept: ${bench.env.DATABASE_URL} and the scripts in ${dir}`);
    } else {
      await bench.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

if (require.main === module) runAlone(benchFloorsApi);
