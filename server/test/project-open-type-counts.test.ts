// A freelancer's tab counts read a summary the triggers of migration 0043 keep (decision 0746), not their set of
// projects. Whatever happens to projects, jobs, collaborations and claims, the counts must equal what counting their
// readable set (policy: readableProjectIdsSql) gives, the query the counts ran before; and two transactions changing
// jobs of one project at once must leave the summary equal to a recount.
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import type { Database, JobStatus, ProjectStatus } from '../src/db/types';
import { JOB_STATUSES, PROJECT_STATUSES } from '../src/db/types';
import { FB_RELAUNCH_AFTER_DAYS } from '../src/domain/project-constants';
import { readableProjectIdsSql, type Actor } from '../src/policies';
import { countProjects } from '../src/repositories/projects';
import { toActor } from '../src/repositories/users';
import type { ProjectTab } from '../src/schemas/project';
import { createJob, createProject, createUser, type Job, type Project, type User } from './factories';
import { createTestDatabase, type TestDatabase } from './helper';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const TYPES = ['script', 'voice', 'coloring', 'other'];
/** Freelancers whose roles meet the job types differently (none, one, two, one nobody else has). */
const ROLE_SETS = [[], ['script'], ['script', 'voice'], ['coloring']];

class Rollback extends Error {}

/** The counts as they were computed before migration 0043: the freelancer's whole readable set, by status. */
async function referenceCounts(db: Kysely<Database>, actor: Actor): Promise<Record<ProjectTab, number>> {
  const cutoff = new Date(Date.now() - FB_RELAUNCH_AFTER_DAYS * DAY);
  const { rows } = await sql<{ status: ProjectStatus; n: number; relaunch: number }>`select status, count(*)::int as n,
      (count(*) filter (where status = 'launched' and not disable_relaunch and fb_launch_date < ${cutoff}))::int as relaunch
    from projects where id in (${readableProjectIdsSql(actor)}) group by status`.execute(db);
  const listed = await db
    .selectFrom('project_listed_by as lb')
    .innerJoin('projects', 'projects.id', 'lb.project_id')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('lb.user_id', '=', actor.id)
    .where('projects.status', '<>', 'trash')
    .executeTakeFirstOrThrow();
  const counts = Object.fromEntries(PROJECT_STATUSES.map((status) => [status, 0])) as Record<ProjectTab, number>;
  for (const row of rows) counts[row.status] = row.n;
  counts.all = rows.filter((row) => row.status !== 'onhold' && row.status !== 'trash').reduce((sum, row) => sum + row.n, 0);
  counts.fbRelaunch = rows.reduce((sum, row) => sum + row.relaunch, 0);
  counts['my-projects'] = listed.n;
  return counts;
}

/** The per-project sets and the summary equal a recount from the jobs and projects themselves. */
async function expectSummaryExact(db: Kysely<Database>): Promise<void> {
  const sets = await sql<{ wrong: number }>`select count(*)::int as wrong from projects p
    full join project_open_types t on t.project_id = p.id
    where t.project_id is null or p.id is null
      or (t.status, t.open_types, t.relaunch_at) is distinct from (p.status,
        coalesce((select array_agg(distinct j.job_type order by j.job_type) from jobs j
          where j.project_id = p.id and j.status = 'open' and cardinality(j.staff) = 0), '{}'),
        case when p.status = 'launched' and not p.disable_relaunch then p.fb_launch_date end)`.execute(db);
  expect(sets.rows[0].wrong).toBe(0);
  const kept = await sql<{ status: string; open_types: string[]; n: number }>`select status, open_types, n
    from project_open_type_counts where n <> 0 order by status, open_types::text`.execute(db);
  const recount = await sql<{ status: string; open_types: string[]; n: number }>`select status, open_types, count(*)::int as n
    from project_open_types group by status, open_types order by status, open_types::text`.execute(db);
  expect(kept.rows).toEqual(recount.rows);
}

