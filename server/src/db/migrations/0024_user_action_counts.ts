// Per-user limits (issue 19, services/user-limits.ts): how many comments, posts, messages, uploads and invitations
// one user made in one fixed window. Every server instance counts in this one table with an atomic upsert, so a
// limit holds however many instances serve the user. Rows of past windows are forgotten as the user acts again.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table user_action_counts (
    user_id uuid not null references users(id) on delete cascade,
    action text not null,
    window_start timestamptz not null,
    count integer not null,
    primary key (user_id, action, window_start)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table user_action_counts`.execute(db);
}
