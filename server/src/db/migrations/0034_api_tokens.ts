// Personal API tokens (issue 25, services/api-tokens.ts): a user's named bearer tokens for scripts. Only the
// SHA-256 of the token is kept; revoking sets revoked_at (the row stays for the owner's list until it expires).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table api_tokens (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users(id) on delete cascade,
    name text not null,
    token_hash text not null unique,
    read_only boolean not null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    last_used_at timestamptz,
    revoked_at timestamptz
  )`.execute(db);
  await sql`create index api_tokens_user on api_tokens (user_id, created_at desc, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table api_tokens`.execute(db);
}
