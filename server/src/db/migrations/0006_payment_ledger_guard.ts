// The payments ledger is the one record of what was paid (DECISIONS "Payments"). The app keeps a job's paid dates
// and its ledger lines in one transaction; this trigger is the database's backstop: a paid date whose line is in a
// recorded payment cannot be cleared, whatever writes it (a script, psql, a future route).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function jobs_keep_ledger_paid() returns trigger language plpgsql as $$
    begin
      if old.paid_at is not null and new.paid_at is null
        and exists (select 1 from payment_jobs where job_id = old.id and kind = 'job') then
        raise exception 'job % was paid in a recorded payment', old.id using errcode = 'check_violation';
      end if;
      if old.bonus_paid_at is not null and new.bonus_paid_at is null
        and exists (select 1 from payment_jobs where job_id = old.id and kind = 'bonus') then
        raise exception 'the bonus of job % was paid in a recorded payment', old.id using errcode = 'check_violation';
      end if;
      return new;
    end
  $$`.execute(db);
  await sql`create trigger jobs_keep_ledger_paid before update of paid_at, bonus_paid_at on jobs
    for each row execute function jobs_keep_ledger_paid()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists jobs_keep_ledger_paid on jobs`.execute(db);
  await sql`drop function if exists jobs_keep_ledger_paid()`.execute(db);
}
