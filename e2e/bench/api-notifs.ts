// `npm run bench`, the notifications part (issue 13): GET /api/notifs (the first page, 50 notifications) as the demo
// admin, read afresh (`Cache-Control: no-cache`), beside its floor: the same page query for the same user on the same
// server with no session, rendering, presenter or response schema work (`/api/notifs/bench-floor`, only served with
// BENCH_FLOOR=1). Each notification is rendered once per language when written or first read and kept, so the API
// should serve ≥ 60% of the floor's throughput (it served 7% while it rendered 50 markdown texts on every read).
// The admin gets NOTIFICATIONS notifications of every kind the app sends (services/notification-texts.ts), on
// PostgreSQL. Like the other API benches (measure.ts): the production build in its own process, autocannon in another,
// the median of RUNS short runs, each figure printed as measured with the load average. A measurement, never a failure.
// Alone: `pnpm --filter e2e exec tsx bench/api-notifs.ts` (after a server build).
import { openDatabase } from '../../server/src/db/connect';
import { createBenchDatabase, type BenchDatabase } from '../../server/scripts/bench-data';
import { notify } from '../../server/src/services/notifications';
import type { NoticeMessage } from '../../server/src/services/notification-texts';
import { DEMO } from '../support/session';
import { FigureTable, runAlone, signInCookie, skipped, startBenchServer, stopServer } from './measure';

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
export async function fillNotifications(bench: BenchDatabase): Promise<string> {
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

async function measure(table: FigureTable, bench: BenchDatabase, adminId: string): Promise<void> {
  const server = await startBenchServer(bench);
  try {
    const cookie = await signInCookie(server.base, DEMO.admin);
    const api = `${server.base}/api/notifs?limit=50`;
    const response = await fetch(api, { headers: { cookie, 'cache-control': 'no-cache' } });
    const body = (await response.json()) as { notifs?: unknown[] };
    if (!response.ok || body.notifs?.length !== 50)
      throw new Error(`${api} answered ${response.status} with ${body.notifs?.length}`);
    table.measure(NOTIFICATIONS, 'first page of 50', 'api', api, [`cookie=${cookie}`, 'cache-control=no-cache']);
    table.measure(NOTIFICATIONS, 'first page of 50', 'floor', `${server.base}/api/notifs/bench-floor?as=${adminId}&limit=50`);
  } finally {
    await stopServer(server);
  }
}

export async function benchNotifsApi(): Promise<void> {
  let bench: BenchDatabase;
  try {
    bench = await createBenchDatabase(POSTGRES_URL);
  } catch (error) {
    return skipped('the notifications bench', error);
  }
  const table = new FigureTable({
    title:
      'GET /api/notifs on PostgreSQL as the admin, read afresh (Cache-Control: no-cache), vs the floor ' +
      '(same page query, no session/rendering/presenter)',
    unit: 'notifs',
    runs: RUNS,
    seconds: SECONDS,
  });
  try {
    await measure(table, bench, await fillNotifications(bench));
  } finally {
    await bench.drop();
  }
  table.summarise(0.6);
}

if (require.main === module) runAlone(benchNotifsApi);
