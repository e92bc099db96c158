// Data for the outstanding-payments part of `npm run bench` (e2e/bench/api-outstanding.ts): the jobs bench's data
// (bench-data.ts `growJobsTo`, claimed by the projects bench's 1,500 freelancers and the demo users) settled like a
// studio that pays every month: every completed job was approved at its amount owed, and all but the newest
// UNPAID_WORK completed jobs were paid long ago. So growing from 10,000 to 1,000,000 jobs adds paid history while
// what is owed stays the same size, as it does in a studio that grows.
//
// Run as a script it fills a bench database and keeps it with --keep (for EXPLAIN in psql, docs/decisions/):
//
//   pnpm --filter server exec tsx scripts/bench-outstanding-data.ts [--url=postgres://…/postgres] [--keep] 10000 1000000
import { sql } from 'kysely';
import { openDatabase } from '../src/db/connect';
import { createBenchDatabase, growJobsTo, type BenchDatabase } from './bench-data';
import { addBenchUsers } from './bench-projects-data';

/** Completed jobs not yet paid, at any size: the newest ones. */
const UNPAID_WORK = 2000;

/** Grows the jobs table to `total` and settles it (approved, all but the newest UNPAID_WORK completed jobs paid). */
export async function growOutstandingTo(bench: BenchDatabase, total: number): Promise<number> {
  const opened = await openDatabase(bench.target);
  try {
    await addBenchUsers(opened.db);
  } finally {
    await opened.close();
  }
  const jobs = await growJobsTo(bench, total);
  const settled = await openDatabase(bench.target);
  try {
    await sql`update jobs set amount_owed = 10 + abs(hashtext(id::text)) % 90,
        bonus = case when abs(hashtext(id::text)) % 10 = 0 then 5 else 0 end,
        approved_at = coalesce(claimed_at, created_at) + interval '1 day'
      where status = 'completed' and amount_owed is null`.execute(settled.db);
    await sql`update jobs set paid_at = approved_at + interval '20 days', bonus_paid_at = case when bonus > 0
        then approved_at + interval '20 days' end
      where status = 'completed' and paid_at is null
        and id not in (select id from jobs where status = 'completed' order by approved_at desc, id limit ${UNPAID_WORK})`.execute(
      settled.db,
    );
    await sql`vacuum analyze jobs`.execute(settled.db);
  } finally {
    await settled.close();
  }
  return jobs;
}

async function main() {
  const args = process.argv.slice(2);
  const url = args.find((arg) => arg.startsWith('--url='))?.slice(6) ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const bench = await createBenchDatabase(url);
  console.log(`bench database: ${bench.env.DATABASE_URL}`);
  try {
    for (const size of args.filter((arg) => /^\d+$/.test(arg)).map(Number)) {
      const started = Date.now();
      await growOutstandingTo(bench, size);
      console.log(`${size} jobs in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  } finally {
    if (!args.includes('--keep')) await bench.drop();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
