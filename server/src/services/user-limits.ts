// Per-user limits (issue 19): how many comments, posts, messages, uploads and invitations one signed-in user may
// make in a window, counted in the database (user_action_counts) so the limit holds across server instances. A
// route declares its limit with `config: { userLimit: 'comments' }` (plugins/user-limits.ts counts before the
// handler and the OpenAPI document lists the 429); code that limits only some of a route's requests (an invitation
// of an unknown address) calls `consumeUserLimit` in its transaction. Over the limit the answer is 429 with a
// sentence in the reader's language and Retry-After; anonymous callers have their own limits (services/comments.ts).
// The limits are far above a real studio's work (docs/decisions/server "Issue 19: per-user limits").
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { HttpError } from '../errors';
import { countUserAction, forgetUserActions } from '../repositories/user-action-counts';

export type LimitedAction = 'comments' | 'posts' | 'messages' | 'uploads' | 'invitations';

export interface UserLimit {
  /** At most this many in one window. */
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_USER_LIMITS: Readonly<Record<LimitedAction, UserLimit>> = {
  comments: { max: 60, windowMs: 10 * MINUTE },
  posts: { max: 30, windowMs: HOUR },
  messages: { max: 120, windowMs: 10 * MINUTE },
  uploads: { max: 300, windowMs: HOUR },
  invitations: { max: 30, windowMs: 24 * HOUR },
};

/** The 429 sentence of each action (English on the wire; message-translations.ts has the Thai). */
export const USER_LIMIT_MESSAGES: Readonly<Record<LimitedAction, string>> = {
  comments: 'You have written too many comments in a short time; please wait a few minutes and try again',
  posts: 'You have written too many posts in a short time; please wait a while and try again',
  messages: 'You have sent too many messages in a short time; please wait a few minutes and try again',
  uploads: 'You have uploaded too many files in a short time; please wait a while and try again',
  invitations: 'You have invited too many new people today; please try again tomorrow or ask an admin',
};

export class UserLimitError extends HttpError {
  constructor(
    action: LimitedAction,
    /** Whole seconds until the window ends (the Retry-After header). */
    readonly retryAfterSeconds: number,
  ) {
    super(429, USER_LIMIT_MESSAGES[action]);
  }
}

/**
 * Counts one request under `key` of the user in the current fixed window of `limit`: 0 when counted, else the whole
 * seconds until the window ends (the request is refused and not counted). Also keys other than an action (an API
 * token's calls, services/api-tokens.ts).
 */
export async function countInWindow(
  db: Kysely<Database>,
  limit: UserLimit,
  userId: string,
  key: string,
  now = Date.now(),
): Promise<number> {
  const start = now - (now % limit.windowMs);
  const counted = await countUserAction(db, { userId, action: key, windowStart: new Date(start), max: limit.max });
  if (!counted) return Math.max(1, Math.ceil((start + limit.windowMs - now) / 1000));
  // The row of the window before stays readable; older ones are nobody's business.
  await forgetUserActions(db, userId, key, new Date(start - limit.windowMs));
  return 0;
}

/**
 * Counts one `action` of the user, or refuses it (UserLimitError, 429) when the current window already holds the
 * limit. Pass the action's transaction to count only what commits.
 */
export async function consumeUserLimit(
  db: Kysely<Database>,
  limits: Partial<Record<LimitedAction, UserLimit>> | undefined,
  userId: string,
  action: LimitedAction,
  now = Date.now(),
): Promise<void> {
  const wait = await countInWindow(db, limits?.[action] ?? DEFAULT_USER_LIMITS[action], userId, action, now);
  if (wait > 0) throw new UserLimitError(action, wait);
}
