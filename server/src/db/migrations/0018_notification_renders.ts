// Notifications in the reader's language (issue 13): each keeps what it says as a message key and parameters
// (`message`, null for a text written before this), and its rendering per language — `{ "en": { text, html },
// "th": … }`, the markdown and its sanitised HTML — written when the notification is sent or first read, so a read
// of the list renders nothing.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notifications add column message jsonb`.execute(db);
  await sql`alter table notifications add column rendered jsonb not null default '{}'::jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notifications drop column if exists rendered`.execute(db);
  await sql`alter table notifications drop column if exists message`.execute(db);
}
