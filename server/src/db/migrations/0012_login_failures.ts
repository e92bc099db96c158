// Failed sign-ins (issue 12): each is kept for the limit's window, so the limit counts failures per account and per
// address across every server instance (services/sign-in-limits.ts). Successful sign-ins are never written here.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table login_failures (
    id bigint generated always as identity primary key,
    account text not null,
    address text not null,
    failed_at timestamptz not null
  )`.execute(db);
  // The two counts read the latest failures of one account or one address; pruning reads the oldest of all.
  await sql`create index login_failures_account_idx on login_failures (account, failed_at desc)`.execute(db);
  await sql`create index login_failures_address_idx on login_failures (address, failed_at desc)`.execute(db);
  await sql`create index login_failures_failed_at_idx on login_failures (failed_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists login_failures`.execute(db);
}
