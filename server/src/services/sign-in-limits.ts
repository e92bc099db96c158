// The sign-in limit (OWASP's authentication advice): failed sign-ins are counted per account (the e-mail typed,
// known or not) and per client address over a sliding window; successful sign-ins never count. Past the account's
// limit every attempt at that account is refused, even with the right password, until its oldest counted failure
// leaves the window; past the address's (much higher) ceiling, every attempt from that address is. A refusal
// answers 429 with Retry-After and costs no password hashing; refused attempts are not counted again.
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/types';
import { clearAccountFailures, nthLatestFailure, recordFailure } from '../repositories/login-failures';
import { normaliseEmail } from '../repositories/users';

/** Failures one account, and one address (generous: an office shares one), may have in the window. */
export type SignInLimits = NonNullable<AppConfig['signInLimits']>;

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { accountFailures: 10, addressFailures: 100, windowMs: 15 * 60_000 };

/** The 429 message (English on the wire; the sign-in page shows its Thai). */
export const TOO_MANY_FAILED_SIGN_INS = 'Too many failed sign-in attempts; please wait a few minutes and try again';

export interface SignInAttempt {
  email: string;
  address: string;
}

/** Whole seconds until `attempt` may be tried, or 0 when it may be now. */
export async function signInWait(db: Kysely<Database>, limits: SignInLimits, attempt: SignInAttempt): Promise<number> {
  const now = Date.now();
  const since = new Date(now - limits.windowMs);
  const [account, address] = await Promise.all([
    nthLatestFailure(db, { account: normaliseEmail(attempt.email) }, since, limits.accountFailures),
    nthLatestFailure(db, { address: attempt.address }, since, limits.addressFailures),
  ]);
  const until = Math.max(account ? account.getTime() + limits.windowMs : 0, address ? address.getTime() + limits.windowMs : 0);
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

export async function signInFailed(db: Kysely<Database>, limits: SignInLimits, attempt: SignInAttempt): Promise<void> {
  const now = Date.now();
  await recordFailure(
    db,
    { account: normaliseEmail(attempt.email), address: attempt.address, at: new Date(now) },
    new Date(now - limits.windowMs),
  );
}

export async function signInSucceeded(db: Kysely<Database>, attempt: SignInAttempt): Promise<void> {
  await clearAccountFailures(db, normaliseEmail(attempt.email));
}
