// "Split into scenes" (issue 28): when the PM last split the client's raw script into scenes. Set while the split
// stands (one split at a time: a second is refused), cleared when it is undone.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table projects add column script_split_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table projects drop column script_split_at`.execute(db);
}
