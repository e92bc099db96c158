// A rule with a SQL twin (list filters, notification recipients) must say the same as the rule: on generated
// users, projects and jobs, each twin picks exactly whom (or what) its rule in server/src/policies allows.
import fc from 'fast-check';
import { sql } from 'kysely';
import { JOB_STATUSES } from '../src/db/types';
import {
  can,
  claimableJobSql,
  isEligibleClaimant,
  isPm,
  isProjectPm,
  mayClaim,
  readableJobsSql,
  readableProjectsSql,
  type JobTarget,
} from '../src/policies';
import { eligibleClaimantIds, jobTarget, projectPmIds } from '../src/repositories/jobs';
import { findProjectFacts, projectTarget } from '../src/repositories/projects';
import { collaboratingPmIds } from '../src/repositories/project-content';
import { studioManagerIds, toActor } from '../src/repositories/users';
import { createJob, createProject, createUser, type User } from './factories';
import { createTestDatabase, type TestDatabase } from './helper';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const ROLES = ['script', 'voice', 'project-manager', 'translation'];
const userArb = fc.record({
  level: fc.constantFrom('admin', 'staff', 'freelancer', 'client') as fc.Arbitrary<User['level']>,
  roles: fc.subarray(ROLES),
  collaborates: fc.boolean(),
});
const jobArb = fc.record({
  jobType: fc.constantFrom('script', 'voice', 'project-manager', 'other'),
  status: fc.constantFrom(...JOB_STATUSES),
  staff: fc.uniqueArray(fc.nat(7), { maxLength: 3 }),
  claimant: fc.option(fc.nat(7), { nil: null }),
});
const studioArb = fc.record({
  users: fc.array(userArb, { minLength: 1, maxLength: 6 }),
  jobs: fc.array(jobArb, { minLength: 1, maxLength: 4 }),
});

class Rollback extends Error {}

const sorted = (ids: readonly string[]) => [...ids].sort();

it('recipients, job lists and project lists: each SQL twin agrees with its rule', async () => {
  await fc.assert(
    fc.asyncProperty(studioArb, async (studio) => {
      await t.db
        .transaction()
        .execute(async (trx) => {
          const users: User[] = [];
          for (const input of studio.users) {
            users.push(await createUser(trx, { level: input.level, roles: input.roles, withPassword: false }));
          }
          const ours = new Set(users.map((user) => user.id));
          const pick = (index: number) => users[index % users.length];
          const project = await createProject(trx, { collaborators: users.filter((_, i) => studio.users[i].collaborates) });
          const collaboratorIds = users.filter((_, i) => studio.users[i].collaborates).map((user) => user.id);
          const jobs = [];
          for (const input of studio.jobs) {
            const claimedBy = input.status !== 'open' && input.claimant !== null ? pick(input.claimant) : undefined;
            const staff = [...new Map(input.staff.map((i) => [pick(i).id, pick(i)])).values()];
            jobs.push(await createJob(trx, { project, jobType: input.jobType, status: input.status, claimedBy, staff }));
          }
          const targets: JobTarget[] = jobs.map((job) => jobTarget({ ...job, project_collaborator_ids: collaboratorIds }));

          // Notification recipients: job/create goes to who may claim; claim, submit, release to the project's PMs.
          for (const job of jobs) {
            const recipients = (await eligibleClaimantIds(trx, job.job_type, job.staff)).filter((id) => ours.has(id));
            const allowed = users.filter((user) =>
              isEligibleClaimant(toActor(user), { jobType: job.job_type, staff: job.staff }),
            );
            expect(sorted(recipients)).toEqual(sorted(allowed.map((user) => user.id)));
          }
          const pms = (await projectPmIds(trx, project.id)).filter((id) => ours.has(id));
          const allowedPms = users.filter((user) => isProjectPm(toActor(user), collaboratorIds));
          expect(sorted(pms)).toEqual(sorted(allowedPms.map((user) => user.id)));
          const collaboratingPms = await collaboratingPmIds(trx, project.id);
          const allowedCollaboratingPms = allowedPms.filter((user) => collaboratorIds.includes(user.id));
          expect(sorted(collaboratingPms)).toEqual(sorted(allowedCollaboratingPms.map((user) => user.id)));
          const studioPms = (await studioManagerIds(trx)).filter((id) => ours.has(id));
          expect(sorted(studioPms)).toEqual(sorted(users.filter((user) => isPm(toActor(user))).map((user) => user.id)));

          // Lists: the jobs a user may read and claim, and whether they may read the project.
          const facts = await findProjectFacts(trx, project.id);
          if (!facts) throw new Error('the generated project is missing');
          for (const user of users) {
            const actor = toActor(user);
            const readable = await trx
              .selectFrom('jobs')
              .select('jobs.id')
              .where('jobs.project_id', '=', project.id)
              .where(readableJobsSql(actor))
              .execute();
            expect(sorted(readable.map((row) => row.id))).toEqual(
              sorted(jobs.filter((_, i) => can(actor, 'read', 'job', targets[i])).map((job) => job.id)),
            );
            const claimable = await trx
              .selectFrom('jobs')
              .select('jobs.id')
              .where('jobs.project_id', '=', project.id)
              .where(claimableJobSql(actor))
              .execute();
            expect(sorted(claimable.map((row) => row.id))).toEqual(
              sorted(jobs.filter((_, i) => mayClaim(actor, targets[i])).map((job) => job.id)),
            );
            const seesProject = await trx
              .selectFrom('projects')
              .select(sql<number>`1`.as('one'))
              .where('projects.id', '=', project.id)
              .where(readableProjectsSql(actor))
              .executeTakeFirst();
            expect(Boolean(seesProject)).toBe(can(actor, 'read', 'project', projectTarget(facts)));
          }
          throw new Rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Rollback)) throw error;
        });
    }),
    { numRuns: 25 },
  );
});
