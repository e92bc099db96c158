import { sql, type AliasedRawBuilder, type Kysely, type Selectable } from 'kysely';
import type { Database, UserLevel, UsersTable } from '../db/types';
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
 * A name lookup first reads the users at the start of the list's order (users_list_idx), at most this many times the
 * rows the page needs, and filters them: a term that common (one user in 20 or more) fills its page there. A rarer
 * term is then found off the trigram indexes (migration 0041) and only its matches are sorted. One query over the
 * whole table instead would be planned for one case or the other: a prepared statement's generic plan walked all of
 * users_list_idx for a rare term (8 s at 1M users), a custom plan the same for a term in a quarter of the names.
 */
const LOOKUP_WALK_FACTOR = 20;

type UserSource = AliasedRawBuilder<Selectable<UsersTable>, 'users'>;

/** The users the filter keeps, of `source` (the whole table, or a part of it, as `users`). */
function filteredUsers(db: Kysely<Database>, source: UserSource | 'users', filter: UserListFilter, lookup: string | undefined) {
  let q = source === 'users' ? db.selectFrom('users') : db.selectFrom(source);
  if (lookup) {
    const pattern = `%${escapeLike(lookup)}%`;
    q = q.where((eb) =>
      eb.or([eb('users.name', 'ilike', pattern), eb('users.name_alias', 'ilike', pattern), eb('users.email', 'ilike', pattern)]),
    );
  }
  if (filter.level !== 'all') q = q.where('users.level', '=', filter.level);
  if (filter.role) q = q.where(sql<boolean>`${filter.role} = any(users.roles)`);
  return q;
}

/** One page of `source`'s users the filter keeps, in the list's order, with their claimed-job counts. */
function userPage(db: Kysely<Database>, source: UserSource | 'users', filter: UserListFilter, lookup: string | undefined) {
  return filteredUsers(db, source, filter, lookup)
    .selectAll('users')
    .select(jobCountSql.as('job_count'))
    .orderBy('users.name', 'asc')
    .orderBy('users.email', 'asc')
    .offset(sql.lit(Math.min(filter.skip, MAX_OFFSET)))
    .limit(sql.lit(filter.limit));
}

/**
 * One page of users by name (with their claimed-job count), read off users_list_idx (name, email) in its order, and
 * the number of matching users up to USER_COUNT_CAP (`countCapped`: more match). LIMIT and OFFSET are literals, so
 * a prepared statement's generic plan never trades the index's order for a sort of the whole table. A lookup reads
 * the start of the list first, then its matches (LOOKUP_WALK_FACTOR).
 */
export async function listUsers(db: Kysely<Database>, filter: UserListFilter) {
  const lookup = filter.lookup?.trim() || undefined;
  const skip = Math.min(filter.skip, MAX_OFFSET);
  const countUpTo = Math.max(USER_COUNT_CAP, skip + filter.limit);
  const page = async () => {
    if (!lookup) return userPage(db, 'users', filter, lookup).execute();
    const rows = Math.min((skip + filter.limit + 1) * LOOKUP_WALK_FACTOR, MAX_OFFSET);
    const walk = sql<Selectable<UsersTable>>`(select * from users order by name, email limit ${sql.lit(rows)})`;
    const walked = await userPage(db, walk.as('users'), filter, lookup).execute();
    // A full page from the start of the list is the page the whole list gives; a short one may be missing matches.
    if (walked.length === filter.limit) return walked;
    // OFFSET 0 keeps the matches a set of their own (off the trigram indexes), sorted afterwards.
    const pattern = `%${escapeLike(lookup)}%`;
    const matches = sql<Selectable<UsersTable>>`(select * from users
      where name ilike ${pattern} or name_alias ilike ${pattern} or email ilike ${pattern} offset 0)`;
    return userPage(db, matches.as('users'), filter, lookup).execute();
  };
  const [users, counted] = await Promise.all([
    page(),
    db
      .selectFrom(
        filteredUsers(db, 'users', filter, lookup)
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
