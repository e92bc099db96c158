// Feed and post queries; visibility comes from the feed policy's SQL twins.
import {
  sql,
  type Insertable,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type SelectQueryBuilder,
  type Updateable,
} from 'kysely';
import type { Database, FeedsTable, PostsTable } from '../db/types';
import { readableFeedsSql, readablePostsSql, type Actor, type FeedTarget, type PostTarget } from '../policies';
import { textSearchSql } from './text-search';

export type FeedRow = Selectable<FeedsTable>;
export type PostWithRelations = Omit<Selectable<PostsTable>, 'search_text' | 'search_tsv'> & {
  feed_name: string;
  author_name: string | null;
  author_name_alias: string | null;
  author_picture: string | null;
  read_at: Date | null;
  ok_at: Date | null;
  todo_at: Date | null;
  my_rating: number | null;
};

/** The posts columns a page shows (not the search columns). */
const POST_COLUMNS = [
  'posts.id',
  'posts.feed_id',
  'posts.type',
  'posts.title',
  'posts.body',
  'posts.body_html',
  'posts.user_id',
  'posts.private',
  'posts.done',
  'posts.rating',
  'posts.rating_count',
  'posts.users',
  'posts.files',
  'posts.meta',
  'posts.created_at',
  'posts.updated_at',
] as const;

export const TODO_FEED = 'to-do';
export const UNREAD_FEED = 'unread';

/**
 * SQL condition over `posts` (joined with the caller's `ack`) for the posts a feed holds. Aggregate
 * feeds: `to-do` (marked to-do, or the caller's private to-dos), `unread`, else every non-private post.
 */
function feedMembershipSql(feed: FeedRow, actor: Actor): RawBuilder<boolean> {
  if (!feed.is_aggregate) return sql<boolean>`posts.feed_id = ${feed.id}`;
  if (feed.name === TODO_FEED) return sql<boolean>`(ack.todo_at is not null or (posts.private and posts.user_id = ${actor.id}))`;
  if (feed.name === UNREAD_FEED) return sql<boolean>`(not posts.private and ack.read_at is null)`;
  return sql<boolean>`not posts.private`;
}

export function listReadableFeeds(db: Kysely<Database>, actor: Actor): Promise<FeedRow[]> {
  return db
    .selectFrom('feeds')
    .selectAll()
    .where(readableFeedsSql(actor))
    .orderBy('is_aggregate', 'desc')
    .orderBy('is_system', 'desc')
    .orderBy('is_level_based', 'asc')
    .orderBy('is_role_based', 'asc')
    .orderBy('name', 'asc')
    .execute();
}

export function findFeedByName(db: Kysely<Database>, name: string): Promise<FeedRow | undefined> {
  return db.selectFrom('feeds').selectAll().where('name', '=', name).executeTakeFirst();
}

/** The columns a source of posts (see `selectPosts`) offers: a page's and the search's. */
const SOURCE_COLUMNS = [...POST_COLUMNS, 'posts.search_text', 'posts.search_tsv'] as const;

/** Every post, as `selectPosts` reads them by default (PostgreSQL reads the table itself: the subquery is pulled up). */
function allPosts(db: Kysely<Database>) {
  return db.selectFrom('posts').select(SOURCE_COLUMNS);
}

type PostSource = ReturnType<typeof allPosts>;

/**
 * Posts with their feed, author and the actor's marks, as far as the actor may read them, from `source` (named
 * `posts` in the query; every post unless a searched page reads fewer first, see `listPosts`).
 */
function selectPosts(db: Kysely<Database>, actor: Actor, source: PostSource = allPosts(db)) {
  return db
    .selectFrom(source.as('posts'))
    .innerJoin('feeds', 'feeds.id', 'posts.feed_id')
    .leftJoin('users as author', 'author.id', 'posts.user_id')
    .leftJoin('post_acks as ack', (join) => join.onRef('ack.post_id', '=', 'posts.id').on('ack.user_id', '=', actor.id))
    .select(POST_COLUMNS)
    .select([
      'ack.rating as my_rating',
      'feeds.name as feed_name',
      'author.name as author_name',
      'author.name_alias as author_name_alias',
      'author.picture as author_picture',
      'ack.read_at',
      'ack.ok_at',
      'ack.todo_at',
    ])
    .where(readablePostsSql(actor));
}

