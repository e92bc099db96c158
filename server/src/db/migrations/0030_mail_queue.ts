// Mail and background jobs (issue 21): the outbox becomes the record of what was sent (status: 'logged' by the
// outbox-only default, else pending → sending → sent, or failed when the server refused the address; attempts, last
// error), with a key that makes a mail that must go once (a digest, a notification's mail) impossible to store twice;
// notifications remember how much of them has been mailed (folded mails and the digest read it); users choose
// immediate mails or a daily digest; `queue_jobs` keeps the in-process runner's pending work (PGlite; on PostgreSQL
// pg-boss keeps its own schema).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table outbox
      add column status text not null default 'logged'
        check (status in ('logged', 'pending', 'sending', 'sent', 'failed')),
      add column attempts integer not null default 0,
      add column last_error text,
      add column claimed_at timestamptz,
      add column dedupe_key text unique`.execute(db);
  await sql`create index outbox_pending_idx on outbox (created_at) where status in ('pending', 'sending')`.execute(db);
  await sql`alter table notifications add column mailed_count integer not null default 0`.execute(db);
  await sql`create index notifications_unmailed_idx on notifications (user_id, created_at) where mailed_count < count`.execute(
    db,
  );
  await sql`alter table users add column notification_digest boolean not null default false`.execute(db);
  // Existing notifications are not mailed after the fact.
  await sql`update notifications set mailed_count = count`.execute(db);
  await sql`
    create table queue_jobs (
      id bigint generated always as identity primary key,
      name text not null,
      payload jsonb not null default '{}',
      singleton_key text,
      state text not null default 'waiting' check (state in ('waiting', 'active', 'failed')),
      attempts integer not null default 0,
      run_after timestamptz not null default now(),
      last_error text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index queue_jobs_singleton_idx on queue_jobs (name, singleton_key) where state = 'waiting'`.execute(db);
  await sql`create index queue_jobs_due_idx on queue_jobs (run_after) where state = 'waiting'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table queue_jobs`.execute(db);
  await sql`alter table users drop column notification_digest`.execute(db);
  await sql`alter table notifications drop column mailed_count`.execute(db);
  await sql`drop index outbox_pending_idx`.execute(db);
  await sql`
    alter table outbox drop column status, drop column attempts, drop column last_error, drop column claimed_at,
      drop column dedupe_key`.execute(db);
}
