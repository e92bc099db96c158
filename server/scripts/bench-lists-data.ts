// Data and query plans for the lists part of `npm run bench` (e2e/bench/api-lists.ts, issue 27 target 3): the lists
// that used to grow with their table, at 10,000 and at 1,000,000 rows on PostgreSQL.
//
// `growUsersTo(bench, n)` adds users (clients and freelancers named 'Bench Person <g>', one in 256 'Rare Person <g>')
// until the table holds n, with one INSERT … SELECT generate_series, then VACUUM ANALYZE. The jobs grow with
// bench-data.ts `growJobsTo` (spread over every project, a quarter open), the projects with bench-projects-data.ts.
//
// `explainLists(target)` prints EXPLAIN (ANALYZE, BUFFERS) of the SQL each list runs (captured from the repository
// functions the routes call, so a change of the repository changes what is explained): the demo freelancer's
// GET /api/projects (first page of `all`, 20) and its tab counts, and the admin's GET /api/users first page (50), its
// name lookup with a rare and a common term; each with PostgreSQL's custom plan and the generic plan a prepared
// statement may switch to (the server prepares every SELECT, db/connect.ts).
import { sql } from 'kysely';
import { openDatabase, type DatabaseTarget } from '../src/db/connect';
import { countProjects, listProjects } from '../src/repositories/projects';
import { listUsers } from '../src/repositories/user-list';
import { findActor } from '../src/repositories/users';
import type { BenchDatabase } from './bench-data';
import { captureQueries, explainQueries, type PlanSummary } from './bench-explain';

/** Adds bench users until the table holds `total`; answers the count. */
export async function growUsersTo(bench: BenchDatabase, total: number): Promise<number> {
  const opened = await openDatabase(bench.target);
  try {
    const { count } = await opened.db
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    const missing = Math.max(0, total - count);
    if (missing > 0) {
      await sql`insert into users (email, name, name_alias, level, roles, role_levels)
        select 'bench-person-' || g || '@bench.test',
          case when g % 256 = 0 then 'Rare Person ' else 'Bench Person ' end || g, 'person ' || g,
          case when g % 3 = 0 then 'freelancer' else 'client' end,
          case when g % 3 = 0 then array['voice'] else '{}'::text[] end, '{}'::jsonb
        from generate_series(${count + 1}::int, ${total}::int) g
        on conflict (email) do nothing`.execute(opened.db);
    }
    await sql`vacuum analyze users`.execute(opened.db);
    return Math.max(count, total);
  } finally {
    await opened.close();
  }
}

/** The SQL of each list, captured while the repository functions the routes call run. */
function captureListQueries(url: string, freelancerId: string) {
  return captureQueries(url, async (db, label) => {
    const freelancer = await findActor(db, freelancerId);
    if (!freelancer) throw new Error('the demo freelancer is missing');
    label('freelancer: GET /api/projects (all, first page of 20)');
    await listProjects(db, freelancer, { status: 'all', skip: 0, limit: 20 });
    label('freelancer: GET /api/projects/counts');
    await countProjects(db, freelancer);
    label('admin: GET /api/users (first page of 50)');
    await listUsers(db, { level: 'all', skip: 0, limit: 50 });
    label('admin: GET /api/users?lookup=rare person 1024 (one user)');
    await listUsers(db, { level: 'all', lookup: 'rare person 1024', skip: 0, limit: 50 });
    label('admin: GET /api/users?lookup=person 7 (a common term)');
    await listUsers(db, { level: 'all', lookup: 'person 7', skip: 0, limit: 50 });
  });
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every list query, custom and generic plan, printed whole (`print`); answers one
 * summary per query (custom plan) for the table of growth.
 */
export async function explainLists(
  target: Extract<DatabaseTarget, { kind: 'postgres' }>,
  freelancerEmail: string,
  print: (line: string) => void = console.log,
): Promise<PlanSummary[]> {
  const opened = await openDatabase(target);
  let freelancerId: string;
  try {
    const row = await opened.db.selectFrom('users').select('id').where('email', '=', freelancerEmail).executeTakeFirstOrThrow();
    freelancerId = row.id;
  } finally {
    await opened.close();
  }
  const captured = await captureListQueries(target.url, freelancerId);
  return explainQueries(target.url, captured, print);
}
