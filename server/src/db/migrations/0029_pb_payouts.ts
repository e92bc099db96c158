// PB payouts (issue 22, DECISIONS "Payments"): a payout of a user's share of a PB project's pool is a line of a
// payment in the one ledger, like a job's pay, so `paid` in the PB summary is read from the ledger.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table payment_pb_lines (
      payment_id uuid not null references payments (id),
      project_id uuid not null references projects (id),
      amount numeric(12, 2) not null check (amount > 0),
      primary key (payment_id, project_id)
    )`.execute(db);
  await sql`create index payment_pb_lines_project_idx on payment_pb_lines (project_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table payment_pb_lines`.execute(db);
}