/** The search condition over `posts` (title and body; see textSearchSql). */
export function postSearchSql(term: string): RawBuilder<boolean> {
  return textSearchSql(sql<string>`posts.search_text`, sql`posts.search_tsv`, term);
}

export interface PostListFilter {
  sort: 'latest' | 'oldest' | 'modified' | 'rating';
  show?: 'all' | 'unrated';
  search?: string;
  skip: number;
  limit: number;
}

/** A readable feed's kept counts (migration 0020) as one reader sees them. */
interface FeedCountRow {
  id: string;
  posts: number;
  own_private: number;
  read: number;
  todo: number;
}

/**
 * The kept counts of every feed the actor reads, with their own marks and private posts (one row a feed, read by key:
 * the cost follows the number of feeds, not of posts).
 */
export function feedCountsQuery(db: Kysely<Database>, actor: Actor) {
  return db
    .selectFrom('feeds')
    .leftJoin('feed_post_counts as c', 'c.feed_id', 'feeds.id')
    .leftJoin('feed_reader_counts as r', (join) => join.onRef('r.feed_id', '=', 'feeds.id').on('r.user_id', '=', actor.id))
    .select([
      'feeds.id',
      sql<number>`coalesce(c.posts, 0)`.as('posts'),
      sql<number>`coalesce(r.own_private, 0)`.as('own_private'),
      sql<number>`coalesce(r.read, 0)`.as('read'),
      sql<number>`coalesce(r.todo, 0)`.as('todo'),
    ])
    .where(readableFeedsSql(actor));
}

/**
 * How many posts the actor may read in each of `feeds` (same membership as the list, so exactly what the list pages
 * through): a feed's non-private posts plus the actor's private ones there; `all` the non-private posts of every feed
 * they read, `unread` those less the ones they read, `to-do` their to-dos plus their private posts. From the counts the
 * database keeps as posts and marks change (migration 0020), never from the posts themselves.
 */
export async function countPostsByFeed(db: Kysely<Database>, actor: Actor, feeds: FeedRow[]): Promise<Map<string, number>> {
  if (feeds.length === 0) return new Map();
  const rows: FeedCountRow[] = await feedCountsQuery(db, actor).execute();
  const sum = (pick: (row: FeedCountRow) => number) => rows.reduce((total, row) => total + Number(pick(row)), 0);
  const own = new Map(rows.map((row) => [row.id, Number(row.posts) + Number(row.own_private)]));
  const aggregate = (feed: FeedRow): number => {
    if (feed.name === TODO_FEED) return sum((row) => row.todo + row.own_private);
    if (feed.name === UNREAD_FEED) return sum((row) => row.posts - row.read);
    return sum((row) => row.posts);
  };
  return new Map(feeds.map((feed) => [feed.id, feed.is_aggregate ? aggregate(feed) : (own.get(feed.id) ?? 0)]));
}

type PostSort = PostListFilter['sort'];

/** Each sort's order: an index's (migration 0013), ties broken by id. */
const SORT_ORDERS: Record<PostSort, ReadonlyArray<readonly [column: string, direction: 'asc' | 'desc']>> = {
  latest: [
    ['posts.created_at', 'desc'],
    ['posts.id', 'desc'],
  ],
  oldest: [
    ['posts.created_at', 'asc'],
    ['posts.id', 'asc'],
  ],
  modified: [
    ['posts.updated_at', 'desc'],
    ['posts.id', 'desc'],
  ],
  rating: [
    ['posts.rating', 'desc'],
    ['posts.created_at', 'desc'],
    ['posts.id', 'desc'],
  ],
};

/** The query in the sort's order. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query over a `posts`
function ordered<Q extends SelectQueryBuilder<any, any, any>>(query: Q, sort: PostSort): Q {
  return SORT_ORDERS[sort].reduce((q, [column, direction]) => q.orderBy(sql.ref(column), direction) as Q, query);
}

/**
 * A searched page first reads the newest posts (in the page's order) of the feed, at most this many times the rows
 * the page needs, and filters them: a term that common is found there as fast as a list without a search.
 */
