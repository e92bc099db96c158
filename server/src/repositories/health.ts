// The database answers at all (for /readyz).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
