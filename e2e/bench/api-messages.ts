// `npm run bench`, the message search (issue 18): GET /api/messages/search?term= (an English word, and a Thai word
// inside text written without spaces) as the demo freelancer (a member of one conversation in five; public ones are
// read too), beside its floor: the same repository query for the same user with no session, policy, presenter or
// response schema work (`/api/messages/search/bench-floor`, only served with BENCH_FLOOR=1). p50/p99 latency and
// requests per second at 50 connections, with 10,000 and then 1,000,000 messages on PostgreSQL
// (server/scripts/bench-messages-data.ts fills them). Target: p99 at 1,000,000 messages within 1.3× of its p99 at
// 10,000. Prints the plans of the queries the search runs (EXPLAIN ANALYZE, BUFFERS: the walk of the newest messages,
// and the matches off the search indexes when it holds too few) at every size. A measurement, never a failure. Alone:
// `BENCH_ONLY=messages npm run bench`, or `pnpm --filter e2e exec tsx bench/api-messages.ts` (after a server build);
// `BENCH_MESSAGES_SIZES=2000` for a quick run.
import { openDatabase } from '../../server/src/db/connect';
import { createBenchDatabase, type BenchDatabase } from '../../server/scripts/bench-data';
import { explainMessagesSearch, growMessagesTo } from '../../server/scripts/bench-messages-data';
import { DEMO } from '../support/session';
import { FigureTable, runAlone, signInCookie, skipped, startBenchServer, stopServer } from './measure';

const SECONDS = Number(process.env.BENCH_MESSAGES_SECONDS || 5);
const RUNS = Number(process.env.BENCH_MESSAGES_RUNS || 3);
const SIZES = (process.env.BENCH_MESSAGES_SIZES || '10000,1000000').split(',').map(Number);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const TERMS = [
  { name: 'search en', term: 'word123' },
  { name: 'search th', term: 'เสียงพากย์' },
];

async function freelancerId(bench: BenchDatabase): Promise<string> {
  const opened = await openDatabase(bench.target);
  try {
    return (await opened.db.selectFrom('users').select('id').where('email', '=', DEMO.freelancer).executeTakeFirstOrThrow()).id;
  } finally {
    await opened.close();
  }
}

async function measure(table: FigureTable, bench: BenchDatabase, messages: number, userId: string): Promise<void> {
  const server = await startBenchServer(bench);
  try {
    const cookie = await signInCookie(server.base, DEMO.freelancer);
    for (const { name, term } of TERMS) {
      const query = `term=${encodeURIComponent(term)}`;
      const url = `${server.base}/api/messages/search?${query}`;
      const response = await fetch(url, { headers: { cookie, 'cache-control': 'no-cache' } });
      const found = ((await response.json()) as { conversations?: unknown[] }).conversations;
      if (!response.ok || !found?.length) throw new Error(`${url} answered ${response.status} with nothing`);
      table.measure(messages, name, 'api', url, [`cookie=${cookie}`, 'cache-control=no-cache'], `${found.length} found`);
      table.measure(messages, name, 'floor', `${server.base}/api/messages/search/bench-floor?as=${userId}&${query}`);
    }
  } finally {
    await stopServer(server);
  }
}

export async function benchMessagesApi(): Promise<void> {
  let bench: BenchDatabase;
  try {
    bench = await createBenchDatabase(POSTGRES_URL);
  } catch (error) {
    return skipped('the message search bench', error);
  }
  const table = new FigureTable({
    title: 'GET /api/messages/search on PostgreSQL as the demo freelancer vs the floor (the query alone)',
    unit: 'messages',
    runs: RUNS,
    seconds: SECONDS,
    nameWidth: 11,
  });
  try {
    const userId = await freelancerId(bench);
    const plans: string[] = [];
    for (const size of SIZES) {
      const messages = await growMessagesTo(bench, size, userId);
      await measure(table, bench, messages, userId);
      for (const { name, term } of TERMS) {
        plans.push(
          `\n  plan of ${name} at ${messages} messages:\n    ${(await explainMessagesSearch(bench, userId, term)).join('\n    ')}`,
        );
      }
    }
    table.summarise();
    for (const plan of plans) console.log(plan);
  } finally {
    await bench.drop();
  }
}

if (require.main === module) runAlone(benchMessagesApi);
