// Feeds and posts. Contributors read feeds; level feeds belong to that level, role feeds to the
// role's holders, user-made feeds with a people list to those people and their creator; aggregate
// and open feeds to every contributor; admins read all. Private posts (personal to-dos) only their author.
import { sql, type RawBuilder } from 'kysely';
import { allow, can } from './engine';
import { isAdmin, isContributor, type Actor } from './actor';
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
allow('post', 'acknowledge', (actor, post) => can(actor, 'read', 'post', post));

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
