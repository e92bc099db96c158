// The pricing document: one row per role with its rate slots and bonus.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { PricingTable, RoleRates } from '../domain/pricing';

export async function loadPricing(db: Kysely<Database>): Promise<{ table: PricingTable; updated: Date | null }> {
  const rows = await db.selectFrom('pricing').select(['role', 'rates', 'bonus', 'updated_at']).orderBy('role').execute();
  const table: PricingTable = {};
  let updated: Date | null = null;
  for (const row of rows) {
    table[row.role] = { rates: row.rates, bonus: row.bonus };
    if (!updated || row.updated_at > updated) updated = row.updated_at;
  }
  return { table, updated };
}

/** The rates of one role, or undefined when the table has none for it. */
export async function loadRoleRates(db: Kysely<Database>, role: string): Promise<RoleRates | undefined> {
  const row = await db.selectFrom('pricing').select(['rates', 'bonus']).where('role', '=', role).executeTakeFirst();
  return row && { rates: row.rates, bonus: row.bonus };
}

/** Replaces the rates of the roles given (others keep theirs). */
export async function saveRoleRates(db: Kysely<Database>, roles: Record<string, RoleRates>, actorId: string): Promise<void> {
  const values = Object.entries(roles).map(([role, rates]) => ({
    role,
    rates: JSON.stringify(rates.rates),
    bonus: rates.bonus,
    updated_by: actorId,
    updated_at: new Date(),
  }));
  if (values.length === 0) return;
  await db
    .insertInto('pricing')
    .values(values)
    .onConflict((oc) =>
      oc.column('role').doUpdateSet({
        rates: (eb) => eb.ref('excluded.rates'),
        bonus: (eb) => eb.ref('excluded.bonus'),
        updated_by: (eb) => eb.ref('excluded.updated_by'),
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
}
