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
import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseTarget } from '../src/db/connect';
import type { Database } from '../src/db/types';
import { countProjects, listProjects } from '../src/repositories/projects';
import { listUsers } from '../src/repositories/user-list';
import { findActor } from '../src/repositories/users';
import type { BenchDatabase } from './bench-data';
import { literal } from './bench-projects-data';

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

/** The SQL of each list, captured from a Kysely that logs its queries while the repository functions run. */
async function captureListQueries(url: string, freelancerId: string) {
  const captured: Array<{ label: string; query: CompiledQuery }> = [];
  let label = '';
  const logged = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
    log: (event) => {
      if (event.level !== 'query') return;
      // A list of several queries: each its own label ("… query 2"), so the sizes compare query by query.
      const nth = captured.filter((item) => item.label === label || item.label.startsWith(`${label} query `)).length;
      captured.push({ label: nth ? `${label} query ${nth + 1}` : label, query: event.query });
    },
  });
  try {
    const freelancer = await findActor(logged, freelancerId);
    if (!freelancer) throw new Error('the demo freelancer is missing');
    captured.length = 0;
    label = 'freelancer: GET /api/projects (all, first page of 20)';
    await listProjects(logged, freelancer, { status: 'all', skip: 0, limit: 20 });
    label = 'freelancer: GET /api/projects/counts';
    await countProjects(logged, freelancer);
    label = 'admin: GET /api/users (first page of 50)';
    await listUsers(logged, { level: 'all', skip: 0, limit: 50 });
    label = 'admin: GET /api/users?lookup=rare person 1024 (one user)';
    await listUsers(logged, { level: 'all', lookup: 'rare person 1024', skip: 0, limit: 50 });
    label = 'admin: GET /api/users?lookup=person 7 (a common term)';
    await listUsers(logged, { level: 'all', lookup: 'person 7', skip: 0, limit: 50 });
  } finally {
    await logged.destroy();
  }
  return captured;
}

/** The figures of a plan worth a line: its execution time and the shared buffers its top node touched. */
export type PlanSummary = { label: string; ms: number; buffers: number };

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
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  const summaries: PlanSummary[] = [];
  try {
    for (const [i, { label, query }] of captured.entries()) {
      print(`\n=== ${label}\n${query.sql}\n-- parameters: ${JSON.stringify(query.parameters)}`);
      const custom = await client.query(`explain (analyze, buffers) ${query.sql}`, query.parameters as unknown[]);
      const lines = custom.rows.map((row) => String(row['QUERY PLAN']));
      print('--- custom plan');
      for (const line of lines) print(line);
      const ms = Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? NaN);
      const top = /Buffers: shared hit=(\d+)(?: read=(\d+))?/.exec(lines.join('\n'));
      summaries.push({ label, ms, buffers: top ? Number(top[1]) + Number(top[2] ?? 0) : 0 });
      await client.query(`prepare bench_list_q${i} as ${query.sql}`);
      await client.query('set plan_cache_mode = force_generic_plan');
      const args = query.parameters.length ? `(${query.parameters.map(literal).join(', ')})` : '';
      const generic = await client.query(`explain (analyze, buffers) execute bench_list_q${i}${args}`);
      await client.query('reset plan_cache_mode');
      print('--- generic plan (a prepared statement after five runs, if PostgreSQL finds it no dearer)');
      for (const row of generic.rows) print(String(row['QUERY PLAN']));
    }
  } finally {
    await client.end();
  }
  return summaries;
}
