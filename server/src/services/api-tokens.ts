// Personal API tokens (issue 25): a user's named bearer tokens for scripts, with exactly the owner's rights.
// The token is `sst_` + 32 random bytes (base64url), shown once; the database keeps only its SHA-256 (like session
// tokens: 256 random bits need no slow hash, and a leaked table cannot be replayed). Every call checks the token in
// the database (revoked or expired is refused at once on every instance), counts it against the token's own limit
// and refreshes last_used_at at most once a minute. See docs/decisions/server/0590-personal-api-tokens.md.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { HttpError, UnauthorizedError } from '../errors';
import type { Actor } from '../policies/actor';
import { findLiveApiToken, insertApiToken, isApiTokenLive, touchApiToken } from '../repositories/api-tokens';
import { toActor } from '../repositories/users';
import { hashToken } from './sessions';
import { countInWindow, type UserLimit } from './user-limits';

export const API_TOKEN_PREFIX = 'sst_';
/** Calls one token may make per window (API_TOKEN_LIMIT_PER_MINUTE), far above a script's honest pace. */
export const DEFAULT_API_TOKEN_LIMIT: UserLimit = { max: 600, windowMs: 60_000 };
/** last_used_at is refreshed at most this often. */
const TOUCH_INTERVAL_SECONDS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

export const API_TOKEN_INVALID = 'This API token is not valid: it is unknown, expired or revoked';
export const API_TOKEN_READ_ONLY = 'This API token is read-only; use a read and write token to make changes';
export const API_TOKEN_SESSION_ONLY = 'API tokens cannot do this; sign in to the app to manage tokens or your password';
export const API_TOKEN_TOO_MANY_CALLS = 'Too many calls with this API token; please wait a minute and try again';

/** What a request made with a token knows about it (plugins/session.ts sets it, plugins/guards.ts reads it). */
export interface RequestApiToken {
  id: string;
  readOnly: boolean;
}

export class ApiTokenLimitError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, API_TOKEN_TOO_MANY_CALLS);
  }
}

/**
 * The personal API token of an Authorization header, or null when the header names another scheme, another kind of
 * bearer token (another installation's transfer token, judged by its own route) or none.
 */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match && match[1].startsWith(API_TOKEN_PREFIX) ? match[1] : null;
}

/** Makes a token for the user; the only time the token itself exists outside the caller's hands. */
export async function createApiToken(
  db: Kysely<Database>,
  input: { userId: string; name: string; readOnly: boolean; days: number },
) {
  const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const row = await insertApiToken(db, {
    userId: input.userId,
    name: input.name,
    tokenHash: hashToken(token),
    readOnly: input.readOnly,
    expiresAt: new Date(Date.now() + input.days * DAY_MS),
  });
  return { token, row };
}

/**
 * The owner (as the policies see them) and the token of a bearer token, read afresh from the database; throws 401
 * for an unknown, revoked or expired token and 429 past the token's limit.
 */
export async function resolveApiToken(
  db: Kysely<Database>,
  token: string,
  limit: UserLimit = DEFAULT_API_TOKEN_LIMIT,
): Promise<{ user: Actor; apiToken: RequestApiToken }> {
  const row = token.startsWith(API_TOKEN_PREFIX) ? await findLiveApiToken(db, hashToken(token)) : undefined;
  if (!row) throw new UnauthorizedError(API_TOKEN_INVALID);
  const wait = await countInWindow(db, limit, row.id, `api-token:${row.token_id}`);
  if (wait > 0) throw new ApiTokenLimitError(wait);
  const lastUsed = row.token_last_used_at?.getTime() ?? 0;
  if (Date.now() - lastUsed > TOUCH_INTERVAL_SECONDS * 1000) await touchApiToken(db, row.token_id, TOUCH_INTERVAL_SECONDS);
  return { user: toActor(row), apiToken: { id: row.token_id, readOnly: row.token_read_only } };
}

/** Whether a long-lived call (the live events stream) made with the token may go on: the token still live, the owner's. */
export const apiTokenStillLive = (db: Kysely<Database>, token: RequestApiToken, userId: string): Promise<boolean> =>
  isApiTokenLive(db, token.id, userId);
