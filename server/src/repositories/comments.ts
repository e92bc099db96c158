// Comments' SQL (migration 0014). A tab lists an item's top-level comments of one tag, newest first, paged by
// skip; their replies come in one more statement; the author's name and picture are joined. Counts per item and
// tag for a whole list of items are one grouped statement over comments_item_idx.
import { sql, type Kysely, type Updateable } from 'kysely';
import type { CommentItemType, CommentRow, CommentsTable, CommentTag, Database, StoredFile } from '../db/types';
import type { CommentItemTarget, CommentTarget } from '../policies';
import { POST_TARGET_COLUMNS, postTargetOf } from './posts';
import { findProjectFacts, projectTarget, type ProjectFacts } from './projects';

type Db = Kysely<Database>;

/** A commentable item with what the comment policy and the notifications need. */
export type CommentItem = CommentItemTarget & {
  title: string;
  /** Who hears of a new comment (before the tag's and the mute's filters): collaborators, or a post's people. */
  audience: string[];
  /** Where the notification leads (the comments modal opens over it). */
  url: string;
  projectId: string | null;
  postId: string | null;
};

const projectItem = (project: ProjectFacts): CommentItem => ({
  kind: 'project',
  id: project.id,
  project: projectTarget(project),
  published: project.published,
  title: project.title,
  audience: project.collaborator_ids,
  url: `/app/projects/${project.id}?comments=${project.id}`,
  projectId: project.id,
  postId: null,
});

/** The project, scene or post with this id (ids are UUIDs, unique across the three), or undefined. */
export async function findCommentItem(db: Db, itemId: string): Promise<CommentItem | undefined> {
  const project = await findProjectFacts(db, itemId);
  if (project) return projectItem(project);
  const scene = await db
    .selectFrom('scenes')
    .select(['id', 'project_id', 'position'])
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (scene) {
    const owner = await findProjectFacts(db, scene.project_id);
    if (!owner) return undefined;
    return {
      kind: 'scene',
      id: scene.id,
      projectId: owner.id,
      project: projectTarget(owner),
      title: `${owner.title} · SCENE ${scene.position + 1}`,
      audience: owner.collaborator_ids,
      url: `/app/projects/${owner.id}/scenes?comments=${scene.id}`,
      postId: null,
    };
  }
  const post = await db
    .selectFrom('posts')
    .innerJoin('feeds', 'feeds.id', 'posts.feed_id')
    .select(['posts.id', 'posts.title', 'posts.users as tagged', ...POST_TARGET_COLUMNS])
    .where('posts.id', '=', itemId)
    .executeTakeFirst();
  if (!post) return undefined;
  return {
    kind: 'post',
    id: post.id,
    post: postTargetOf(post),
    title: post.title,
    audience: [...(post.user_id ? [post.user_id] : []), ...post.tagged],
    url: `/app/feed/${encodeURIComponent(post.name)}/post/${post.id}?comments=${post.id}`,
    projectId: null,
    postId: post.id,
  };
}

export type CommentWithUser = CommentRow & { user_name: string | null; user_picture: string | null };

const withUser = (db: Db) =>
  db
    .selectFrom('comments')
    .leftJoin('users', 'users.id', 'comments.user_id')
    .selectAll('comments')
    .select(['users.name as user_name', 'users.picture as user_picture']);

/**
 * One tab's top-level comments, newest first (limit + 1 rows, so the caller knows whether there is more);
 * `onlyBy`: the private tab of someone who reads only their own there.
 */
export function listTopComments(
  db: Db,
  itemId: string,
  tag: CommentTag,
  page: { skip: number; limit: number; onlyBy?: string },
): Promise<CommentWithUser[]> {
  let query = withUser(db)
    .where('comments.item_id', '=', itemId)
    .where('comments.tag', '=', tag)
    .where('comments.reply_to', 'is', null);
  if (page.onlyBy) query = query.where('comments.user_id', '=', page.onlyBy);
  return query
    .orderBy('comments.created_at', 'desc')
    .orderBy('comments.id', 'desc')
    .offset(page.skip)
    .limit(page.limit + 1)
    .execute();
}

/** The replies of these comments, oldest first. */
export function listReplies(db: Db, parentIds: readonly string[]): Promise<CommentWithUser[]> {
  if (parentIds.length === 0) return Promise.resolve([]);
  return withUser(db)
    .where('comments.reply_to', 'in', parentIds)
    .orderBy('comments.created_at', 'asc')
    .orderBy('comments.id', 'asc')
    .execute();
}