const SEARCH_WALK_FACTOR = 500;

/** The first `rows` posts of the feed's scope (its own posts, or all posts for an aggregate feed) in the sort's order. */
function walkedPosts(db: Kysely<Database>, feed: FeedRow, sort: PostSort, rows: number): PostSource {
  const scope = feed.is_aggregate ? allPosts(db) : allPosts(db).where('posts.feed_id', '=', feed.id);
  return ordered(scope, sort).limit(rows);
}

/**
 * Every post that matches the term, found from the search indexes alone (with the feed's index beside them PostgreSQL
 * reads the whole feed's entries). The `offset 0` keeps PostgreSQL from merging it into the page's query: the page
 * sorts these posts instead of walking an order index past every post that the term, the feed or the reader's rights
 * leave out.
 */
function matchingPosts(db: Kysely<Database>, term: string): PostSource {
  return allPosts(db).where(postSearchSql(term)).offset(0);
}

/**
 * The query of one page of a feed's posts (see feedMembershipSql for aggregate feeds), read from `source`; one row
 * more than the page.
 */
export function postsPageQuery(
  db: Kysely<Database>,
  actor: Actor,
  feed: FeedRow,
  filter: PostListFilter,
  source: PostSource = allPosts(db),
) {
  let q = selectPosts(db, actor, source).where(feedMembershipSql(feed, actor));
  const search = filter.search?.trim();
  if (search) q = q.where(postSearchSql(search));
  if (filter.show === 'unrated') q = q.where('ack.rating', 'is', null);
  return ordered(q, filter.sort)
    .offset(filter.skip)
    .limit(filter.limit + 1);
}

/**
 * The queries of a searched page, in the order they run: the page from the newest posts of the feed (see
 * `SEARCH_WALK_FACTOR`), then, when those hold too few matches for the page (a rare term, or one in posts the reader
 * does not see), the page from every matching post. Either gives the rows the one query over every post gives.
 */
export function searchedPageQueries(db: Kysely<Database>, actor: Actor, feed: FeedRow, filter: PostListFilter, term: string) {
  const rows = (filter.skip + filter.limit + 1) * SEARCH_WALK_FACTOR;
  return {
    walk: postsPageQuery(db, actor, feed, filter, walkedPosts(db, feed, filter.sort, rows)),
    matches: postsPageQuery(db, actor, feed, filter, matchingPosts(db, term)),
  };
}

/** One page of a feed's posts and whether more follow. */
export async function listPosts(
  db: Kysely<Database>,
  actor: Actor,
  feed: FeedRow,
  filter: PostListFilter,
): Promise<{ posts: PostWithRelations[]; hasMore: boolean }> {
  const term = filter.search?.trim();
  let rows: PostWithRelations[];
  if (!term) rows = await postsPageQuery(db, actor, feed, filter).execute();
  else {
    const { walk, matches } = searchedPageQueries(db, actor, feed, filter, term);
    rows = await walk.execute();
    // Only a walk that found the page and the row after it gives the rows the feed's first posts give.
    if (rows.length <= filter.limit) rows = await matches.execute();
  }
  return { posts: rows.slice(0, filter.limit), hasMore: rows.length > filter.limit };
}

const SEARCH_LIMIT = 10;

/** The global search's posts: the newest non-private posts the actor reads that match the term (found as a page is). */
export async function searchPosts(db: Kysely<Database>, actor: Actor, term: string): Promise<PostWithRelations[]> {
  const page = (source: PostSource) =>
    ordered(selectPosts(db, actor, source).where('posts.private', '=', false).where(postSearchSql(term)), 'latest')
      .limit(SEARCH_LIMIT)
      .execute();
  const walked = await page(ordered(allPosts(db), 'latest').limit(SEARCH_LIMIT * SEARCH_WALK_FACTOR));
  return walked.length === SEARCH_LIMIT ? walked : page(matchingPosts(db, term));
}

