// Payout batches (issue 22): the batch row a payer's batch key names, and the payments it recorded.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

/** Holds a transaction-level lock on (payer, batch key): a retry racing its original waits, then finds its batch. */
export async function lockBatchKey(trx: Kysely<Database>, payerId: string, batchKey: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`payout-batch:${payerId}:${batchKey}`}, 0))`.execute(trx);
}

export function findBatchByKey(db: Kysely<Database>, payerId: string, batchKey: string) {
  return db
    .selectFrom('payout_batches')
    .select(['id', 'request_hash'])
    .where('created_by', '=', payerId)
    .where('batch_key', '=', batchKey)
    .executeTakeFirst();
}

export async function insertBatch(
  trx: Kysely<Database>,
  batch: { batchKey: string; requestHash: string; total: number; createdBy: string },
): Promise<string> {
  const { id } = await trx
    .insertInto('payout_batches')
    .values({
      batch_key: batch.batchKey,
      request_hash: batch.requestHash,
      total: batch.total,
      created_by: batch.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The batch and its payments' ids, by payee name. */
export async function findBatch(db: Kysely<Database>, id: string) {
  const batch = await db
    .selectFrom('payout_batches')
    .select(['id', 'batch_key', 'total', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!batch) return undefined;
  const payments = await db
    .selectFrom('payments')
    .innerJoin('users', 'users.id', 'payments.user_id')
    .select('payments.id')
    .where('payments.batch_id', '=', id)
    .orderBy('users.name')
    .orderBy('payments.id')
    .execute();
  return { ...batch, paymentIds: payments.map((row) => row.id) };
}
