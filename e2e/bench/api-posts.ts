// `npm run bench`, the feed part (issue 11): GET /api/posts?feed=all (the first page, 20 posts), the feed's keyword
// search (an English word, and a Thai word inside text written without spaces) and GET /api/feeds (every feed with its
// post count), as the demo freelancer (so the feed policy's SQL runs), read afresh (`Cache-Control: no-cache`: from
// the database every time), beside its floor: the same repository queries for the same user with no session, policy,
// presenter or response schema work (`/api/posts/bench-floor`, `/api/feeds/bench-floor`, only served with
// BENCH_FLOOR=1). p50/p99 latency and requests per second at 50 connections, with 10,000 and then 1,000,000 posts on
// PostgreSQL (server/scripts/bench-posts-data.ts fills them). Target: p99 at 1,000,000 posts within 1.3× of its p99 at
// 10,000. Prints each query's plan (EXPLAIN ANALYZE) at the largest size. A measurement, never a failure. Alone:
// `pnpm --filter e2e exec tsx bench/api-posts.ts` (after a server build); `BENCH_POSTS_CASES=feeds` picks cases by name.
import { openDatabase } from '../../server/src/db/connect';
import { createBenchDatabase, type BenchDatabase } from '../../server/scripts/bench-data';
import { explainFeedCounts, explainPostsPage, growPostsTo } from '../../server/scripts/bench-posts-data';
import { DEMO } from '../support/session';
import { FigureTable, runAlone, signInCookie, skipped, startBenchServer, stopServer } from './measure';

const SECONDS = Number(process.env.BENCH_POSTS_SECONDS || 5);
const RUNS = Number(process.env.BENCH_POSTS_RUNS || 3);
const SIZES = (process.env.BENCH_POSTS_SIZES || '10000,1000000').split(',').map(Number);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** Each case: the call, and its floor (the same repository work, `as` the user, without the route's other work). */
const CASES = [
  { name: 'feed=all', path: '/api/posts', query: 'feed=all&limit=20' },
  { name: 'search en', path: '/api/posts', query: `feed=all&limit=20&search=${encodeURIComponent('word123')}` },
  { name: 'search th', path: '/api/posts', query: `feed=all&limit=20&search=${encodeURIComponent('เสียงพากย์')}` },
  // The feed list with every feed's post count (kept counts, migration 0020: independent of the posts' number).
  { name: 'feeds', path: '/api/feeds', query: '' },
].filter((test) => !process.env.BENCH_POSTS_CASES || process.env.BENCH_POSTS_CASES.split(',').includes(test.name));

async function freelancerId(bench: BenchDatabase): Promise<string> {
  const opened = await openDatabase(bench.target);
  try {
    return (await opened.db.selectFrom('users').select('id').where('email', '=', DEMO.freelancer).executeTakeFirstOrThrow()).id;
  } finally {
    await opened.close();
  }
}

/** The plans of the cases' queries (as the freelancer), to check each reads an index, not the whole table. */
async function explain(bench: BenchDatabase, userId: string): Promise<void> {
  for (const test of CASES) {
    if (test.path === '/api/feeds') {
      console.log(`\n  plan of ${test.name}'s counts:\n    ${(await explainFeedCounts(bench, userId)).join('\n    ')}`);
      continue;
    }
    const search = new URLSearchParams(test.query).get('search') ?? undefined;
    const plan = await explainPostsPage(bench, userId, search);
    console.log(`\n  plan of ${test.name}:\n    ${plan.join('\n    ')}`);
  }
}

/** One GET; again once if the connection it reused was closed meanwhile (a busy machine outlasts keep-alive). */
async function fetchOnce(url: string, headers: Record<string, string>): Promise<Response> {
  try {
    return await fetch(url, { headers });
  } catch {
    return fetch(url, { headers });
  }
}

async function measure(table: FigureTable, bench: BenchDatabase, posts: number, userId: string): Promise<void> {
  const server = await startBenchServer(bench);
  try {
    const cookie = await signInCookie(server.base, DEMO.freelancer);
    for (const test of CASES) {
      const url = `${server.base}${test.path}?${test.query}`;
      const response = await fetchOnce(url, { cookie, 'cache-control': 'no-cache' });
      const body = (await response.json()) as { posts?: unknown[]; feeds?: unknown[] };
      const found = body.posts ?? body.feeds;
      if (!response.ok || !found?.length) throw new Error(`${url} answered ${response.status} with nothing`);
      table.measure(posts, test.name, 'api', url, [`cookie=${cookie}`, 'cache-control=no-cache'], `${found.length} found`);
      table.measure(posts, test.name, 'floor', `${server.base}${test.path}/bench-floor?as=${userId}&${test.query}`);
    }
  } finally {
    await stopServer(server);
  }
}

export async function benchPostsApi(): Promise<void> {
  let bench: BenchDatabase;
  try {
    bench = await createBenchDatabase(POSTGRES_URL);
  } catch (error) {
    return skipped('the feed bench', error);
  }
  const table = new FigureTable({
    title:
      'GET /api/posts (feed=all, and its search) and GET /api/feeds on PostgreSQL as the demo freelancer, read afresh ' +
      '(Cache-Control: no-cache), vs the floor (the query alone)',
    unit: 'posts',
    runs: RUNS,
    seconds: SECONDS,
    nameWidth: 11,
  });
  try {
    const userId = await freelancerId(bench);
    for (const size of SIZES) await measure(table, bench, await growPostsTo(bench, size), userId);
    table.summarise();
    await explain(bench, userId);
  } finally {
    await bench.drop();
  }
}

if (require.main === module) runAlone(benchPostsApi);
