// The read cache (sessions and job lists) never answers what a fresh read would not: every change to the data,
// through the API, straight into the database or (PostgreSQL) by another server instance, shows on the next read.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { openDatabase, type OpenDatabase } from '../src/db/connect';
import { call, createTestApp, settleChanges, signIn, type TestApp } from './helper';
import { createJob, createProject, createUser, type Job, type Project, type User } from './factories';

let t: TestApp;
let project: Project;
let admin: User;
let freelancer: User;
let adminCookie: string;
let freelancerCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { level: 'admin' });
  const pm = await createUser(t.db, { level: 'staff', roles: ['project-manager'] });
  freelancer = await createUser(t.db, { level: 'freelancer', roles: ['script'], roleLevels: { script: 1 } });
  project = await createProject(t.db, { collaborators: [pm] });
  adminCookie = await signIn(t.db, admin);
  freelancerCookie = await signIn(t.db, freelancer);
});
afterAll(() => t.close());
afterEach(() => jest.restoreAllMocks());

const openJob = (title = 'A script') =>
  createJob(t.db, { project, jobType: 'script', title, prices: { '1': 10, '2': 20, '3': 30 } });

async function listJobs(app: FastifyInstance, cookie: string, headers: Record<string, string> = {}) {
  const response = await call(app, 'GET', '/api/jobs?status=incomplete&limit=100', { cookie, headers });
  return {
    status: response.statusCode,
    cache: response.headers['x-cache'],
    body: response.body,
    jobs: response.statusCode === 200 ? (response.json().jobs as Array<Record<string, unknown>>) : [],
  };
}
const find = (jobs: Array<Record<string, unknown>>, job: Job) => jobs.find((item) => item._id === job.id);

