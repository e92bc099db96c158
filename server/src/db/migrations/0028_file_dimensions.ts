// An image's small variant size in pixels (issue 27, layout shift), so a page can reserve the picture's box before
// it loads. Null for files that are not images, and for images stored before.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table files add column width integer, add column height integer`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table files drop column width, drop column height`.execute(db);
}