const statusArb = fc.constantFrom(...PROJECT_STATUSES);
const jobStatusArb = fc.constantFrom(...JOB_STATUSES);
const pick = fc.nat(1000);
const newProjectArb = fc.record({
  op: fc.constant('project' as const),
  status: statusArb,
  fbDays: fc.option(fc.constantFrom(FB_RELAUNCH_AFTER_DAYS - 10, FB_RELAUNCH_AFTER_DAYS + 10), { nil: null }),
  collaborators: fc.subarray([0, 1, 2, 3]),
});
const newJobArb = fc.record({
  op: fc.constant('job' as const),
  project: pick,
  type: fc.constantFrom(...TYPES),
  status: jobStatusArb,
  staff: fc.subarray([0, 1, 2, 3], { maxLength: 2 }),
  claimant: fc.option(fc.nat(3), { nil: null }),
});
const opArb = fc.oneof(
  newProjectArb,
  newJobArb,
  fc.record({
    op: fc.constant('jobStatus' as const),
    job: pick,
    status: jobStatusArb,
    claimant: fc.option(fc.nat(3), { nil: null }),
  }),
  fc.record({ op: fc.constant('jobType' as const), job: pick, type: fc.constantFrom(...TYPES) }),
  fc.record({ op: fc.constant('jobStaff' as const), job: pick, staff: fc.subarray([0, 1, 2, 3], { maxLength: 2 }) }),
  fc.record({ op: fc.constant('jobMove' as const), job: pick, project: pick }),
  fc.record({ op: fc.constant('jobDelete' as const), job: pick }),
  // One statement over every job of a project (a bulk change: the triggers see several rows at once).
  fc.record({ op: fc.constant('projectJobs' as const), project: pick, status: jobStatusArb }),
  fc.record({ op: fc.constant('projectStatus' as const), project: pick, status: statusArb }),
  fc.record({ op: fc.constant('relaunch' as const), project: pick, disable: fc.boolean() }),
  fc.record({ op: fc.constant('projectDelete' as const), project: pick }),
  fc.record({ op: fc.constant('collab' as const), project: pick, user: fc.nat(3) }),
);

it('a freelancer counts what their readable set holds, whatever changes, for every mix of roles', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(newProjectArb, { minLength: 1, maxLength: 5 }),
      fc.array(newJobArb, { maxLength: 12 }),
      fc.array(opArb, { maxLength: 15 }),
      async (newProjects, newJobs, changes) => {
        const ops = [...newProjects, ...newJobs, ...changes];
        await t.db
          .transaction()
          .execute(async (trx) => {
            const freelancers: User[] = [];
            for (const roles of ROLE_SETS)
              freelancers.push(await createUser(trx, { level: 'freelancer', roles, withPassword: false }));
            const projects: Project[] = [];
            const jobs: string[] = [];
            const project = (i: number) => projects[i % projects.length];
            const job = (i: number) => jobs[i % jobs.length];
            const who = (indexes: number[]) => indexes.map((i) => freelancers[i]);
            for (const op of ops) {
              if (op.op === 'project') {
                const fbLaunchDate = op.fbDays === null ? undefined : new Date(Date.now() - op.fbDays * DAY);
                projects.push(
                  await createProject(trx, { status: op.status, fbLaunchDate, collaborators: who(op.collaborators) }),
                );
                continue;
              }
              if (projects.length === 0) continue;
              if (op.op === 'job') {
                const claimedBy = op.status !== 'open' && op.claimant !== null ? freelancers[op.claimant] : undefined;
                const created = await createJob(trx, {
                  project: project(op.project),
                  jobType: op.type,
                  status: op.status as JobStatus,
                  staff: who(op.staff),
                  claimedBy,
                });
                jobs.push(created.id);
              } else if (op.op === 'projectJobs') {
                await trx
                  .updateTable('jobs')
                  .set({ status: op.status })
                  .where('project_id', '=', project(op.project).id)
                  .execute();
              } else if (op.op === 'projectStatus') {
                await trx.updateTable('projects').set({ status: op.status }).where('id', '=', project(op.project).id).execute();
              } else if (op.op === 'relaunch') {
                await trx
                  .updateTable('projects')
                  .set({ disable_relaunch: op.disable })
                  .where('id', '=', project(op.project).id)
                  .execute();
              } else if (op.op === 'projectDelete') {
                const gone = project(op.project);
                await trx.deleteFrom('projects').where('id', '=', gone.id).execute();
                projects.splice(projects.indexOf(gone), 1);
              } else if (op.op === 'collab') {
                await trx
                  .insertInto('project_collaborators')
                  .values({ project_id: project(op.project).id, user_id: freelancers[op.user].id })
                  .onConflict((oc) => oc.doNothing())
                  .execute();
              } else if (jobs.length > 0) {
                const id = job(op.job);
                const jobs_ = trx.updateTable('jobs').where('id', '=', id);
                if (op.op === 'jobStatus') {
                  const claimedBy = op.status !== 'open' && op.claimant !== null ? freelancers[op.claimant].id : null;
                  await jobs_.set({ status: op.status, claimed_by: claimedBy }).execute();
                } else if (op.op === 'jobType') await jobs_.set({ job_type: op.type }).execute();
                else if (op.op === 'jobStaff') await jobs_.set({ staff: who(op.staff).map((user) => user.id) }).execute();
                else if (op.op === 'jobMove') await jobs_.set({ project_id: project(op.project).id }).execute();
                else if (op.op === 'jobDelete') {
                  await trx.deleteFrom('jobs').where('id', '=', id).execute();
                  jobs.splice(jobs.indexOf(id), 1);
                }
              }
            }
            await expectSummaryExact(trx);
            // The summary is the whole studio's: other rows (the database's own) are in both counts alike.
            for (const freelancer of freelancers) {
              const actor = toActor(freelancer);
              expect({ roles: actor.roles, counts: await countProjects(trx, actor) }).toEqual({
                roles: actor.roles,
                counts: await referenceCounts(trx, actor),
              });
            }
            throw new Rollback();
          })
          .catch((error: unknown) => {
            if (!(error instanceof Rollback)) throw error;
          });
      },
    ),
    { numRuns: 50 },
  );
});

