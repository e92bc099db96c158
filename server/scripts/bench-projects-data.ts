// Data for the projects part of `npm run bench` (e2e/bench/api-projects.ts), and the query plans behind it.
//
// `growProjectsTo(bench, n)` fills a bench database (bench-data.ts `createBenchDatabase`: the schema and the demo
// studio) up to n projects, shaped like a studio with years of history: project g (1 the newest) was last updated
// about g × 26 minutes ago (100,000 projects span five years). The newest WORKING_SET projects are being worked on
// (new and the five board statuses) and carry the open jobs; older ones are launched, some on hold or in the
// trash. So growing from 10,000 to 100,000 projects adds history, as a studio's growth does, while the work in
// hand stays the same size. 40 PMs, 1,500 freelancers and 3,000 clients beside the demo users; each project has
// one PM, one client and one or two freelancers (the demo users are drawn like the others, so the demo freelancer
// collaborates on about one project in 1,500); PMs list the projects not launched or trashed, the demo admin one
// project in 200; every other project has a job (open ones only on projects being worked on). Rows are made by
// INSERT … SELECT generate_series with ids md5('bench-…' || g), so growing adds only the missing (older) ones.
// One title in five is Thai, written without spaces ('นิทานทดสอบเรื่องที่ g'), for the global search's bench.
//
// Run as a script it prints EXPLAIN (ANALYZE, BUFFERS) of the list's and the counts' SQL (as the repository
// builds them) for the demo admin, staff, freelancer and client, with PostgreSQL's custom plan and the generic
// plan a prepared statement switches to (the server prepares every SELECT, db/connect.ts):
//
//   pnpm --filter server exec tsx scripts/bench-projects-data.ts [--url=postgres://…/postgres] [--keep] 10000 100000
//   pnpm --filter server exec tsx scripts/bench-projects-data.ts --reuse=postgres://…/bench_x 100000   (a kept one)
import { sql, type Kysely } from 'kysely';
import { openDatabase, type DatabaseTarget } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/types';
import type { Actor } from '../src/policies';
import {
  countProjects,
  findProjectDetail,
  listProjects,
  projectSearchQueries,
  type ProjectListFilter,
} from '../src/repositories/projects';
import { findActor } from '../src/repositories/users';
import { createBenchDatabase, type BenchDatabase } from './bench-data';
import { captureQueries, explainQueries } from './bench-explain';

/** The projects in hand (not launched, trashed or on hold) at any size: the newest ones. */
const WORKING_SET = 1500;
const BENCH_PMS = 40;
const BENCH_FREELANCERS = 1500;
const BENCH_CLIENTS = 3000;
const ROLES = ['script', 'voice', 'storyboard', 'coloring', 'video-editing', 'translation', 'subtitles', 'recording'];

/** The bench's users (made once): PMs, freelancers and clients who never sign in. */
export async function addBenchUsers(db: Kysely<Database>): Promise<void> {
  await sql`insert into users (id, email, name, name_alias, level, roles, role_levels)
    select md5('bench-user-' || kind || '-' || i)::uuid, 'bench-' || kind || '-' || i || '@bench.test',
      initcap(kind) || ' ' || i || ' Bench', initcap(kind) || ' ' || i,
      case kind when 'pm' then 'staff' else kind end,
      case kind
        when 'pm' then array['project-manager']
        when 'freelancer' then array[${sql.lit(ROLES[0])}, (${sql.val(ROLES)}::text[])[1 + i % ${sql.lit(ROLES.length)}]]
        else '{}'::text[] end,
      '{}'::jsonb
    from (select 'pm' as kind, generate_series(1, ${sql.lit(BENCH_PMS)}) as i
          union all select 'freelancer', generate_series(1, ${sql.lit(BENCH_FREELANCERS)})
          union all select 'client', generate_series(1, ${sql.lit(BENCH_CLIENTS)})) u
    on conflict (email) do nothing`.execute(db);
}

/**
 * Adds projects (with collaborators, listed-by rows and jobs) until the table holds `total`; then VACUUM
 * ANALYZE, as autovacuum would leave a table of that age (the visibility map lets counts read indexes only).
 */