export function findFeedById(db: Kysely<Database>, id: string): Promise<FeedRow | undefined> {
  return db.selectFrom('feeds').selectAll().where('id', '=', id).executeTakeFirst();
}

/** These feeds by id (one query). */
export async function findFeedsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, FeedRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('feeds').selectAll().where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The feed's people, for notifications: its listed users (user feeds), the users of its level (level feeds) or
 * the holders of its role (role feeds); contributors only. Open and aggregate feeds have no people.
 */
export async function feedPeopleIds(db: Kysely<Database>, feed: FeedRow): Promise<string[]> {
  let q = db.selectFrom('users').select('id').where('level', 'in', ['admin', 'staff', 'freelancer']);
  if (feed.is_aggregate) return [];
  if (feed.is_level_based) q = q.where('level', '=', feed.name as never);
  else if (feed.is_role_based) q = q.where(sql<boolean>`${feed.name} = any(roles)`);
  else if (feed.users.length > 0) q = q.where('id', 'in', feed.users);
  else return [];
  return (await q.execute()).map((row) => row.id);
}

/** The people listed in these feeds, by id, with what a feed shows of them (one query). */
export async function feedPeople(
  db: Kysely<Database>,
  feeds: readonly FeedRow[],
): Promise<Map<string, { _id: string; name: string; nameAlias: string; picture: string | null }>> {
  const ids = [...new Set(feeds.flatMap((feed) => feed.users))];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name', 'name_alias', 'picture']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, { _id: row.id, name: row.name, nameAlias: row.name_alias, picture: row.picture }]));
}

