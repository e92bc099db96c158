// Invitations remember where the invitee lands after setting a password (a project's page when a project's
// collaborator list invited them). And a post turns into at most one project: the unique index is the
// backstop of createFromPost's check, also when two conversions race.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table invitations add column landing_url text`.execute(db);
  await sql`create unique index projects_post_id_key on projects (post_id) where post_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists projects_post_id_key`.execute(db);
  await sql`alter table invitations drop column if exists landing_url`.execute(db);
}
