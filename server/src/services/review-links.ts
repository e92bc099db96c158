// Review links (issue 26): tokens, their lookup and the password check. A token is 32 random bytes (base64url),
// shown once; the database keeps its SHA-256 only, so a leaked table opens nothing. Wrong passwords count in the
// sign-in limiter (services/sign-in-limits.ts), per link and per address, and past its limit every try is refused.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { isLinkActive } from '../domain/review-links';
import { NotFoundError, UnauthorizedError } from '../errors';
import { findReviewLinkByTokenHash, type ReviewLinkRow } from '../repositories/review-links';
import { verifyPassword } from './passwords';
import { signInFailed, signInSucceeded, signInWait, type SignInLimits } from './sign-in-limits';

/** The one answer for a token that is unknown, revoked or expired: nothing tells them apart. */
export const REVIEW_LINK_GONE = 'This review link has expired or was revoked; ask the studio for a new one';
export const REVIEW_PASSWORD_WRONG = 'Wrong password for this review link';
export const TOO_MANY_REVIEW_PASSWORDS = 'Too many wrong passwords; please wait a few minutes and try again';

export const newReviewToken = (): string => randomBytes(32).toString('base64url');
export const hashReviewToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The link of `token` while it is active; 404 otherwise. */
export async function findActiveLink(db: Kysely<Database>, token: string): Promise<ReviewLinkRow> {
  const link = await findReviewLinkByTokenHash(db, hashReviewToken(token));
  if (!link || !isLinkActive(link)) throw new NotFoundError(REVIEW_LINK_GONE);
  return link;
}

export type PasswordCheck = { ok: true } | { ok: false; retryAfter: number };

/** Checks the link's password (none needed without one); 401 when wrong, `retryAfter` seconds past the limit. */
export async function checkLinkPassword(
  db: Kysely<Database>,
  limits: SignInLimits,
  link: ReviewLinkRow,
  password: string | undefined,
  address: string,
): Promise<PasswordCheck> {
  if (!link.password_hash) return { ok: true };
  const attempt = { email: `review-link:${link.id}`, address };
  const wait = await signInWait(db, limits, attempt);
  if (wait > 0) return { ok: false, retryAfter: wait };
  if (!(await verifyPassword(link.password_hash, password ?? ''))) {
    await signInFailed(db, limits, attempt);
    throw new UnauthorizedError(REVIEW_PASSWORD_WRONG);
  }
  await signInSucceeded(db, attempt);
  return { ok: true };
}
