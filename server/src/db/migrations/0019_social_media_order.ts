// The order of a project's covers and titles (issue 10: "canEdit gates … sorting"): a manual order that the
// project's editors set by dragging, kept as `position` (0-based within the project; gaps left by a deletion are
// harmless, the order is what counts). Existing rows keep the order they were shown in: oldest first.
import { sql, type Kysely } from 'kysely';

const TABLES = ['social_covers', 'social_titles'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} add column position integer not null default 0`.execute(db);
    await sql`update ${sql.table(table)} t set position = o.n from (
      select id, (row_number() over (partition by project_id order by created_at, id) - 1)::int as n
      from ${sql.table(table)}) o where o.id = t.id`.execute(db);
    await sql`create index ${sql.id(`${table}_order_idx`)} on ${sql.table(table)} (project_id, position, created_at, id)`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`drop index if exists ${sql.id(`${table}_order_idx`)}`.execute(db);
    await sql`alter table ${sql.table(table)} drop column if exists position`.execute(db);
  }
}
