// The test harness: the real app on a fresh database per test file. PGlite in memory by default;
// with TEST_DATABASE_URL, a new database `test_<random>` on that PostgreSQL server (a copy of the migrated template),
// dropped at the end.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Kysely, sql } from 'kysely';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import type { DataChanges } from '../src/db/changes';
import { openDatabase, type OpenDatabase } from '../src/db/connect';
import { migratedPgliteSnapshot } from './pglite-snapshot';
import { createFromTemplate, ensurePostgresTemplate, serverAdmin } from './postgres-template';
import type { Database } from '../src/db/types';
import { createApiToken } from '../src/services/api-tokens';
import { createSession, SESSION_COOKIE } from '../src/services/sessions';

export interface TestDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** The database's change counter, which the app's read cache follows. */
  changes: DataChanges;
  /** PostgreSQL only: the test database's URL, for a second connection (another server instance). */
  url?: string;
  close(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'pglite', loadDataDir: await migratedPgliteSnapshot() });
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = serverAdmin(serverUrl);
  // The global set-up made the template; a file run alone (or after a migration changed) makes it here.
  await createFromTemplate(admin, name, await ensurePostgresTemplate(serverUrl));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let opened: OpenDatabase;
  try {
    opened = await openDatabase({ kind: 'postgres', url: url.toString() });
  } catch (error) {
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
    await admin.destroy();
    throw error;
  }
  return {
    db: opened.db,
    kind: 'postgres',
    changes: opened.changes,
    url: url.toString(),
    close: async () => {
      await opened.close();
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
      await admin.destroy();
    },
  };
}

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
  config: AppConfig;
  /** A scratch folder standing in for the shell's dist and the deploy folder. */
  dir: string;
}

export function testConfig(dir: string, overrides: Partial<AppConfig>): AppConfig {
  return {
    shellDist: path.join(dir, 'shell-dist'),
    deployDir: path.join(dir, 'deploy'),
    trustProxy: false,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    loginRateLimit: { max: 1000, timeWindowMs: 60_000 },
    filesDir: path.join(dir, 'files'),
    fileUrlSecret: 'test-file-url-secret',
    publicUrl: null,
    mail: { transport: 'outbox', from: 'Studio <no-reply@test.local>' },
    // A scheduled job (notification mails every minute) would write in the middle of a test: tests add jobs themselves.
    schedules: false,
    // Serializers built when a route first answers, not all ~70% of the app's start (plugins/serialization.ts).
    lazySerializers: true,
    // pg-boss's workers end in a loop that re-checks every second after its stop (config.ts queueStopSettleMs).
    queueStopSettleMs: 2100,
    ...overrides,
  };
}

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-test-'));
  const config = testConfig(dir, overrides);
  const app = await buildApp({
    db: database.db,
    changes: database.changes,
    config,
    dbKind: database.kind,
    databaseUrl: database.url,
  });
  await app.ready();
  return {
    ...database,
    app,
    config,
    dir,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the change notifications of earlier writes have arrived: PostgreSQL delivers them a moment after
 * the commit, and each empties the read cache again. For tests that expect a cached answer right after writing.
 */
export async function settleChanges(database: TestDatabase): Promise<void> {
  if (database.kind !== 'postgres') return;
  let seen = database.changes.version();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = database.changes.version();
    if (now === seen) return;
    seen = now;
  }
}

/** A second app with other settings on the same test database (cheaper than a new database). */
export async function createSiblingApp(base: TestApp, overrides: Partial<AppConfig>): Promise<FastifyInstance> {
  const app = await buildApp({
    db: base.db,
    changes: base.changes,
    config: { ...base.config, ...overrides },
    dbKind: base.kind,
    databaseUrl: base.url,
  });
  await app.ready();
  return app;
}

/** A session cookie for `user`, made directly (no password hashing): the way a signed-in browser calls. */
export async function signIn(db: Kysely<Database>, user: { id: string }): Promise<string> {
  const { token } = await createSession(db, user.id);
  return `${SESSION_COOKIE}=${token}`;
}

/** A personal API token of `user` (services/api-tokens.ts), made directly: the way a script calls. */
export async function apiTokenFor(
  db: Kysely<Database>,
  user: { id: string },
  scope: 'read' | 'write' = 'write',
): Promise<string> {
  const { token } = await createApiToken(db, { userId: user.id, name: `test ${scope}`, readOnly: scope === 'read', days: 90 });
  return token;
}

/** One request as a script sends it with a personal API token: no cookie, no Origin. */
export function callWithToken(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  token: string,
  payload?: InjectOptions['payload'],
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
}

export const SAME_ORIGIN = 'http://localhost';

export interface CallOptions {
  cookie?: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
}

/** One request as our own page would send it (same-origin `Origin`, JSON body). */
export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { origin: SAME_ORIGIN, ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  return app.inject({ method, url, headers, payload: options.payload });
}

/** A 4xx answer as a person and a program read it: the sentence, after the machine-readable field path if any. */
export const namedField = (body: { message: string; field?: string }): string => `${body.field ?? ''} ${body.message}`;

export function cookieFrom(response: LightMyRequestResponse, name = SESSION_COOKIE): string | undefined {
  const cookie = response.cookies.find((c) => c.name === name);
  return cookie ? `${name}=${cookie.value}` : undefined;
}
