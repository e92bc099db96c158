// People and accounts: uploaded files (the storage adapter keeps the bytes, this table the facts),
// the mail outbox (the default mail adapter), and invitations (a pending user sets a password by link).
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`create table files (
    id uuid primary key default gen_random_uuid(),
    storage_key text not null unique,
    name text not null,
    ext text not null,
    mime text not null,
    size bigint not null check (size > 0),
    variants boolean not null default false,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now()
  )`,
  sql`create index files_created_by_idx on files (created_by)`,

  sql`create table outbox (
    id uuid primary key default gen_random_uuid(),
    kind text not null,
    to_address text not null,
    subject text not null,
    text text not null,
    created_at timestamptz not null default now(),
    sent_at timestamptz
  )`,
  sql`create index outbox_created_idx on outbox (created_at desc)`,

  sql`create table invitations (
    token_hash text primary key,
    user_id uuid not null references users (id) on delete cascade,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`,
  sql`create index invitations_user_idx on invitations (user_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['invitations', 'outbox', 'files']) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
}
