import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { feedTargetOf, type FeedRow, type MemoRow, type PostWithRelations } from '../repositories/posts';
import type { CommentCountsJson } from '../schemas/comment';
import type { FeedJson } from '../schemas/feed';
import type { UserRefJson } from '../schemas/common';
import type { MemoJson, PostJson } from '../schemas/post';
import { isPostEditor, type Actor, type PostTarget } from '../policies';
import { commentCountsFor } from './comment';
import { previewOf } from '../services/markdown';
import { iso } from './dates';

export function presentFeed(feed: FeedRow, postCount: number, people: ReadonlyMap<string, UserRefJson>): FeedJson {
  return {
    _id: feed.id,
    name: feed.name,
    description: feed.description,
    icon: feed.icon,
    users: feed.users,
    people: feed.users.flatMap((id) => people.get(id) ?? []),
    isAggregate: feed.is_aggregate,
    isLevelBased: feed.is_level_based,
    isRoleBased: feed.is_role_based,
    isSystem: feed.is_system,
    isReadOnly: feed.is_read_only,
    createdBy: feed.created_by,
    postCount,
  };
}

export function postTarget(post: PostWithRelations, feed: FeedRow): PostTarget {
  return { feed: feedTargetOf(feed), userId: post.user_id, private: post.private, type: post.type };
}

export function presentPost(post: PostWithRelations, canEdit: boolean, commentCounts: CommentCountsJson): PostJson {
  return {
    _id: post.id,
    feed: { _id: post.feed_id, name: post.feed_name },
    type: post.type,
    title: post.title,
    body: post.body,
    bodyHtml: post.body_html,
    bodyPreview: previewOf(post.body_html),
    user: post.user_id
      ? { _id: post.user_id, name: post.author_name ?? '', nameAlias: post.author_name_alias ?? '', picture: post.author_picture }
      : null,
    private: post.private,
    done: post.done,
    rating: post.rating,
    users: post.users,
    files: post.files,
    meta: post.meta,
    created: iso(post.created_at),
    updated: iso(post.updated_at),
    readByMe: Boolean(post.read_at),
    okByMe: Boolean(post.ok_at),
    todoByMe: Boolean(post.todo_at),
    myRating: post.my_rating,
    ratingCount: post.rating_count,
    canEdit,
    commentCounts,
  };
}

/**
 * Posts the actor reads (a page, a search's results or one post) as they see them, each with its comment counts, read
 * for all of them in one statement. `feedOf` gives a post's feed as its policy judges it (for a listed page, the
 * listed feed).
 */
export async function presentPosts(
  db: Kysely<Database>,
  actor: Actor,
  posts: readonly PostWithRelations[],
  feedOf: (post: PostWithRelations) => FeedRow,
): Promise<PostJson[]> {
  const counts = await commentCountsFor(
    db,
    posts.map((post) => ({ kind: 'post' as const, id: post.id, post: postTarget(post, feedOf(post)) })),
    actor,
  );
  return posts.map((post) =>
    presentPost(post, isPostEditor(actor, post.user_id), counts.get(post.id) ?? { total: 0, byTag: {} }),
  );
}

export function presentMemo(post: MemoRow): MemoJson {
  return {
    _id: post.id,
    title: post.title,
    feed: {
      _id: post.feed_id,
      name: post.feed_name,
      isSystem: post.is_system,
      isAggregate: post.is_aggregate,
      isLevelBased: post.is_level_based,
      isRoleBased: post.is_role_based,
    },
    created: iso(post.created_at),
    bodyHtml: post.body_html,
  };
}
