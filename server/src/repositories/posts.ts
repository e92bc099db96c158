// Feed and post queries; visibility comes from the feed policy's SQL twins.
import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { Database, FeedsTable, PostsTable } from '../db/types';
import { readableFeedsSql, readablePostsSql, type Actor } from '../policies';

export type FeedRow = Selectable<FeedsTable>;
export type PostWithRelations = Selectable<PostsTable> & {
  feed_name: string;
  author_name: string | null;
  author_name_alias: string | null;
  author_picture: string | null;
  read_at: Date | null;
  ok_at: Date | null;
  todo_at: Date | null;
};

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

function selectPosts(db: Kysely<Database>, actor: Actor) {
  return db
    .selectFrom('posts')
    .innerJoin('feeds', 'feeds.id', 'posts.feed_id')
    .leftJoin('users as author', 'author.id', 'posts.user_id')
    .leftJoin('post_acks as ack', (join) => join.onRef('ack.post_id', '=', 'posts.id').on('ack.user_id', '=', actor.id))
    .selectAll('posts')
    .select([
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

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export interface PostListFilter {
  sort: 'latest' | 'oldest' | 'modified' | 'rating';
  search?: string;
  skip: number;
  limit: number;
}

/** How many posts the actor may read in each feed (same membership as the list), in one query. */
export async function countPostsByFeed(db: Kysely<Database>, actor: Actor, feeds: FeedRow[]): Promise<Map<string, number>> {
  if (feeds.length === 0) return new Map();
  const row = await db
    .selectFrom('posts')
    .innerJoin('feeds', 'feeds.id', 'posts.feed_id')
    .leftJoin('post_acks as ack', (join) => join.onRef('ack.post_id', '=', 'posts.id').on('ack.user_id', '=', actor.id))
    .select(feeds.map((feed, i) => sql<number>`count(*) filter (where ${feedMembershipSql(feed, actor)})::int`.as(`f${i}`)))
    .where(readablePostsSql(actor))
    .executeTakeFirstOrThrow();
  const counts = row as Record<string, number>;
  return new Map(feeds.map((feed, i) => [feed.id, counts[`f${i}`] ?? 0]));
}

/** One page of a feed's posts (see feedMembershipSql for aggregate feeds). */
export async function listPosts(
  db: Kysely<Database>,
  actor: Actor,
  feed: FeedRow,
  filter: PostListFilter,
): Promise<{ posts: PostWithRelations[]; hasMore: boolean }> {
  let q = selectPosts(db, actor).where(feedMembershipSql(feed, actor));

  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    q = q.where((eb) => eb.or([eb('posts.title', 'ilike', pattern), eb('posts.body', 'ilike', pattern)]));
  }
  switch (filter.sort) {
    case 'oldest':
      q = q.orderBy('posts.created_at', 'asc');
      break;
    case 'modified':
      q = q.orderBy('posts.updated_at', 'desc');
      break;
    case 'rating':
      q = q.orderBy('posts.rating', 'desc').orderBy('posts.created_at', 'desc');
      break;
    default:
      q = q.orderBy('posts.created_at', 'desc');
  }
  const rows = await q
    .orderBy('posts.id', 'desc')
    .offset(filter.skip)
    .limit(filter.limit + 1)
    .execute();
  return { posts: rows.slice(0, filter.limit), hasMore: rows.length > filter.limit };
}

export function findReadablePost(db: Kysely<Database>, actor: Actor, id: string): Promise<PostWithRelations | undefined> {
  return selectPosts(db, actor).where('posts.id', '=', id).executeTakeFirst();
}

const UNREAD_MEMO_LIMIT = 50;

/** Memos the actor may read and has not acknowledged, oldest first. */
export function listUnreadMemos(db: Kysely<Database>, actor: Actor): Promise<PostWithRelations[]> {
  return selectPosts(db, actor)
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
