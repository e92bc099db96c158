// Payout batches (issue 22): the payer records the outstanding entries chosen on /payments/outstanding as paid in
// one transaction, one payment per payee in the one ledger. The batch remembers the payer's batch key (unique per
// payer) and the hash of what was asked, so a retried request finds the batch instead of paying twice.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table payout_batches (
      id uuid primary key default gen_random_uuid(),
      batch_key text not null,
      request_hash text not null,
      total numeric(12, 2) not null,
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index payout_batches_key_idx on payout_batches (created_by, batch_key)`.execute(db);
  await sql`alter table payments add column batch_id uuid references payout_batches (id)`.execute(db);
  await sql`create index payments_batch_idx on payments (batch_id) where batch_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index payments_batch_idx`.execute(db);
  await sql`alter table payments drop column batch_id`.execute(db);
  await sql`drop table payout_batches`.execute(db);
}
