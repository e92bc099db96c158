// Recording payments: an Idempotency-Key is unique per payer (not across the studio), and the payment keeps a
// fingerprint of the request it answered, so a retry with the same key gets the first result and the same key
// with another body is refused. Outstanding payments are read off a partial index of the completed jobs that still
// owe their pay or their bonus, whatever the size of the jobs table. (`payment_jobs (job_id, kind)` is unique since
// 0001: the database's backstop against paying a job twice.)
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`alter table payments drop constraint payments_idempotency_key_key`,
  sql`alter table payments add column request_hash text`,
  sql`create unique index payments_idempotency_key_idx on payments (created_by, idempotency_key)
    where idempotency_key is not null`,
  sql`create index jobs_outstanding_idx on jobs (claimed_by)
    where status = 'completed' and (paid_at is null or (bonus > 0 and bonus_paid_at is null))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists jobs_outstanding_idx`.execute(db);
  await sql`drop index if exists payments_idempotency_key_idx`.execute(db);
  await sql`alter table payments drop column request_hash`.execute(db);
  await sql`alter table payments add constraint payments_idempotency_key_key unique (idempotency_key)`.execute(db);
}
