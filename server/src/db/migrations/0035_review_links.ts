// Review links (issue 26): a project's PM shares its uploaded video, its chosen covers and titles or its storyboard
// with a reviewer who has no account. Only the SHA-256 of the token is stored (the token itself is shown once);
// an optional password is stored as an argon2id hash like user passwords.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table review_links (
      id uuid primary key default gen_random_uuid(),
      project_id uuid not null references projects(id) on delete cascade,
      kind text not null check (kind in ('video', 'social', 'storyboard')),
      name text not null,
      token_hash text not null unique,
      password_hash text,
      expires_at timestamptz not null,
      may_comment boolean not null default false,
      may_download boolean not null default false,
      created_by uuid references users(id) on delete set null,
      created_at timestamptz not null default now(),
      revoked_at timestamptz
    )`.execute(db);
  await sql`create index review_links_project_idx on review_links (project_id, created_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table review_links`.execute(db);
}
