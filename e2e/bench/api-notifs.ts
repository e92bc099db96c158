// `npm run bench`, the notifications part (issue 13): GET /api/notifs (the first page, 50 notifications) as the demo
// admin, read afresh (`Cache-Control: no-cache`), beside its floor: the same page query for the same user on the same
// server with no session, rendering, presenter or response schema work (`/api/notifs/bench-floor`, only served with
// BENCH_FLOOR=1). Each notification is rendered once per language when written or first read and kept, so the API
// should serve ≥ 60% of the floor's throughput (it served 7% while it rendered 50 markdown texts on every read).
// The admin gets NOTIFICATIONS notifications of every kind the app sends (services/notification-texts.ts), on
// PostgreSQL. Like the other API benches: the production build in its own process, autocannon in another, the median
// of RUNS short runs, the load average beside the figures. A measurement, never a failure.
// Alone: `pnpm --filter e2e exec tsx bench/api-notifs.ts` (after a server build).
import { loadavg } from 'node:os';
import { openDatabase } from '../../server/src/db/connect';
import { createBenchDatabase, type BenchDatabase } from '../../server/scripts/bench-data';
import { notify } from '../../server/src/services/notifications';
import type { NoticeMessage } from '../../server/src/services/notification-texts';
import { DEMO } from '../support/session';
import { load, medianRun, signInCookie, startServer, stopServer, type Figure } from './api-jobs';

const PORT = Number(process.env.BENCH_NOTIFS_PORT || 8099);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_NOTIFS_SECONDS || 5);
const RUNS = Number(process.env.BENCH_NOTIFS_RUNS || 3);
const NOTIFICATIONS = Number(process.env.BENCH_NOTIFS_COUNT || 500);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** What the app sends, in turn: job, project and payment notices with names and notes to render. */
const MESSAGES: NoticeMessage[] = [
  { key: 'job/create', params: { actor: 'Paul Manager', jobType: 'video-editing', project: 'The Night Shift' } },
  { key: 'submit', params: { actor: 'Fern Freelancer', jobType: 'script', project: 'Rent *Day*', note: 'Second take, louder' } },
  { key: 'approve', params: { actor: 'Paul Manager', jobType: 'voice', project: 'Second Chances' } },
  { key: 'status/moved', params: { actor: 'Ada Admin', project: 'The Lost Wallet', status: 'production' } },
  { key: 'payment/create', params: { actor: 'Pat Payer', amount: '$1,234.50' } },
];

/** The admin's id, and NOTIFICATIONS notifications for them (each its own url, so none folds into another). */
async function fillNotifications(bench: BenchDatabase): Promise<string> {
  const opened = await openDatabase(bench.target);
  try {
    const admin = await opened.db.selectFrom('users').select('id').where('email', '=', DEMO.admin).executeTakeFirstOrThrow();
    const actor = await opened.db.selectFrom('users').select('id').where('id', '!=', admin.id).executeTakeFirstOrThrow();
    for (let i = 0; i < NOTIFICATIONS; i++) {
      const message = MESSAGES[i % MESSAGES.length];
      await notify(opened.db, {
        recipients: [admin.id],
        actorId: actor.id,
        actionType: message.key,
        itemId: `bench-${i}`,
        url: `/app/jobs/bench-${i}`,
        message,
      });
    }
    return admin.id;
  } finally {
    await opened.close();
  }
}

type Row = { name: string; api: Figure; floor: Figure; load: number };

async function measure(bench: BenchDatabase, adminId: string): Promise<Row> {
  const loadAverage = loadavg()[0];
  const server = await startServer(bench, PORT);
  try {
    const cookie = await signInCookie(BASE, DEMO.admin);
    const api = `${BASE}/api/notifs?limit=50`;
    const floor = `${BASE}/api/notifs/bench-floor?as=${adminId}&limit=50`;
    const headers = [`cookie=${cookie}`, 'cache-control=no-cache'];
    const response = await fetch(api, { headers: { cookie, 'cache-control': 'no-cache' } });
    const body = (await response.json()) as { notifs?: unknown[] };
    if (!response.ok || body.notifs?.length !== 50)
      throw new Error(`${api} answered ${response.status} with ${body.notifs?.length}`);
    load(api, headers, 2); // warm the route (JIT, the database's buffers and plans)
    load(floor, [], 1);
    return {
      name: 'first page of 50',
      api: medianRun(api, headers, RUNS, SECONDS),
      floor: medianRun(floor, [], RUNS, SECONDS),
      load: loadAverage,
    };
  } finally {
    await stopServer(server);
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
const rps = (n: number) => `${Math.round(n)}/s`.padStart(8);

function print(row: Row): void {
  console.log(
    `\nGET /api/notifs on PostgreSQL as the admin (${NOTIFICATIONS} notifications), read afresh (Cache-Control: no-cache), ` +
      `vs the floor (same page query, no session/rendering/presenter), 50 connections, median of ${RUNS} runs of ${SECONDS} s:`,
  );
  console.log('  case              route   p50        p99        req/s    failed  load before');
  for (const [route, figure] of [
    ['api', row.api],
    ['floor', row.floor],
  ] as const) {
    console.log(
      `  ${row.name.padEnd(17)} ${route.padEnd(6)} ${ms(figure.p50)}  ${ms(figure.p99)}  ${rps(figure.rps)}  ${String(figure.failed).padEnd(6)}  ${row.load.toFixed(1)}`,
    );
  }
  const share = row.api.rps / row.floor.rps;
  console.log(
    `  the API serves ${(share * 100).toFixed(0)}% of the floor's throughput (target ≥ 60% ${share >= 0.6 ? 'OK' : 'UNDER'})`,
  );
}

export async function benchNotifsApi(): Promise<void> {
  let bench: BenchDatabase;
  try {
    bench = await createBenchDatabase(POSTGRES_URL);
  } catch (error) {
    console.log(`\n(skipping the notifications bench: ${error instanceof Error ? error.message : String(error)})`);
    return;
  }
  try {
    const adminId = await fillNotifications(bench);
    print(await measure(bench, adminId));
  } finally {
    await bench.drop();
  }
}

if (require.main === module) {
  benchNotifsApi().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
