// Data for `npm run bench` (e2e/bench/api-jobs.ts): a fresh database (embedded PGlite in a temporary folder, or a
// new `bench_<random>` database on a PostgreSQL server) with the schema and the demo studio, grown to N jobs with one
// INSERT … SELECT generate_series. The server is started on it afterwards, so PGlite is closed between steps.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseTarget } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed';

export interface BenchDatabase {
  kind: DatabaseTarget['kind'];
  /** What the server's environment needs to use it: DATA_DIR or DATABASE_URL. */
  env: Record<string, string>;
  target: DatabaseTarget;
  drop(): Promise<void>;
}

async function onServer<T>(serverUrl: string, work: (admin: Kysely<unknown>) => Promise<T>): Promise<T> {
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: serverUrl, max: 1 }) }),
  });
  try {
    return await work(admin);
  } finally {
    await admin.destroy();
  }
}

/** A new empty database, migrated and seeded with the demo studio. `serverUrl` picks PostgreSQL, else PGlite. */
export async function createBenchDatabase(serverUrl?: string): Promise<BenchDatabase> {
  let bench: BenchDatabase;
  if (serverUrl) {
    const name = `bench_${randomBytes(5).toString('hex')}`;
    await onServer(serverUrl, (admin) => sql`create database ${sql.id(name)}`.execute(admin));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    bench = {
      kind: 'postgres',
      env: { DATABASE_URL: url.toString() },
      target: { kind: 'postgres', url: url.toString() },
      drop: () =>
        onServer(serverUrl, (admin) => sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin)).then(
          () => undefined,
        ),
    };
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-jobs-'));
    bench = {
      kind: 'pglite',
      env: { DATA_DIR: dataDir },
      target: { kind: 'pglite', dataDir },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const opened = await openDatabase(bench.target);
  try {
    await migrateToLatest(opened.db);
    await seedDemo(opened.db);
  } finally {
    await opened.close();
  }
  return bench;
}

/** Adds jobs until the table holds `total`, spread over every project, role, status and two years; then ANALYZE. */
export async function growJobsTo(bench: BenchDatabase, total: number): Promise<number> {
  const opened = await openDatabase(bench.target);
  try {
    const { count } = await opened.db
      .selectFrom('jobs')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    const missing = Math.max(0, total - count);
    if (missing > 0) {
      await sql`insert into jobs (project_id, job_type, status, claimed_by, claimed_at, prices, important, scene_count, created_at, updated_at)
        select
          p.ids[1 + g % p.n],
          (array['script', 'voice', 'storyboard', 'coloring', 'video-editing', 'translation', 'subtitles', 'other'])[1 + (g * 7) % 8],
          s.status,
          case when s.status = 'open' then null else u.ids[1 + (g * 11) % u.n] end,
          case when s.status = 'open' then null else now() - (g % 700) * interval '1 hour' end,
          jsonb_build_object('1', 10 + g % 50, '2', 20 + g % 50, '3', 30 + g % 50),
          g % 20 = 0,
          g % 20,
          now() - (g % 17520) * interval '1 hour' - (g % 3571) * interval '1 second',
          now()
        from generate_series(1, ${missing}::int) g
        cross join (select array_agg(id) as ids, count(*)::int as n from projects) p
        cross join (select array_agg(id) as ids, count(*)::int as n from users where level in ('staff', 'freelancer')) u
        cross join lateral (select (array['open', 'inprogress', 'pending', 'completed'])[1 + (g * 13) % 4] as status) s`.execute(
        opened.db,
      );
    }
    await sql`analyze jobs`.execute(opened.db);
    return count + missing;
  } finally {
    await opened.close();
  }
}
