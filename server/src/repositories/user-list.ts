import { sql, type Kysely } from 'kysely';
import type { Database, UserLevel } from '../db/types';
import { escapeLike } from './text-search';

export interface UserListFilter {
  lookup?: string;
  level: 'all' | UserLevel;
  role?: string;
  skip: number;
  limit: number;
}

/** How many jobs the user claimed (any status), as a column of a `users` query. */
export const jobCountSql = sql<number>`(select count(*)::int from jobs where jobs.claimed_by = users.id)`;

/** One page of users by name (with their claimed-job count), and the number of all matching users. */
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
    q
      .selectAll()
      .select(jobCountSql.as('job_count'))
      .orderBy('name', 'asc')
      .orderBy('email', 'asc')
      .offset(filter.skip)
      .limit(filter.limit)
      .execute(),
    q.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { users, count: total.count };
}

/** One user with the claimed-job count, as the list shows it. */
export function findUserRow(db: Kysely<Database>, id: string) {
  return db.selectFrom('users').selectAll().select(jobCountSql.as('job_count')).where('id', '=', id).executeTakeFirst();
}

/** Jobs the user claimed, of one job type or all. */
export async function countClaimedJobs(db: Kysely<Database>, userId: string, jobType: string | null): Promise<number> {
  let q = db
    .selectFrom('jobs')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('claimed_by', '=', userId);
  if (jobType) q = q.where('job_type', '=', jobType);
  return (await q.executeTakeFirstOrThrow()).count;
}

/** The admins, locked until the transaction ends: the last two admins stepping down at once serialise here. */
export async function lockAdminIds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where('level', '=', 'admin').forUpdate().execute();
  return rows.map((row) => row.id);
}