export async function growProjectsTo(bench: BenchDatabase, total: number): Promise<number> {
  const opened = await openDatabase(bench.target);
  const db = opened.db;
  try {
    await addBenchUsers(db);
    const { count } = await db
      .selectFrom('projects')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    const from = count + 1;
    const to = total;
    if (to >= from) {
      // g → a pseudo-random but repeatable spread: h(g, k) in [0, 1).
      const h = (k: number) => sql`((${sql.raw('g')}::bigint * ${sql.lit(k)}) % 100003) / 100003.0`;
      const pid = sql`md5('bench-project-' || g)::uuid`;
      const series = sql`generate_series(${sql.lit(from)}::int, ${sql.lit(to)}::int) g`;
      // The newest WORKING_SET projects are in hand; older ones launched (93%), in the trash (4%) or on hold (3%).
      const status = sql`(case
        when g <= ${sql.lit(WORKING_SET)} then (case
          when ${h(7919)} < 0.10 then 'new' when ${h(7919)} < 0.35 then 'script-writing'
          when ${h(7919)} < 0.55 then 'storyboarding' when ${h(7919)} < 0.80 then 'production'
          when ${h(7919)} < 0.90 then 'finalizing' else 'ready' end)
        when ${h(7919)} < 0.93 then 'launched' when ${h(7919)} < 0.97 then 'trash' else 'onhold' end)`;
      const updated = sql`now() - (g * 26 + (${h(104729)} * 20)::int) * interval '1 minute'`;
      await sql`insert into projects (id, title, status, old_status, script_status, storyboard_status, perf_based, starred,
          level, progress, word_count, character_count, scene_count, platforms, fb_launch_date, disable_relaunch,
          created_at, updated_at)
        select ${pid}, case when g % 5 = 0 then 'นิทานทดสอบเรื่องที่ ' || g else 'Bench project ' || g end, s.status,
          case when s.status in ('onhold', 'trash') then 'production' end,
          case when s.status in ('new', 'script-writing') then 'new' else 'confirmed' end,
          case when s.status in ('new', 'script-writing', 'storyboarding') then 'new' else 'confirmed' end,
          g % 20 = 3, g % 50 = 0, 1 + g % 3, (g % 15) * 7, 200 + g % 2000, 1100 + (g % 2000) * 5, 5 + g % 20,
          case g % 4 when 0 then array['fb', 'yt'] when 1 then array['fb'] when 2 then array['yt'] else array['fb', 'yt', 'pr'] end,
          case when s.status = 'launched' then t.updated - (g % 30) * interval '1 day' end,
          g % 10 = 0,
          t.updated - (30 + g % 90) * interval '1 day', t.updated
        from ${series}
        cross join lateral (select ${status} as status) s
        cross join lateral (select ${updated} as updated) t`.execute(db);

      const pool = (kind: string, demo: string) =>
        sql`(select array_agg(id order by id) as ids, count(*)::int as n from users
          where email like ${`bench-${kind}-%`} or email = ${demo}) ${sql.raw(`${kind}s`)}`;
      // One PM, one client and one or two freelancers per project.
      await sql`insert into project_collaborators (project_id, user_id, created_at)
        select distinct on (p.id, c.user_id) p.id, c.user_id, p.created_at
        from (select ${pid} as id, g from ${series}) x
        join projects p on p.id = x.id
        cross join ${pool('pm', 'pm@demo.test')}
        cross join ${pool('client', 'client@demo.test')}
        cross join ${pool('freelancer', 'freelancer@demo.test')}
        cross join lateral (values
          (pms.ids[1 + (x.g * 31) % pms.n]),
          (clients.ids[1 + (x.g * 37) % clients.n]),
          (freelancers.ids[1 + (x.g * 41) % freelancers.n]),
          (case when x.g % 2 = 0 then freelancers.ids[1 + (x.g * 43) % freelancers.n] end)) c(user_id)
        where c.user_id is not null
        on conflict do nothing`.execute(db);
      // The PM lists the projects still being worked on; the demo admin one in 200.
      await sql`insert into project_listed_by (project_id, user_id)
        select p.id, pc.user_id from (select ${pid} as id from ${series}) x
        join projects p on p.id = x.id
        join project_collaborators pc on pc.project_id = p.id
        join users u on u.id = pc.user_id and 'project-manager' = any(u.roles)
        where p.status not in ('launched', 'trash')
        union all
        select ${pid}, (select id from users where email = 'admin@demo.test') from ${series} where g % 200 = 0
        on conflict do nothing`.execute(db);
      // Every other project has a job: completed on launched, trashed or held ones, else any state, a third open.
      await sql`insert into jobs (project_id, job_type, status, claimed_by, claimed_at, prices, scene_count, created_at, updated_at)
        select p.id, j.job_type, j.status,
          case when j.status = 'open' then null else freelancers.ids[1 + (x.g * 47) % freelancers.n] end,
          case when j.status = 'open' then null else p.created_at end,
          jsonb_build_object('1', 10 + x.g % 50, '2', 20 + x.g % 50, '3', 30 + x.g % 50), 5 + x.g % 20,
          p.created_at, p.updated_at
        from (select ${pid} as id, g from ${series} where g % 2 = 0) x
        join projects p on p.id = x.id
        cross join ${pool('freelancer', 'freelancer@demo.test')}
        cross join lateral (select
          (array['script', 'voice', 'storyboard', 'coloring', 'video-editing', 'translation', 'subtitles', 'other'])[1 + (x.g * 7) % 8] as job_type,
          case when p.status in ('launched', 'trash', 'onhold') then 'completed'
            else (array['open', 'inprogress', 'pending', 'completed', 'open', 'inprogress'])[1 + (x.g * 13) % 6] end as status) j`.execute(
        db,
      );
    }
    for (const table of ['users', 'projects', 'project_collaborators', 'project_listed_by', 'jobs']) {
      await sql`vacuum analyze ${sql.table(table)}`.execute(db);
    }
    return Math.max(count, total);
  } finally {
    await opened.close();
  }
}