/** Waits until some other session of this database waits for a lock (PostgreSQL). */
async function someoneWaitsForALock(db: Kysely<Database>): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if (rows[0].n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Resolves a promise from outside. */
function gate(): { wait: Promise<void>; open: () => void } {
  let open = () => undefined as void;
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}

describe('two transactions changing jobs of one project at once', () => {
  const cases: Array<{ name: string; first: 'open' | 'close'; want: string[] }> = [
    {
      name: 'both open a job of a new type: the set holds both',
      first: 'open',
      want: ['coloring', 'script', 'subtitles', 'voice'],
    },
    { name: 'one closes the last job of a type while the other opens one', first: 'close', want: ['coloring', 'voice'] },
  ];
  for (const { name, first, want } of cases) {
    it(name, async () => {
      const pm = await createUser(t.db, { level: 'staff', roles: ['project-manager'] });
      const project = await createProject(t.db, { status: 'production', collaborators: [pm] });
      const script = await createJob(t.db, { project, jobType: 'script', status: 'open' });
      await createJob(t.db, { project, jobType: 'coloring', status: 'open' });
      const firstDone = gate();
      const secondStarted = gate();
      // The first holds its change uncommitted until the second is seen waiting (PostgreSQL) or has run (PGlite,
      // one connection: the second runs after the first commits).
      const one = t.db.transaction().execute(async (trx) => {
        if (first === 'open') await createJob(trx, { project, jobType: 'subtitles', status: 'open' });
        else await trx.updateTable('jobs').set({ status: 'inprogress', claimed_by: pm.id }).where('id', '=', script.id).execute();
        firstDone.open();
        if (t.kind === 'postgres') await secondStarted.wait;
      });
      await firstDone.wait;
      const two = t.db.transaction().execute(async (trx) => {
        await createJob(trx, { project, jobType: 'voice', status: 'open' });
      });
      if (t.kind === 'postgres') {
        await someoneWaitsForALock(t.db);
        secondStarted.open();
      }
      await Promise.all([one, two]);
      const row = await t.db
        .selectFrom('project_open_types')
        .select('open_types')
        .where('project_id', '=', project.id)
        .executeTakeFirstOrThrow();
      expect(row.open_types).toEqual(want);
      await expectSummaryExact(t.db);
    });
  }

  // Each transaction changes one project's jobs (as the app's do); several at once on the same projects.
  it('many at once on a few projects leave the summary equal to a recount', async () => {
    const projects: Project[] = [];
    for (let i = 0; i < 3; i++) projects.push(await createProject(t.db, { status: 'script-writing' }));
    const jobs: Job[] = [];
    for (const project of projects) {
      for (const jobType of TYPES) jobs.push(await createJob(t.db, { project, jobType, status: 'open' }));
    }
    await Promise.all(
      jobs.map((job, i) =>
        t.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('jobs')
            .set({ status: i % 2 ? 'pending' : 'open' })
            .where('id', '=', job.id)
            .execute();
          const project = projects[Math.floor(i / TYPES.length)];
          const added = await createJob(trx, { project, jobType: TYPES[(i + 1) % TYPES.length] });
          // Only rows of its own (rows of others would deadlock on their row locks, triggers or not).
          if (i % 3 === 0) await trx.deleteFrom('jobs').where('id', '=', added.id).execute();
        }),
      ),
    );
    await expectSummaryExact(t.db);
  });
});
