// Live events (issue 18, "Live updates"): a write that open pages should hear about records one row in the same
// transaction as the change itself, so an event exists exactly when its change committed, and every server instance
// reads it from the one database (each hears the commit through the change listener, or in-process on PGlite).
// A row says only what changed and for whom: `resource` (the /api path segment whose cached reads are stale), the
// ids concerned, and the users to tell. No data rides on it: pages re-read through the ordinary, checked calls.
// The id is the stream's Last-Event-ID. Old rows are pruned by the hub (services/live-events.ts).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table live_events (
    id bigserial primary key,
    resource text not null,
    ids text[] not null default '{}',
    user_ids uuid[] not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index live_events_created_idx on live_events (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table live_events`.execute(db);
}