/** The SQL each repository call runs, captured while it runs. */
function captureProjectQueries(url: string, callers: Array<{ label: string; actor: Actor }>, projectId: string) {
  return captureQueries(url, async (db, label) => {
    const page: ProjectListFilter = { status: 'all', skip: 0, limit: 20 };
    for (const { label: who, actor } of callers) {
      label(`${who}: GET /api/projects (all, first page)`);
      await listProjects(db, actor, page);
      if (actor.level === 'admin') {
        label(`${who}: GET /api/projects?status=my-projects`);
        await listProjects(db, actor, { ...page, status: 'my-projects' });
        label(`${who}: GET /api/projects?status=production&skip=100`);
        await listProjects(db, actor, { ...page, status: 'production', skip: 100 });
        label(`${who}: GET /api/projects?status=fbRelaunch&pb=true`);
        await listProjects(db, actor, { ...page, status: 'fbRelaunch', pb: true });
      }
      label(`${who}: GET /api/projects/counts`);
      await countProjects(db, actor);
    }
    label(`admin: GET /api/projects/{id}`);
    await findProjectDetail(db, projectId, callers[0].actor.id);
  });
}

/**
 * EXPLAIN ANALYZE of the global search's projects (GET /api/projects/search, 10 a page) for the user and term: the
 * plan of each query the search runs (the walk of the newest projects, then the matches when it falls short).
 */
export async function explainProjectSearch(bench: BenchDatabase, userId: string, term: string): Promise<string[]> {
  const opened = await openDatabase(bench.target);
  try {
    const actor = await findActor(opened.db, userId);
    if (!actor) throw new Error('no such user');
    const paging = { skip: 0, limit: 10 };
    const { first, matches } = projectSearchQueries(opened.db, actor, term, paging);
    const lines = async (query: Pick<typeof first, 'explain'>) =>
      (await query.explain(undefined, sql`analyze`)).map((row) => String(Object.values(row)[0]));
    const plan = [matches ? 'the walk of the newest projects:' : "the caller's own projects:", ...(await lines(first))];
    if (!matches || (await first.execute()).length > paging.limit) return plan;
    return [...plan, 'too few there; the matching projects:', ...(await lines(matches))];
  } finally {
    await opened.close();
  }
}

/** EXPLAIN (ANALYZE, BUFFERS) of every captured query, custom plan and generic plan. */
export async function explainProjectQueries(target: Extract<DatabaseTarget, { kind: 'postgres' }>): Promise<void> {
  const opened = await openDatabase(target);
  let callers: Array<{ label: string; actor: Actor }>;
  let projectId: string;
  try {
    callers = [];
    for (const [label, email] of [
      ['admin', 'admin@demo.test'],
      ['staff', 'staff@demo.test'],
      ['freelancer', 'freelancer@demo.test'],
      ['client', 'client@demo.test'],
    ]) {
      const row = await opened.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      const actor = await findActor(opened.db, row.id);
      if (actor) callers.push({ label, actor });
    }
    const project = await opened.db
      .selectFrom('projects')
      .select('id')
      .where('title', '=', 'The Night Shift')
      .executeTakeFirstOrThrow();
    projectId = project.id;
  } finally {
    await opened.close();
  }
  const captured = await captureProjectQueries(target.url, callers, projectId);
  await explainQueries(target.url, captured);
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name: string) =>
    args
      .find((arg) => arg.startsWith(`--${name}=`))
      ?.split('=')
      .slice(1)
      .join('=');
  const sizes = args.filter((arg) => /^\d+$/.test(arg)).map(Number);
  const reuse = option('reuse');
  const keep = args.includes('--keep') || Boolean(reuse);
  let bench: BenchDatabase;
  if (reuse) {
    const opened = await openDatabase({ kind: 'postgres', url: reuse });
    await migrateToLatest(opened.db);
    await opened.close();
    bench = { kind: 'postgres', env: { DATABASE_URL: reuse }, target: { kind: 'postgres', url: reuse }, drop: async () => {} };
  } else {
    bench = await createBenchDatabase(option('url') || 'postgres://postgres@127.0.0.1:5432/postgres');
  }
  try {
    for (const size of sizes.length ? sizes : [10_000, 100_000]) {
      const started = Date.now();
      const projects = await growProjectsTo(bench, size);
      console.log(`\n##### ${projects} projects (filled in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
      if (bench.target.kind === 'postgres') await explainProjectQueries(bench.target);
    }
  } finally {
    if (keep) console.log(`\nkept: ${bench.env.DATABASE_URL ?? bench.env.DATA_DIR}`);
    else await bench.drop();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
