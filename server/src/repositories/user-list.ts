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

/**
 * The count of matching users stops here, or just past the page asked for if that is further: counting every user
 * is a scan of the whole table, and the list only needs to say "more than 1,000" and whether another page exists.
 */
export const USER_COUNT_CAP = 1000;

/** Offsets past any table's size answer an empty page; the cap keeps the inlined literal a plain integer. */
const MAX_OFFSET = 2_000_000_000;

/**
 * One page of users by name (with their claimed-job count), read off users_list_idx (name, email) in its order, and
 * the number of matching users up to USER_COUNT_CAP (`countCapped`: more match). LIMIT and OFFSET are literals, so
 * a prepared statement's generic plan never trades the index's order for a sort of the whole table.
 */
export async function listUsers(db: Kysely<Database>, filter: UserListFilter) {
  let q = db.selectFrom('users');
  const lookup = filter.lookup?.trim();
  if (lookup) {
    const pattern = `%${escapeLike(lookup)}%`;
    q = q.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('name_alias', 'ilike', pattern), eb('email', 'ilike', pattern)]));
  }
  if (filter.level !== 'all') q = q.where('level', '=', filter.level);
  if (filter.role) q = q.where(sql<boolean>`${filter.role} = any(roles)`);
  const skip = Math.min(filter.skip, MAX_OFFSET);
  const countUpTo = Math.max(USER_COUNT_CAP, skip + filter.limit);
  const [users, counted] = await Promise.all([
    q
      .selectAll()
      .select(jobCountSql.as('job_count'))
      .orderBy('name', 'asc')
      .orderBy('email', 'asc')
      .offset(sql.lit(skip))
      .limit(sql.lit(filter.limit))
      .execute(),
    db
      .selectFrom(
        q
          .select(sql.lit(1).as('one'))
          .limit(sql.lit(countUpTo + 1))
          .as('matching'),
      )
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { users, count: Math.min(counted.count, countUpTo), countCapped: counted.count > countUpTo };
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
