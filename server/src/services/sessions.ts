// Server-side sessions. The browser holds a random 32-byte token in the httpOnly `sid` cookie; the
// database holds only its SHA-256, so a leaked table cannot be replayed. A session ends after 14
// idle days or 60 days in all. Reads may be answered from the read cache, which empties on any change to
// the data (a sign-out, a demotion, a password change), so a cached session is the one the database holds.
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { Actor } from '../policies/actor';
import { toActor } from '../repositories/users';
import type { ReadCache } from './read-cache';

export const SESSION_COOKIE = 'sid';
export const SESSION_IDLE_DAYS = 14;
export const SESSION_MAX_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, to spare a write on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Kysely<Database>, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_MAX_DAYS * DAY_MS);
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: userId, expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

export interface LiveSession {
  sessionId: string;
  /** Frozen: one object may serve many requests from the cache. */
  user: Actor;
  lastSeenAt: number;
  expiresAt: number;
}

/** Rough size of a cached session, for the cache's byte budget. */
const SESSION_BYTES = 2048;

function freezeActor(actor: Actor): Actor {
  Object.freeze(actor.roles);
  Object.freeze(actor.roleLevels);
  return Object.freeze(actor);
}

/** Within both limits, and its last-seen time recent enough that this request need not write it. */
function usableWithoutWrite(session: LiveSession | null, now = Date.now()): boolean {
  return session !== null && now - session.lastSeenAt <= TOUCH_INTERVAL_MS && session.expiresAt > now;
}

/** The session and its user as the database holds them; expired sessions are deleted, last_seen_at refreshed. */
async function loadSession(db: Kysely<Database>, tokenHash: string): Promise<LiveSession | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.last_seen_at as session_last_seen_at',
      'sessions.expires_at as session_expires_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  const now = Date.now();
  let lastSeenAt = row.session_last_seen_at.getTime();
  const idleSince = now - lastSeenAt;
  if (idleSince > SESSION_IDLE_DAYS * DAY_MS || row.session_expires_at.getTime() <= now) {
    await db.deleteFrom('sessions').where('id', '=', row.session_id).execute();
    return null;
  }
  if (idleSince > TOUCH_INTERVAL_MS) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now()` })
      .where('id', '=', row.session_id)
      .execute();
    lastSeenAt = now;
  }
  return { sessionId: row.session_id, user: freezeActor(toActor(row)), lastSeenAt, expiresAt: row.session_expires_at.getTime() };
}

/**
 * The live session's user for a cookie token, or null. With `cache`, a session read since the last change to
 * the data answers without a query (unless its last-seen time is due for a write); without, it is read afresh.
 */
export async function resolveSession(
  db: Kysely<Database>,
  token: string,
  cache: ReadCache | null = null,
): Promise<LiveSession | null> {
  const tokenHash = hashToken(token);
  if (!cache) return loadSession(db, tokenHash);
  const { value } = await cache.read(`session:${tokenHash}`, () => loadSession(db, tokenHash), {
    usable: (session) => usableWithoutWrite(session),
    keep: (session) => usableWithoutWrite(session),
    bytes: () => SESSION_BYTES,
  });
  return value;
}

export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of the user except `keepSessionId` (after a password change). */
export async function deleteOtherSessions(db: Kysely<Database>, userId: string, keepSessionId: string | null): Promise<void> {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepSessionId) q = q.where('id', '<>', keepSessionId);
  await q.execute();
}
