// Every table of the schema tells committed changes on CHANGES_CHANNEL (one statement-level trigger each), so
// a server instance hears what other instances and scripts write (change-listener.ts). PostgreSQL delivers a
// transaction's notifications at its commit and folds identical ones, so a transaction costs one message.
// Run after the migrations on every start: a table a later migration adds gets its trigger too.
import { sql, type Kysely } from 'kysely';
import { CHANGES_CHANNEL } from './change-listener';

const TRIGGER = 'studio_changes';
const FUNCTION = 'studio_notify_changes';
/** Any constant: instances starting together take turns (pg_advisory_xact_lock). */
const LOCK_KEY = 7_402_113;

export async function ensureChangeNotifications<DB>(db: Kysely<DB>): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
    await sql`create or replace function ${sql.id(FUNCTION)}() returns trigger language plpgsql as $$
      begin
        perform pg_notify(${sql.lit(CHANGES_CHANNEL)}, '');
        return null;
      end $$`.execute(trx);
    const { rows } = await sql<{ table: string }>`select c.relname as table
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p') and c.relname not like 'kysely\\_%'
        and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = ${TRIGGER})
      order by c.relname`.execute(trx);
    for (const { table } of rows) {
      await sql`create trigger ${sql.id(TRIGGER)} after insert or update or delete or truncate on ${sql.id(table)}
        for each statement execute function ${sql.id(FUNCTION)}()`.execute(trx);
    }
    return rows.map((row) => row.table);
  });
}
