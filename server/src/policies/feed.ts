// Feeds and posts. Contributors read feeds; level feeds belong to that level, role feeds to the
// role's holders, user-made feeds with a people list to those people and their creator; aggregate
// and open feeds to every contributor; admins read all. Private posts (personal to-dos) only their author.
// Writing (spec doc 2 section 6): admins create feeds; the creator of a user-created feed and admins edit it, delete it
// and edit its people (system, aggregate, level and role feeds are never edited here: level and role feeds follow the
// user list). Contributors post to feeds they read that are neither read-only nor aggregate; only admins post memos.
// Authors and admins edit and remove posts; every reader rates a post and marks it done, and marks it to-do
// unless it is private. Project managers turn a post they read into a project.
import { sql, type RawBuilder } from 'kysely';
import { allow, can } from './engine';
import { isAdmin, isContributor, isPm, type Actor } from './actor';
import type { FeedTarget } from './models';

function mayReadFeed(actor: Actor, feed: FeedTarget): boolean {
  if (!isContributor(actor)) return false;
  if (isAdmin(actor) || feed.isAggregate) return true;
  if (feed.isLevelBased) return feed.name === actor.level;
  if (feed.isRoleBased) return actor.roles.includes(feed.name);
  return feed.users.length === 0 || feed.users.includes(actor.id) || feed.createdBy === actor.id;
}

allow('studio', ['listFeeds', 'listPosts', 'readMemos'], (actor) => isContributor(actor));
allow('feed', 'read', mayReadFeed);
allow('post', 'read', (actor, post) => mayReadFeed(actor, post.feed) && (!post.private || post.userId === actor.id));
allow('post', ['acknowledge', 'rate', 'done'], (actor, post) => can(actor, 'read', 'post', post));
allow('post', 'todo', (actor, post) => !post.private && can(actor, 'read', 'post', post));
/** Of a post the actor reads: its author and admins edit and remove it. */
export const isPostEditor = (actor: Actor, authorId: string | null): boolean => isAdmin(actor) || authorId === actor.id;
allow('post', 'edit', (actor, post) => can(actor, 'read', 'post', post) && isPostEditor(actor, post.userId));
/** Turning a post into a project (the post menu's "Convert to Project"): project managers, of a post they read. */
allow('post', 'createProject', (actor, post) => isPm(actor) && can(actor, 'read', 'post', post));

/** A feed people make: neither system, aggregate, level nor role based. */
export const isUserFeed = (feed: FeedTarget): boolean =>
  !feed.isSystem && !feed.isAggregate && !feed.isLevelBased && !feed.isRoleBased;

allow('studio', ['createFeed', 'createMemo'], (actor) => isAdmin(actor));
allow(
  'feed',
  'manage',
  (actor, feed) => isUserFeed(feed) && isContributor(actor) && (isAdmin(actor) || feed.createdBy === actor.id),
);
allow('feed', 'post', (actor, feed) => !feed.isReadOnly && !feed.isAggregate && mayReadFeed(actor, feed));

/** SQL twin of feed `read` over the `feeds` table (unaliased). */
export function readableFeedsSql(actor: Actor): RawBuilder<boolean> {
  if (!isContributor(actor)) return sql<boolean>`false`;
  if (isAdmin(actor)) return sql<boolean>`true`;
  return sql<boolean>`(feeds.is_aggregate
    or (feeds.is_level_based and feeds.name = ${actor.level})
    or (feeds.is_role_based and feeds.name = any(${actor.roles}::text[]))
    or (not feeds.is_level_based and not feeds.is_role_based
        and (cardinality(feeds.users) = 0 or ${actor.id}::uuid = any(feeds.users) or feeds.created_by = ${actor.id})))`;
}

/** SQL twin of post `read` over `posts` joined with `feeds` (both unaliased). */
export function readablePostsSql(actor: Actor): RawBuilder<boolean> {
  return sql<boolean>`(${readableFeedsSql(actor)} and (not posts.private or posts.user_id = ${actor.id}))`;
}
