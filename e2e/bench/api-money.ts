// `npm run bench`, money and time at scale (issues 22 and 24): GET /api/payments/pb?user= (a contributor's PB
// summary, their lifetime), GET /api/payments/statement?user=&from=&to= (their statement for a month) and
// GET /api/reports/turnaround?from=&to= (the month's figures), as the demo admin, read afresh (`Cache-Control:
// no-cache`), at 10,000 and then 1,000,000 jobs on PostgreSQL. What is measured stays the same size while the
// table grows (server/scripts/bench-money-data.ts: a payee with 40 PB projects and a month of 2,000 jobs, written
// once; the jobs table grows around them), so a figure that grows means a query reads the table rather than what it
// answers. At each size it prints the plans (EXPLAIN ANALYZE, BUFFERS; custom and generic) and a line per query,
// then p50/p99 and requests per second at 50 connections (measure.ts). Target: p99 at 1,000,000 within 1.3× of its
// p99 at 10,000. A measurement, never a failure. Alone: `BENCH_ONLY=money npm run bench`, or
// `pnpm --filter e2e exec tsx bench/api-money.ts` (after a server build); `BENCH_MONEY_SIZES=10000,1000000`,
// `BENCH_MONEY_PROJECTS=10000`, `BENCH_MONEY_PLANS=0` leaves the whole plans out (the summary lines stay), `BENCH_MONEY_API=0` the API figures.
import { createBenchDatabase, growJobsTo, type BenchDatabase } from '../../server/scripts/bench-data';
import type { PlanSummary } from '../../server/scripts/bench-explain';
import { addMoneyHistory, BENCH_MONTH, explainMoney, growLedger } from '../../server/scripts/bench-money-data';
import { growProjectsTo } from '../../server/scripts/bench-projects-data';
import { DEMO } from '../support/session';
import {
  FigureTable,
  loadNow,
  printPlanSummaries,
  runAlone,
  signInCookie,
  skipped,
  startBenchServer,
  stopServer,
} from './measure';

const SECONDS = Number(process.env.BENCH_MONEY_SECONDS || 5);
const RUNS = Number(process.env.BENCH_MONEY_RUNS || 3);
const SIZES = (process.env.BENCH_MONEY_SIZES || '10000,1000000').split(',').map(Number);
const PROJECTS = Number(process.env.BENCH_MONEY_PROJECTS || 10000);
const PLANS = process.env.BENCH_MONEY_PLANS !== '0';
const API = process.env.BENCH_MONEY_API !== '0';
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function measure(table: FigureTable, bench: BenchDatabase, size: number, payeeId: string): Promise<void> {
  const server = await startBenchServer(bench);
  const base = server.base;
  try {
    const admin = await signInCookie(base, DEMO.admin);
    const month = `from=${BENCH_MONTH.from}&to=${BENCH_MONTH.to}`;
    const cases = [
      {
        name: 'PB summary',
        url: `${base}/api/payments/pb?user=${payeeId}`,
        holds: (body: Body) => `${body.projects?.length} projects`,
      },
      {
        name: 'statement, a month',
        url: `${base}/api/payments/statement?user=${payeeId}&${month}`,
        holds: (body: Body) => `${body.lines?.length} lines`,
      },
      {
        name: 'turnaround, a month',
        url: `${base}/api/reports/turnaround?${month}`,
        holds: (body: Body) => `${body.groups?.length} groups, ${body.people?.length} people`,
      },
    ];
    for (const test of cases) {
      const response = await fetch(test.url, { headers: { cookie: admin, 'cache-control': 'no-cache' } });
      const body = (await response.json()) as Body;
      if (!response.ok) throw new Error(`${test.url} answered ${response.status}: ${JSON.stringify(body)}`);
      table.measure(size, test.name, 'api', test.url, [`cookie=${admin}`, 'cache-control=no-cache'], test.holds(body));
    }
  } finally {
    await stopServer(server);
  }
}

type Body = { projects?: unknown[]; lines?: unknown[]; groups?: unknown[]; people?: unknown[] };

export async function benchMoneyApi(): Promise<void> {
  let bench: BenchDatabase;
  try {
    bench = await createBenchDatabase(POSTGRES_URL);
  } catch (error) {
    return skipped('the money and turnaround bench', error);
  }
  const table = new FigureTable({
    title: `PB summary, a month's statement and turnaround (${BENCH_MONTH.from} – ${BENCH_MONTH.to}) as the admin, read afresh`,
    unit: 'jobs',
    runs: RUNS,
    seconds: SECONDS,
    nameWidth: 20,
  });
  try {
    if (bench.target.kind !== 'postgres') throw new Error('the money bench needs PostgreSQL');
    const target = bench.target;
    // A studio's worth of projects first, so the grown jobs spread as they do in one (100 a project at 1M jobs).
    const started = Date.now();
    await growProjectsTo(bench, PROJECTS);
    console.log(
      `\n  ${PROJECTS.toLocaleString('en')} projects made in ${((Date.now() - started) / 1000).toFixed(0)} s (load ${loadNow()})`,
    );
    const payeeId = await addMoneyHistory(bench);
    let smallest: PlanSummary[] | undefined;
    for (const size of SIZES) {
      const grown = Date.now();
      const jobs = await growJobsTo(bench, size);
      const payments = await growLedger(bench, payeeId);
      console.log(
        `\n  ${jobs.toLocaleString('en')} jobs and ${payments.toLocaleString('en')} payments made in ` +
          `${((Date.now() - grown) / 1000).toFixed(0)} s (load ${loadNow()})`,
      );
      const summaries = await explainMoney(target, payeeId, PLANS ? console.log : () => undefined);
      smallest ??= summaries;
      printPlanSummaries(`Money and turnaround queries at ${jobs.toLocaleString('en')} jobs`, summaries, smallest);
      if (API) await measure(table, bench, jobs, payeeId);
    }
  } finally {
    await bench.drop();
  }
  table.summarise();
}

if (require.main === module) runAlone(benchMoneyApi);
