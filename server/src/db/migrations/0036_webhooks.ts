// Webhooks (issue 25): admins' endpoints and the delivery outbox. A delivery row is written in the transaction of
// the change it reports (rolled back, no delivery) and sent by the job queue after commit (services/webhooks.ts).
// The endpoint's secret is kept as is: the server needs it to sign every delivery (it is shown to the admin once).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table webhook_endpoints (
      id uuid primary key default gen_random_uuid(),
      url text not null,
      events text[] not null default '{}',
      active boolean not null default true,
      secret text not null,
      created_by uuid references users(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table webhook_deliveries (
      id uuid primary key default gen_random_uuid(),
      endpoint_id uuid not null references webhook_endpoints(id) on delete cascade,
      event_type text not null,
      payload jsonb not null,
      state text not null default 'pending' check (state in ('pending', 'queued', 'sending', 'succeeded', 'failed')),
      attempts jsonb not null default '[]',
      attempt_count integer not null default 0,
      next_attempt_at timestamptz default now(),
      created_at timestamptz not null default now(),
      last_attempt_at timestamptz
    )`.execute(db);
  await sql`create index webhook_deliveries_endpoint_idx on webhook_deliveries (endpoint_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index webhook_deliveries_pending_idx on webhook_deliveries (next_attempt_at) where state in ('pending', 'queued', 'sending')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table webhook_deliveries`.execute(db);
  await sql`drop table webhook_endpoints`.execute(db);
}
