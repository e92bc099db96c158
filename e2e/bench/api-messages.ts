// `npm run bench`, the message search (issue 18): GET /api/messages/search?term= (an English word, and a Thai word
// inside text written without spaces) as the demo freelancer (a member of one conversation in five; public ones are
// read too), beside its floor: the same repository query for the same user with no session, policy, presenter or
// response schema work (`/api/messages/search/bench-floor`, only served with BENCH_FLOOR=1). p50/p99 latency and
// requests per second at 50 connections, with 10,000 and then 1,000,000 messages on PostgreSQL
// (server/scripts/bench-messages-data.ts fills them). Target: p99 at 1,000,000 messages within 1.3× of its p99 at
// 10,000. Prints each query's plan (EXPLAIN ANALYZE) at the largest size. A measurement, never a failure. Alone:
// `BENCH_ONLY=messages npm run bench`, or `pnpm --filter e2e exec tsx bench/api-messages.ts` (after a server build);
// `BENCH_MESSAGES_SIZES=2000` for a quick run.
import { loadavg } from 'node:os';
import { openDatabase } from '../../server/src/db/connect';
import { createBenchDatabase, type BenchDatabase } from '../../server/scripts/bench-data';
import { explainMessagesSearch, growMessagesTo } from '../../server/scripts/bench-messages-data';
import { DEMO } from '../support/session';
import { load, medianRun, signInCookie, startServer, stopServer, type Figure } from './api-jobs';

const PORT = Number(process.env.BENCH_MESSAGES_PORT || 8098);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_MESSAGES_SECONDS || 5);
const RUNS = Number(process.env.BENCH_MESSAGES_RUNS || 3);
const SIZES = (process.env.BENCH_MESSAGES_SIZES || '10000,1000000').split(',').map(Number);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const TERMS = [
  { name: 'search en', term: 'word123' },
  { name: 'search th', term: 'เสียงพากย์' },
];

type Row = { messages: number; name: string; api: Figure; floor: Figure; found: number; load: number };

async function freelancerId(bench: BenchDatabase): Promise<string> {
  const opened = await openDatabase(bench.target);
  try {
    return (await opened.db.selectFrom('users').select('id').where('email', '=', DEMO.freelancer).executeTakeFirstOrThrow()).id;
  } finally {
    await opened.close();
  }
}

/** The call and its floor, each warmed first (JIT, the database's buffers and plans), then the median run. */
function warmAndMeasure(url: string, floor: string, headers: string[]): { api: Figure; floor: Figure } {
  load(url, headers, 2);
  load(floor, [], 1);
  return { api: medianRun(url, headers, RUNS, SECONDS), floor: medianRun(floor, [], RUNS, SECONDS) };
}

async function measure(bench: BenchDatabase, messages: number, userId: string): Promise<Row[]> {
  const loadAverage = loadavg()[0];
  const server = await startServer(bench, PORT);
  try {
    const cookie = await signInCookie(BASE, DEMO.freelancer);
    const headers = [`cookie=${cookie}`, 'cache-control=no-cache'];
    const rows: Row[] = [];
    for (const { name, term } of TERMS) {
      const query = `term=${encodeURIComponent(term)}`;
      const url = `${BASE}/api/messages/search?${query}`;
      const floor = `${BASE}/api/messages/search/bench-floor?as=${userId}&${query}`;
      const response = await fetch(url, { headers: { cookie, 'cache-control': 'no-cache' } });
      const found = ((await response.json()) as { conversations?: unknown[] }).conversations;
      if (!response.ok || !found?.length) throw new Error(`${url} answered ${response.status} with nothing`);
      rows.push({ messages, name, ...warmAndMeasure(url, floor, headers), found: found.length, load: loadAverage });
    }
    return rows;
  } finally {
    await stopServer(server);
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);

function print(rows: Row[]): void {
  console.log(
    `\nGET /api/messages/search on PostgreSQL as the demo freelancer vs the floor (the query alone), 50 connections, ` +
      `median of ${RUNS} runs of ${SECONDS} s:`,
  );
  console.log('  messages   case        what    p50        p99        req/s    failed  load before');
  for (const row of rows) {
    for (const [what, f] of [
      ['api', row.api],
      ['floor', row.floor],
    ] as const) {
      console.log(
        `  ${String(row.messages).padEnd(10)} ${row.name.padEnd(11)} ${what.padEnd(6)} ${ms(f.p50)}  ${ms(f.p99)}  ` +
          `${`${Math.round(f.rps)}/s`.padStart(8)}  ${String(f.failed).padEnd(6)}  ${row.load.toFixed(1)}`,
      );
    }
  }
  const sizes = [...new Set(rows.map((row) => row.messages))].sort((a, b) => a - b);
  if (sizes.length < 2) return;
  const [small, large] = [sizes[0], sizes[sizes.length - 1]];
  for (const { name } of TERMS) {
    const little = rows.find((row) => row.name === name && row.messages === small);
    const big = rows.find((row) => row.name === name && row.messages === large);
    if (!little || !big) continue;
    const growth = big.api.p99 / little.api.p99;
    console.log(
      `  ${name}: p99 at ${large.toLocaleString('en')} messages is ${growth.toFixed(2)}× its p99 at ${small.toLocaleString('en')} ` +
        `(target ≤ 1.3× ${growth <= 1.3 ? 'OK' : 'OVER'})`,
    );
  }
}

export async function benchMessagesApi(): Promise<void> {
  let bench: BenchDatabase;
  try {
    bench = await createBenchDatabase(POSTGRES_URL);
  } catch (error) {
    console.log(`\n(skipping the message search bench: ${error instanceof Error ? error.message : String(error)})`);
    return;
  }
  const rows: Row[] = [];
  try {
    const userId = await freelancerId(bench);
    for (const size of SIZES) {
      const messages = await growMessagesTo(bench, size, userId);
      rows.push(...(await measure(bench, messages, userId)));
      print(rows);
    }
    for (const { name, term } of TERMS) {
      console.log(`\n  plan of ${name}:\n    ${(await explainMessagesSearch(bench, userId, term)).join('\n    ')}`);
    }
  } finally {
    await bench.drop();
  }
}

if (require.main === module) {
  benchMessagesApi().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
