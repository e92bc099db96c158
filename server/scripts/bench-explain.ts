// The query plans `npm run bench` prints: the SQL a repository call runs is captured from a Kysely that logs its
// queries (so a change of the repository changes what is explained), then each query is run under EXPLAIN (ANALYZE,
// BUFFERS) twice: with PostgreSQL's custom plan for these parameters, and with the generic plan a prepared statement
// may switch to after five runs (the server prepares every SELECT, db/connect.ts).
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import type { Database } from '../src/db/types';

export type CapturedQuery = { label: string; query: CompiledQuery };

/** The figures of a plan worth a line: its execution time and the shared buffers its top node touched. */
export type PlanSummary = { label: string; ms: number; buffers: number };

/**
 * The queries `run` makes through the Kysely it is given, each under the label last set with `label(…)`; a call
 * that runs several queries gets "… query 2", "… query 3" for the later ones, so sizes compare query by query.
 */
export async function captureQueries(
  url: string,
  run: (db: Kysely<Database>, label: (name: string) => void) => Promise<void>,
): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = [];
  let current = '';
  let capturing = false;
  const logged = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
    log: (event) => {
      if (event.level !== 'query' || !capturing) return;
      const nth = captured.filter((item) => item.label === current || item.label.startsWith(`${current} query `)).length;
      captured.push({ label: nth ? `${current} query ${nth + 1}` : current, query: event.query });
    },
  });
  try {
    await run(logged, (name) => {
      current = name;
      capturing = true;
    });
  } finally {
    await logged.destroy();
  }
  return captured;
}

/** A value written into SQL (for EXECUTE of a prepared statement). */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (Array.isArray(value)) return `array[${value.map(literal).join(', ')}]::text[]`;
  return `'${String(value).replace(/'/g, "''")}'`;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every captured query, custom and generic plan, printed whole (`print`); answers one
 * summary per query (custom plan).
 */
export async function explainQueries(
  url: string,
  captured: readonly CapturedQuery[],
  print: (line: string) => void = console.log,
): Promise<PlanSummary[]> {
  const client = new pg.Client({ connectionString: url });
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
      await client.query(`prepare bench_explain_q${i} as ${query.sql}`);
      await client.query('set plan_cache_mode = force_generic_plan');
      const args = query.parameters.length ? `(${query.parameters.map(literal).join(', ')})` : '';
      const generic = await client.query(`explain (analyze, buffers) execute bench_explain_q${i}${args}`);
      await client.query('reset plan_cache_mode');
      print('--- generic plan (a prepared statement after five runs, if PostgreSQL finds it no dearer)');
      for (const row of generic.rows) print(String(row['QUERY PLAN']));
    }
  } finally {
    await client.end();
  }
  return summaries;
}
