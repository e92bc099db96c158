import { sql, type Kysely } from 'kysely';
import type { Database, UserLevel } from '../db/types';

export interface UserListFilter {
  lookup?: string;
  level: 'all' | UserLevel;
  role?: string;
  skip: number;
  limit: number;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** One page of users by name, with the number of all matching users. */
export async function listUsers(db: Kysely<Database>, filter: UserListFilter) {
  let q = db.selectFrom('users');
  const lookup = filter.lookup?.trim();
  if (lookup) {
    const pattern = `%${escapeLike(lookup)}%`;
    q = q.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('name_alias', 'ilike', pattern), eb('email', 'ilike', pattern)]));
  }
  if (filter.level !== 'all') q = q.where('level', '=', filter.level);
  if (filter.role) q = q.where(sql<boolean>`${filter.role} = any(roles)`);
  const [users, total] = await Promise.all([
    q.selectAll().orderBy('name', 'asc').orderBy('email', 'asc').offset(filter.skip).limit(filter.limit).execute(),
    q.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { users, count: total.count };
}
