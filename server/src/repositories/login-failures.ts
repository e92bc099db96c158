// Failed sign-ins, per account and per address (the sign-in limit, services/sign-in-limits.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

export type FailureKey = { account: string } | { address: string };

/**
 * When the `nth` most recent failure of the key since `since` happened, or null when it has fewer: with n the limit,
 * the key is over it until that failure leaves the window.
 */
export async function nthLatestFailure(db: Kysely<Database>, key: FailureKey, since: Date, nth: number): Promise<Date | null> {
  const [column, value] = 'account' in key ? (['account', key.account] as const) : (['address', key.address] as const);
  const row = await db
    .selectFrom('login_failures')
    .select('failed_at')
    .where(column, '=', value)
    .where('failed_at', '>', since)
    .orderBy('failed_at', 'desc')
    .offset(nth - 1)
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.failed_at) : null;
}

/** Records one failure, and forgets those older than `forgetBefore` (no one counts them any more). */
export async function recordFailure(
  db: Kysely<Database>,
  failure: { account: string; address: string; at: Date },
  forgetBefore: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('login_failures').where('failed_at', '<', forgetBefore).execute();
    await trx
      .insertInto('login_failures')
      .values({ account: failure.account, address: failure.address, failed_at: failure.at })
      .execute();
  });
}

/** A successful sign-in clears the account's failures (not the address's: one right password must not reset those). */
export async function clearAccountFailures(db: Kysely<Database>, account: string): Promise<void> {
  await db.deleteFrom('login_failures').where('account', '=', account).execute();
}