export function findComment(db: Db, id: string): Promise<CommentWithUser | undefined> {
  return withUser(db).where('comments.id', '=', id).executeTakeFirst();
}

/** The comment's row locked for a change (two edits or a removal race: one after the other). */
export function lockComment(db: Db, id: string): Promise<CommentRow | undefined> {
  return db.selectFrom('comments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export interface NewComment {
  item: CommentItem;
  tag: CommentTag;
  text: string;
  html: string;
  replyTo: string | null;
  files: StoredFile[];
  mentions: string[];
  userId: string | null;
  anonymous?: { address: string };
}

export async function insertComment(db: Db, input: NewComment): Promise<string> {
  const row = await db
    .insertInto('comments')
    .values({
      item_id: input.item.id,
      item_type: input.item.kind as CommentItemType,
      project_id: input.item.projectId,
      post_id: input.item.postId,
      tag: input.tag,
      text: input.text,
      html: input.html,
      reply_to: input.replyTo,
      files: JSON.stringify(input.files),
      mentions: input.mentions,
      user_id: input.userId,
      anonymous: Boolean(input.anonymous),
      address: input.anonymous?.address ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Per item and tag: how many comments, and how many of them `actorId` wrote (the private tab's own). */
export type RawCommentCounts = Map<string, Map<CommentTag, { total: number; own: number }>>;

export async function countComments(db: Db, itemIds: readonly string[], actorId: string | null): Promise<RawCommentCounts> {
  const counts: RawCommentCounts = new Map();
  if (itemIds.length === 0) return counts;
  const rows = await db
    .selectFrom('comments')
    .select([
      'item_id',
      'tag',
      sql<string>`count(*)`.as('total'),
      sql<string>`count(*) filter (where user_id = ${actorId})`.as('own'),
    ])
    .where('item_id', 'in', [...new Set(itemIds)])
    .groupBy(['item_id', 'tag'])
    .execute();
  for (const row of rows) {
    const byTag = counts.get(row.item_id) ?? new Map();
    byTag.set(row.tag, { total: Number(row.total), own: Number(row.own) });
    counts.set(row.item_id, byTag);
  }
  return counts;
}

/** Anonymous comments from one address since `since` (the anonymous limit). */
export async function countAnonymousSince(db: Db, address: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('comments')
    .select(sql<string>`count(*)`.as('n'))
    .where('anonymous', '=', true)
    .where('address', '=', address)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The comment's facts as the comment policy judges them. */
export const commentTarget = (item: CommentItemTarget, comment: Pick<CommentRow, 'tag' | 'user_id'>): CommentTarget => ({
  item,
  tag: comment.tag,
  authorId: comment.user_id,
});

/** The comments a stored file is attached to, with their items (for the file policy). */
export async function findFileComments(db: Db, fileId: string): Promise<CommentTarget[]> {
  const rows = await db
    .selectFrom('comments')
    .select(['item_id', 'tag', 'user_id'])
    .where(sql<boolean>`files @> ${JSON.stringify([{ id: fileId }])}::jsonb`)
    .execute();
  const targets: CommentTarget[] = [];
  for (const row of rows) {
    const item = await findCommentItem(db, row.item_id);
    if (item) targets.push(commentTarget(item, row));
  }
  return targets;
}

/** One anonymous comment at a time per address (for the rest of the transaction), so the limit holds against a burst. */
export async function lockAnonymousCommenter(trx: Kysely<Database>, address: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`anonymous-comment:${address}`}))`.execute(trx);
}

/** A comment's new text (and files), marked edited now. */
export function editComment(
  db: Kysely<Database>,
  id: string,
  changes: Pick<Updateable<CommentsTable>, 'text' | 'html' | 'files'>,
) {
  return db
    .updateTable('comments')
    .set({ ...changes, edited_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export function deleteComment(db: Kysely<Database>, id: string) {
  return db.deleteFrom('comments').where('id', '=', id).execute();
}

/** Hides a shown comment or shows a hidden one; answers its new state (undefined once it is gone). */
export function toggleCommentHidden(db: Kysely<Database>, id: string) {
  return db
    .updateTable('comments')
    .set({ hidden: sql<boolean>`not hidden` })
    .where('id', '=', id)
    .returning('hidden')
    .executeTakeFirst();
}
