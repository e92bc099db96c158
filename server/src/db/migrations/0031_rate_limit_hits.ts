// Hits of the per-address form limits (@fastify/rate-limit on invitations, contact, password; issue 21): one row per
// (route and address, window), so the limit holds across every server instance on the database.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rate_limit_hits (
      key text not null,
      window_start timestamptz not null,
      count integer not null,
      primary key (key, window_start)
    )`.execute(db);
  await sql`create index rate_limit_hits_window_idx on rate_limit_hits (window_start)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rate_limit_hits`.execute(db);
}
