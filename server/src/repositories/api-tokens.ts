// Personal API tokens (migration 0034, services/api-tokens.ts).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

export async function insertApiToken(
  db: Kysely<Database>,
  token: { userId: string; name: string; tokenHash: string; readOnly: boolean; expiresAt: Date },
) {
  return db
    .insertInto('api_tokens')
    .values({
      user_id: token.userId,
      name: token.name,
      token_hash: token.tokenHash,
      read_only: token.readOnly,
      expires_at: token.expiresAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One page of the user's tokens, newest first, and how many there are (index api_tokens_user). */
export async function listUserApiTokens(db: Kysely<Database>, userId: string, page: { skip: number; limit: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('api_tokens')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .offset(page.skip)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('api_tokens')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Revokes the user's token (once: a revoked token keeps its first revocation time); undefined when not theirs. */
export async function revokeUserApiToken(db: Kysely<Database>, userId: string, id: string) {
  return db
    .updateTable('api_tokens')
    .set({ revoked_at: sql<Date>`coalesce(revoked_at, now())` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** The live (unrevoked, unexpired) token of the hash and its owner's row, judged by the database's clock. */
export async function findLiveApiToken(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .selectAll('users')
    .select([
      'api_tokens.id as token_id',
      'api_tokens.read_only as token_read_only',
      'api_tokens.last_used_at as token_last_used_at',
    ])
    .where('api_tokens.token_hash', '=', tokenHash)
    .where('api_tokens.revoked_at', 'is', null)
    .where('api_tokens.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** Sets the token's last use to now unless it was set within `intervalSeconds` (one write a minute, not a call). */
export async function touchApiToken(db: Kysely<Database>, id: string, intervalSeconds: number): Promise<void> {
  await db
    .updateTable('api_tokens')
    .set({ last_used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('last_used_at', 'is', null),
        eb('last_used_at', '<', sql<Date>`now() - make_interval(secs => ${intervalSeconds})`),
      ]),
    )
    .execute();
}

/** Whether the token of the id is still live (unrevoked, unexpired) and its owner's. */
export async function isApiTokenLive(db: Kysely<Database>, id: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('api_tokens')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}
