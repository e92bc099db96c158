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
import type { BenchDatabase } from '../../server/scripts/bench-data';
import { growJobsTo } from '../../server/scripts/bench-data';
import { addMoneyHistory, BENCH_MONTH, explainMoney, growLedger } from '../../server/scripts/bench-money-data';
import { DEMO } from '../support/session';
import { growingSettings, runGrowingBench } from './growing';
import { runAlone, signInCookie, startBenchServer, stopServer, type FigureTable } from './measure';

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

/** The payee's id, made once before the first size (what the cases read). */
const payee = (prepared: string | null): string => {
  if (!prepared) throw new Error('the money history was not made');
  return prepared;
};

export function benchMoneyApi(): Promise<void> {
  return runGrowingBench({
    label: 'the money and turnaround bench',
    settings: growingSettings('MONEY'),
    table: {
      title: `PB summary, a month's statement and turnaround (${BENCH_MONTH.from} – ${BENCH_MONTH.to}) as the admin, read afresh`,
      unit: 'jobs',
    },
    prepare: (bench) => addMoneyHistory(bench),
    async grow(bench, size, prepared) {
      const jobs = await growJobsTo(bench, size);
      const payments = await growLedger(bench, payee(prepared));
      return { size: jobs, made: `${jobs.toLocaleString('en')} jobs and ${payments.toLocaleString('en')} payments` };
    },
    explain: (target, prepared, print) => explainMoney(target, payee(prepared), print),
    plansTitle: (size) => `Money and turnaround queries at ${size.toLocaleString('en')} jobs`,
    measure: (table, bench, size, prepared) => measure(table, bench, size, payee(prepared)),
  });
}

if (require.main === module) runAlone(benchMoneyApi);
