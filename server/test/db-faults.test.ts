// The server outlives its database's faults: connections terminated while requests run (PostgreSQL's
// pg_terminate_backend, which is what a failover or a restart does to them) answer 503 with a message, the process
// lives on, the next requests succeed, nothing committed is lost and no read cached before the loss is served after it.
// On the embedded database (one in-process connection, nothing to terminate) what applies: a request that cannot get
// the connection in time answers 503, and the connection serves the next one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/connect';
import { hashToken, SESSION_COOKIE } from '../src/services/sessions';
import { DATABASE_UNAVAILABLE } from '../src/db/connection-loss';
import { call, createTestApp, settleChanges, signIn, testConfig, type TestApp } from './helper';
import { createUser, type User } from './factories';

let t: TestApp;
let pm: User;
let cookie: string;

/** Polls `check` until it holds or about 10 s pass (it waits on PostgreSQL's own pace, never asserts a time). */
async function eventually(check: () => Promise<boolean> | boolean): Promise<boolean> {
  for (let tries = 0; tries < 200; tries += 1) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

const fresh = { 'cache-control': 'no-cache' };
const listProjects = (headers: Record<string, string> = {}) => call(t.app, 'GET', '/api/projects', { cookie, headers });
const createProject = (title: string) => call(t.app, 'POST', '/api/projects', { cookie, payload: { title } });

if (process.env.TEST_DATABASE_URL) {
  describe('PostgreSQL connections terminated under load', () => {
    /** Another client of the same database (psql, an operator): it locks tables and terminates the app's backends. */
    const OPERATOR = 'fault-operator';
    let operator: Kysely<unknown>;

    beforeAll(async () => {
      t = await createTestApp();
      pm = await createUser(t.db, { level: 'staff', roles: ['project-manager'] });
      cookie = await signIn(t.db, pm);
      operator = new Kysely<unknown>({
        dialect: new PostgresDialect({
          pool: new pg.Pool({ connectionString: t.url as string, max: 2, application_name: OPERATOR }),
        }),
      });
    });
    afterAll(async () => {
      await operator.destroy();
      await t.close();
    });

    const terminateAppBackends = () =>
      sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name <> ${OPERATOR}`.execute(operator);

    it('keeps the process alive when a connection it holds between two statements loses its server', async () => {
      const errors: unknown[] = [];
      await t.db.connection().execute(async (connection) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(connection);
        await sql`select pg_terminate_backend(${rows[0].pid})`.execute(operator);
        // The connection notices the loss by itself (no statement running): this used to be an unhandled 'error'.
        await eventually(async () =>
          sql`select 1 as one`.execute(connection).then(
            () => false,
            (error: unknown) => (errors.push(error), true),
          ),
        );
      });
      expect(errors).toHaveLength(1);
      // The pool dropped the dead connection: the next statement runs on a new one.
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(t.db);
      expect(rows).toEqual([{ one: 1 }]);
    });

    it('answers 503 to the requests in flight, then serves the next ones; what was committed stays', async () => {
      const before = await createProject('Committed before the loss');
      expect(before.statusCode).toBe(201);
      // Hold the requests inside the database (waiting for a lock), so the loss surely happens while they run.
      const held = await operator.connection().execute(async (locker) => {
        await sql`begin`.execute(locker);
        await sql`lock table sessions in access exclusive mode`.execute(locker);
        const inFlight = [
          ...Array.from({ length: 4 }, () => listProjects(fresh)),
          ...Array.from({ length: 4 }, (_, i) => createProject(`During the loss ${i}`)),
        ];
        const waiting = await eventually(async () => {
          const { rows: blocked } = await sql<{ count: number }>`select count(*)::int as count from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`.execute(operator);
          return blocked[0].count >= 4;
        });
        expect(waiting).toBe(true);
        await terminateAppBackends();
        await sql`commit`.execute(locker);
        return Promise.all(inFlight);
      });

      const statuses = held.map((response) => response.statusCode);
      expect(statuses).not.toContain(500);
      const unavailable = held.filter((response) => response.statusCode === 503);
      expect(unavailable.length).toBeGreaterThan(0);
      for (const response of unavailable) {
        expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE });
        expect(response.headers['retry-after']).toBeDefined();
      }

      // The next requests succeed, and the listener hears other processes again.
      const after = await createProject('Created after the loss');
      expect(after.statusCode).toBe(201);
      expect(await eventually(() => t.changes.version() !== null)).toBe(true);
      const list = await listProjects(fresh);
      expect(list.statusCode).toBe(200);
      const titles = (list.json().projects as Array<{ title: string }>).map((project) => project.title);
      expect(titles).toEqual(expect.arrayContaining(['Committed before the loss', 'Created after the loss']));
      // Every creation that answered 201 during the loss is there.
      for (const response of held.filter((r) => r.statusCode === 201)) {
        expect(titles).toContain(response.json().project.title);
      }
    });

    it('serves no read cached before the loss after it, though another process wrote meanwhile', async () => {
      const leaving = await signIn(t.db, pm);
      await settleChanges(t);
      const before = await call(t.app, 'GET', '/api/jobs?status=incomplete', { cookie: leaving });
      expect(before.statusCode).toBe(200);
      // The session and the list are now cached.
      expect((await call(t.app, 'GET', '/api/jobs?status=incomplete', { cookie: leaving })).headers['x-cache']).toBe('hit');
      await terminateAppBackends();
      // Another process ends that session and renames a project while this one may not hear it.
      const token = leaving.slice(`${SESSION_COOKIE}=`.length);
      await sql`delete from sessions where token_hash = ${hashToken(token)}`.execute(operator);
      await sql`update projects set title = 'Renamed while unheard' where title = 'Committed before the loss'`.execute(operator);
      expect(await eventually(() => t.changes.version() !== null)).toBe(true);
      expect((await call(t.app, 'GET', '/api/jobs?status=incomplete', { cookie: leaving })).statusCode).toBe(401);
      const list = await listProjects();
      expect(list.statusCode).toBe(200);
      expect((list.json().projects as Array<{ title: string }>).map((project) => project.title)).toContain(
        'Renamed while unheard',
      );
    });

    it('answers 503 while PostgreSQL refuses connections, and starts anyway', async () => {
      // Nothing listens on port 1: every connection attempt is refused, as during a restart.
      const url = new URL(t.url as string);
      url.port = '1';
      const down = await openDatabase({ kind: 'postgres', url: url.toString() });
      const app = await buildApp({ db: down.db, changes: down.changes, config: t.config });
      try {
        await app.ready();
        expect(down.changes.version()).toBeNull();
        const response = await call(app, 'GET', '/api/projects', { cookie });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE });
      } finally {
        await app.close();
        await down.close();
      }
    });
  });
}

describe('the embedded database busy past the wait', () => {
  it('answers 503 to a request that cannot get the connection, and serves the next one', async () => {
    // A bare database (no tables needed: the request waits for the connection before its first statement).
    const database = await openDatabase({ kind: 'pglite', acquireTimeoutMs: 200 });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-faults-'));
    const app = await buildApp({ db: database.db, changes: database.changes, config: testConfig(dir, {}) });
    try {
      await app.ready();
      let release!: () => void;
      let holding!: Promise<void>;
      // A transaction holds the one connection until released (a long import, say).
      await new Promise<void>((started) => {
        holding = database.db.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx);
          started();
          await new Promise<void>((resolve) => (release = resolve));
        });
      });
      const busy = await call(app, 'GET', '/api/projects', { cookie: `${SESSION_COOKIE}=any-token` });
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toEqual({ message: DATABASE_UNAVAILABLE });
      expect(busy.headers['retry-after']).toBeDefined();
      release();
      await holding;
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