describe('the change counter', () => {
  it('moves on with every completed write and commit, not with reads', async () => {
    await settleChanges(t);
    const start = t.changes.version() as number;
    await t.db.selectFrom('jobs').select('id').execute();
    expect(t.changes.version()).toBe(start);
    let insideTransaction = start;
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('projects').set({ title: 'Renamed' }).where('id', '=', project.id).execute();
      insideTransaction = t.changes.version() as number;
    });
    // The commit counts too: a read made between the UPDATE and the COMMIT saw the old title.
    expect(t.changes.version()).toBeGreaterThan(insideTransaction);
  });

  it('has every table notify its changes, so other processes hear them', async () => {
    const { rows } = await sql<{ table: string }>`select c.relname as table from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind = 'r' and c.relname not like 'kysely\_%'
        and not exists (select 1 from pg_trigger tr where tr.tgrelid = c.oid and tr.tgname = 'studio_changes')`.execute(t.db);
    expect(rows).toEqual([]);
    const { rows: tables } = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_trigger where tgname = 'studio_changes'`.execute(t.db);
    expect(tables[0].n).toBeGreaterThan(10);
  });
});

describe('job lists', () => {
  it('answers a repeated read from memory with the same bytes', async () => {
    await openJob();
    await settleChanges(t);
    const first = await listJobs(t.app, adminCookie);
    const second = await listJobs(t.app, adminCookie);
    expect(first.cache).toBe('miss');
    expect(second.cache).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.jobs.length).toBeGreaterThan(0);
  });

  it("keeps each caller's answer apart: prices and actions are the caller's own", async () => {
    const job = await openJob();
    await settleChanges(t);
    const asFreelancer = await listJobs(t.app, freelancerCookie);
    const asAdmin = await listJobs(t.app, adminCookie);
    const asFreelancerAgain = await listJobs(t.app, freelancerCookie);
    expect(find(asFreelancer.jobs, job)).toMatchObject({ prices: { '1': 10 }, actions: ['claim'] });
    expect(find(asAdmin.jobs, job)).toMatchObject({ prices: { '1': 10, '2': 20, '3': 30 } });
    expect(find(asAdmin.jobs, job)?.actions).not.toContain('claim');
    expect(asFreelancerAgain.cache).toBe('hit');
    expect(find(asFreelancerAgain.jobs, job)?.prices).toEqual({ '1': 10 });
  });

  it('shows a job action to every reader at once', async () => {
    const job = await openJob();
    await settleChanges(t);
    await listJobs(t.app, adminCookie);
    expect((await listJobs(t.app, adminCookie)).cache).toBe('hit');
    const claim = await call(t.app, 'POST', `/api/jobs/${job.id}/claim`, { cookie: freelancerCookie });
    expect(claim.statusCode).toBe(200);
    const after = await listJobs(t.app, adminCookie);
    expect(after.cache).toBe('miss');
    expect(find(after.jobs, job)).toMatchObject({ status: 'inprogress', claimedBy: { _id: freelancer.id } });
  });

  it('shows rows written straight into the database at once', async () => {
    await listJobs(t.app, adminCookie);
    const job = await openJob('Written by a script');
    expect(find((await listJobs(t.app, adminCookie)).jobs, job)).toMatchObject({ title: 'Written by a script' });
  });

  it('reads afresh when the request says Cache-Control: no-cache', async () => {
    await listJobs(t.app, adminCookie);
    const fresh = await listJobs(t.app, adminCookie, { 'cache-control': 'no-cache' });
    expect(fresh.cache).toBe('miss');
    expect(fresh.status).toBe(200);
  });
});

describe('sessions', () => {
  it('ends at once on sign-out, also for reads answered from memory', async () => {
    const cookie = await signIn(t.db, freelancer);
    await settleChanges(t);
    await listJobs(t.app, cookie);
    expect((await listJobs(t.app, cookie)).cache).toBe('hit');
    expect((await call(t.app, 'POST', '/api/auth/logout', { cookie })).statusCode).toBe(200);
    expect((await listJobs(t.app, cookie)).status).toBe(401);
  });

  it("takes a demotion into account on the user's next read", async () => {
    const manager = await createUser(t.db, { level: 'staff', roles: ['project-manager'] });
    const cookie = await signIn(t.db, manager);
    await settleChanges(t);
    expect((await listJobs(t.app, cookie)).status).toBe(200);
    expect((await listJobs(t.app, cookie)).cache).toBe('hit');
    const demote = await call(t.app, 'POST', `/api/users/${manager.id}/role`, {
      cookie: adminCookie,
      payload: { level: 'client' },
    });
    expect(demote.statusCode).toBe(200);
    expect((await listJobs(t.app, cookie)).status).toBe(403);
  });

  it('takes the session of a no-cache read from memory, and still honours a sign-out and a demotion at once', async () => {
    const manager = await createUser(t.db, { level: 'staff', roles: ['project-manager'] });
    const cookie = await signIn(t.db, manager);
    const fresh = { 'cache-control': 'no-cache' };
    await settleChanges(t);
    expect((await listJobs(t.app, cookie)).status).toBe(200);
    // The session is not read again (the list is: no-cache asks for a fresh answer, not a fresh sign-in).
    const sessionReads = jest.spyOn(t.db, 'selectFrom');
    expect((await listJobs(t.app, cookie, fresh)).status).toBe(200);
    expect(sessionReads.mock.calls.filter(([table]) => String(table).startsWith('sessions'))).toHaveLength(0);
    sessionReads.mockRestore();
    const demote = await call(t.app, 'POST', `/api/users/${manager.id}/role`, {
      cookie: adminCookie,
      payload: { level: 'client' },
    });
    expect(demote.statusCode).toBe(200);
    expect((await listJobs(t.app, cookie, fresh)).status).toBe(403);
    expect((await call(t.app, 'POST', '/api/auth/logout', { cookie })).statusCode).toBe(200);
    expect((await listJobs(t.app, cookie, fresh)).status).toBe(401);
  });

  it('still records activity once a minute when the session is cached', async () => {
    const cookie = await signIn(t.db, freelancer);
    const lastSeen = () =>
      t.db
        .selectFrom('sessions')
        .select(sql<string>`last_seen_at::text`.as('at'))
        .where('user_id', '=', freelancer.id)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
    await settleChanges(t);
    await listJobs(t.app, cookie);
    expect((await listJobs(t.app, cookie)).cache).toBe('hit'); // the session is cached too
    const before = await lastSeen();
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 2 * 60 * 1000);
    expect((await listJobs(t.app, cookie)).status).toBe(200);
    expect((await lastSeen()).at).not.toBe(before.at);
  });

  it('refuses a cached session once it has ended', async () => {
    const cookie = await signIn(t.db, freelancer);
    await settleChanges(t);
    await listJobs(t.app, cookie);
    expect((await listJobs(t.app, cookie)).cache).toBe('hit'); // the session is cached too
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 61 * 24 * 60 * 60 * 1000);
    expect((await listJobs(t.app, cookie)).status).toBe(401);
  });
});

// Two server instances need a database server; the embedded database has one process by construction.
if (process.env.TEST_DATABASE_URL) {
  describe('another server instance on the same PostgreSQL database', () => {
    let other: OpenDatabase;
    let otherApp: FastifyInstance;

    beforeAll(async () => {
      other = await openDatabase({ kind: 'postgres', url: t.url as string });
      otherApp = await buildApp({ db: other.db, changes: other.changes, config: t.config });
      await otherApp.ready();
    });
    afterAll(async () => {
      await otherApp.close();
      await other.close();
    });

    /** Polls `check` until it holds (the notification travels through PostgreSQL) or 5 s pass. */
    async function eventually(check: () => Promise<boolean>): Promise<boolean> {
      for (let tries = 0; tries < 100; tries += 1) {
        if (await check()) return true;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return false;
    }

    it('hears the changes the first one commits', async () => {
      const job = await openJob();
      await settleChanges(other);
      await listJobs(otherApp, adminCookie);
      expect((await listJobs(otherApp, adminCookie)).cache).toBe('hit');
      const claim = await call(t.app, 'POST', `/api/jobs/${job.id}/claim`, { cookie: freelancerCookie });
      expect(claim.statusCode).toBe(200);
      const seen = await eventually(async () => find((await listJobs(otherApp, adminCookie)).jobs, job)?.status === 'inprogress');
      expect(seen).toBe(true);
    });

    it('trusts nothing while it cannot hear the others, and caches again once it hears them', async () => {
      const versions: Array<number | null> = [];
      const stop = other.changes.onChange(() => versions.push(other.changes.version()));
      try {
        await sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`.execute(t.db);
        expect(await eventually(async () => versions.includes(null) && other.changes.version() !== null)).toBe(true);
      } finally {
        stop();
      }
      await settleChanges(other);
      await listJobs(otherApp, adminCookie);
      expect((await listJobs(otherApp, adminCookie)).cache).toBe('hit');
    });
  });
}