/** Of the given users, the ids that exist (tagging a user who does not exist is refused). */
export async function existingUserIds(db: Kysely<Database>, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('users').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** Records the actor's rating and sets the post's rating to the rounded average (one statement each, in `db`'s transaction). */
export async function ratePost(db: Kysely<Database>, actor: Actor, postId: string, rating: number): Promise<void> {
  await db
    .insertInto('post_acks')
    .values({ post_id: postId, user_id: actor.id, read_at: null, ok_at: null, todo_at: null, rating })
    .onConflict((oc) => oc.columns(['post_id', 'user_id']).doUpdateSet({ rating }))
    .execute();
  await db
    .updateTable('posts')
    .set({
      rating: sql<number>`(select round(avg(rating))::int from post_acks where post_id = ${postId} and rating is not null)`,
      rating_count: sql<number>`(select count(rating)::int from post_acks where post_id = ${postId})`,
    })
    .where('id', '=', postId)
    .execute();
}

/** Puts the post on the actor's to-do feed or takes it off. */
export async function setTodo(db: Kysely<Database>, actor: Actor, postId: string, todo: boolean): Promise<void> {
  await db
    .insertInto('post_acks')
    .values({ post_id: postId, user_id: actor.id, read_at: null, ok_at: null, todo_at: todo ? new Date() : null })
    .onConflict((oc) =>
      oc.columns(['post_id', 'user_id']).doUpdateSet({
        todo_at: todo ? sql<Date>`coalesce(post_acks.todo_at, now())` : sql<null>`null`,
      }),
    )
    .execute();
}

/** Locks the post's row until the transaction ends; false when there is none. */
export async function lockPost(trx: Kysely<Database>, id: string): Promise<boolean> {
  return (await trx.selectFrom('posts').select('id').where('id', '=', id).forUpdate().executeTakeFirst()) !== undefined;
}

export function findReadablePost(db: Kysely<Database>, actor: Actor, id: string): Promise<PostWithRelations | undefined> {
  return selectPosts(db, actor).where('posts.id', '=', id).executeTakeFirst();
}

const UNREAD_MEMO_LIMIT = 50;

/** A memo with what naming its feed needs (a system, level or role feed reads as words, not its slug). */
export type MemoRow = PostWithRelations & Pick<FeedRow, 'is_system' | 'is_aggregate' | 'is_level_based' | 'is_role_based'>;

/** Memos the actor may read and has not acknowledged, oldest first. */
export function listUnreadMemos(db: Kysely<Database>, actor: Actor): Promise<MemoRow[]> {
  return selectPosts(db, actor)
    .select(['feeds.is_system', 'feeds.is_aggregate', 'feeds.is_level_based', 'feeds.is_role_based'])
    .where('posts.type', '=', 'memo')
    .where('posts.private', '=', false)
    .where('ack.ok_at', 'is', null)
    .orderBy('posts.created_at', 'asc')
    .orderBy('posts.id', 'asc')
    .limit(UNREAD_MEMO_LIMIT)
    .execute();
}

export interface AckChange {
  ok?: boolean;
  read?: boolean;
}

/** Records (true) or clears (false) the actor's read / ok marks on a post. Acknowledging implies reading. */
export async function trackPost(db: Kysely<Database>, actor: Actor, postId: string, change: AckChange): Promise<void> {
  const read = change.ok === true ? true : change.read;
  const stamp = (flag: boolean | undefined, column: 'read_at' | 'ok_at') =>
    flag === undefined
      ? sql<Date | null>`post_acks.${sql.ref(column)}`
      : flag
        ? sql<Date>`coalesce(post_acks.${sql.ref(column)}, now())`
        : sql<null>`null`;
  await db
    .insertInto('post_acks')
    .values({
      post_id: postId,
      user_id: actor.id,
      read_at: read ? new Date() : null,
      ok_at: change.ok ? new Date() : null,
      todo_at: null,
    })
    .onConflict((oc) =>
      oc.columns(['post_id', 'user_id']).doUpdateSet({ read_at: stamp(read, 'read_at'), ok_at: stamp(change.ok, 'ok_at') }),
    )
    .execute();
}

/** The columns a post's policy target needs, selected from posts joined with their feed. */
export const POST_TARGET_COLUMNS = [
  'posts.user_id',
  'posts.private',
  'posts.type',
  'feeds.name',
  'feeds.users',
  'feeds.created_by',
  'feeds.is_aggregate',
  'feeds.is_level_based',
  'feeds.is_role_based',
  'feeds.is_system',
  'feeds.is_read_only',
] as const;

/** The columns of a feed its policy target needs (a `FeedRow` has them). */
export type FeedTargetRow = Pick<
  FeedRow,
  'name' | 'users' | 'created_by' | 'is_aggregate' | 'is_level_based' | 'is_role_based' | 'is_system' | 'is_read_only'
>;

/** A feed as its policy judges it. */
export function feedTargetOf(row: FeedTargetRow): FeedTarget {
  return {
    name: row.name,
    users: row.users,
    createdBy: row.created_by,
    isAggregate: row.is_aggregate,
    isLevelBased: row.is_level_based,
    isRoleBased: row.is_role_based,
    isSystem: row.is_system,
    isReadOnly: row.is_read_only,
  };
}

export type PostTargetRow = FeedTargetRow & { user_id: string | null; private: boolean; type: string };

/** A post as its policy judges it, from the `POST_TARGET_COLUMNS` of a row. */
export function postTargetOf(row: PostTargetRow): PostTarget {
  return { userId: row.user_id, private: row.private, type: row.type, feed: feedTargetOf(row) };
}

/** A new feed; answers its id. */
export async function insertFeed(db: Kysely<Database>, feed: Insertable<FeedsTable>): Promise<string> {
  const row = await db.insertInto('feeds').values(feed).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function updateFeed(db: Kysely<Database>, id: string, changes: Updateable<FeedsTable>) {
  return db.updateTable('feeds').set(changes).where('id', '=', id).execute();
}

export function deleteFeed(db: Kysely<Database>, id: string) {
  return db.deleteFrom('feeds').where('id', '=', id).execute();
}

export function insertPost(db: Kysely<Database>, post: Insertable<PostsTable>) {
  return db.insertInto('posts').values(post).returning('id').executeTakeFirstOrThrow();
}

export function updatePost(db: Kysely<Database>, id: string, changes: Updateable<PostsTable>) {
  return db.updateTable('posts').set(changes).where('id', '=', id).execute();
}

export function deletePost(db: Kysely<Database>, id: string) {
  return db.deleteFrom('posts').where('id', '=', id).execute();
}
