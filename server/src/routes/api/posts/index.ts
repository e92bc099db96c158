// Calls under /api/posts (spec doc 2 section 7): a feed's page of posts, the global search, one post, and writing,
// rating, to-do, done, read marks, removal and turning a post into a project. Thin: authenticate → validate → load →
// authorise → act in a transaction → present. Who may do what is in policies/feed.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../../errors';
import { authorize, can, type Actor } from '../../../policies';
import { postTarget, presentPosts } from '../../../presenters/feed';
import {
  existingUserIds,
  feedTargetOf,
  findFeedById,
  deletePost,
  findFeedByName,
  findFeedsByIds,
  findReadablePost,
  insertPost,
  listPosts,
  lockPost,
  ratePost,
  searchPosts,
  setTodo,
  trackPost,
  updatePost,
  type FeedRow,
} from '../../../repositories/posts';
import { renderMarkdown } from '../../../services/markdown';
import { notifyPost } from '../../../services/post-notifications';
import { uploadedFiles } from '../../../services/uploads';
import { createProjectFromPost } from '../../../services/story-projects';
import { currentUser } from '../../current-user';
import { CreateProjectFromPostSchema, MAY_NOT_CONVERT, PROJECT_CREATED } from '../../../schemas/project-copies';
import { presentProjectView } from '../../../presenters/project';
import { readProjectView } from '../../../services/locked-project';
import benchFloorRoutes from './bench-floor';
import {
  CreatePostSchema,
  DeletePostSchema,
  DonePostSchema,
  GetPostSchema,
  ListPostsSchema,
  RatePostSchema,
  SearchPostsSchema,
  TodoPostSchema,
  TrackUsersSchema,
  UpdatePostSchema,
} from '../../../schemas/post';

export const POST_NOT_FOUND = 'Post not found';
export const TITLE_REQUIRED = 'title: a post needs a title';
export const FEED_NOT_FOUND = 'feed: no such feed';
export const MAY_NOT_POST = 'feed: you may not post to this feed';
export const MEMOS_FOR_ADMINS = 'type: only admins post memos';

/** The post and its feed, or 404 when the caller may not read it (nothing says it exists). */
async function loadPost(db: Kysely<Database>, actor: Actor, id: string, lock = false) {
  if (lock) await lockPost(db, id);
  const post = await findReadablePost(db, actor, id);
  if (!post) throw new NotFoundError(POST_NOT_FOUND);
  const feed = (await findFeedById(db, post.feed_id)) as FeedRow;
  return { post, feed, target: postTarget(post, feed) };
}

/** The feed a post goes to: it exists, and the caller may post there (not read-only, not aggregate, readable). */
async function postableFeed(db: Kysely<Database>, actor: Actor, feedId: string): Promise<FeedRow> {
  const feed = await findFeedById(db, feedId);
  if (!feed || !can(actor, 'read', 'feed', feedTargetOf(feed))) throw new BadRequestError(FEED_NOT_FOUND);
  authorize(actor, 'post', 'feed', feedTargetOf(feed), MAY_NOT_POST);
  return feed;
}

function checkTitle(title: string): string {
  const trimmed = title.trim();
  if (!trimmed) throw new BadRequestError(TITLE_REQUIRED);
  return trimmed;
}

/** Tagged users must exist; a private post tags nobody. */
async function checkTags(db: Kysely<Database>, ids: readonly string[]): Promise<string[]> {
  const known = await existingUserIds(db, ids);
  const unknown = ids.find((id) => !known.has(id));
  if (unknown) throw new BadRequestError(`users: ${unknown} is not a user`);
  return [...ids];
}

const postRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(benchFloorRoutes);
  /** The post as the caller now sees it, comment counts included (a post swapped into a list keeps its count). */
  const answer = async (actor: Actor, id: string, message: string) => {
    const { post, feed } = await loadPost(app.db, actor, id);
    const [presented] = await presentPosts(app.db, actor, [post], () => feed);
    return { message, post: presented };
  };

  app.get('', { schema: ListPostsSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listPosts', 'studio', null, 'Feeds are for contributors');
    const feed = await findFeedByName(app.db, request.query.feed);
    if (!feed) throw new NotFoundError(`Feed not found: ${request.query.feed}`);
    if (!can(actor, 'read', 'feed', feedTargetOf(feed))) throw new ForbiddenError('You may not read this feed');
    const { posts, hasMore } = await listPosts(app.db, actor, feed, request.query);
    // The listed posts are ones the caller reads; the page's comment counts come in one statement.
    return { posts: await presentPosts(app.db, actor, posts, () => feed), hasMore };
  });

  app.get('/search', { schema: SearchPostsSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listPosts', 'studio', null, 'Feeds are for contributors');
    const term = request.query.term.trim();
    if (!term) return { posts: [] };
    const posts = await searchPosts(app.db, actor, term);
    const feeds = await findFeedsByIds(app.db, [...new Set(posts.map((post) => post.feed_id))]);
    return { posts: await presentPosts(app.db, actor, posts, (post) => feeds.get(post.feed_id) as FeedRow) };
  });

  app.get('/:id', { schema: GetPostSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listPosts', 'studio', null, 'Feeds are for contributors');
    const { post } = await answer(actor, request.params.id, '');
    return { post };
  });

  app.post('', { schema: CreatePostSchema, config: { userLimit: 'posts' } }, async (request, reply) => {
    const actor = currentUser(request);
    authorize(actor, 'listPosts', 'studio', null, 'Feeds are for contributors');
    const body = request.body;
    const type = body.type ?? 'post';
    if (type === 'memo') authorize(actor, 'createMemo', 'studio', null, MEMOS_FOR_ADMINS);
    const isPrivate = body.private ?? false;
    if (isPrivate && type === 'memo') throw new BadRequestError('private: a memo is for everyone who reads its feed');
    const title = checkTitle(body.title);
    const id = await app.db.transaction().execute(async (trx) => {
      const feed = await postableFeed(trx, actor, body.feed);
      const users = isPrivate ? [] : await checkTags(trx, body.users ?? []);
      const files = await uploadedFiles(trx, body.files ?? [], actor);
      const text = body.body ?? '';
      const row = await insertPost(trx, {
        feed_id: feed.id,
        type: isPrivate ? 'todo' : type,
        title,
        body: text,
        body_html: renderMarkdown(text),
        user_id: actor.id,
        private: isPrivate,
        rating: body.rating ?? 3,
        users,
        files: JSON.stringify(files) as never,
      });
      // The author has read what they wrote.
      await trackPost(trx, actor, row.id, { read: true });
      const { post, target } = await loadPost(trx, actor, row.id);
      await notifyPost(trx, 'post/create', { id: post.id, title, authorId: actor.id, taggedIds: users, target }, feed, actor);
      return row.id;
    });
    reply.code(201);
    return answer(actor, id, 'Post created');
  });

  app.post('/:id', { schema: UpdatePostSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listPosts', 'studio', null, 'Feeds are for contributors');
    const body = request.body;
    await app.db.transaction().execute(async (trx) => {
      const { post, target } = await loadPost(trx, actor, request.params.id, true);
      authorize(actor, 'edit', 'post', target, 'Only its author or an admin edits a post');
      const feed = body.feed && body.feed !== post.feed_id ? await postableFeed(trx, actor, body.feed) : null;
      const title = body.title === undefined ? undefined : checkTitle(body.title);
      const users = body.users === undefined || post.private ? undefined : await checkTags(trx, body.users);
      const files = body.files === undefined ? undefined : await uploadedFiles(trx, body.files, actor);
      await updatePost(trx, post.id, {
        ...(feed && { feed_id: feed.id }),
        ...(title !== undefined && { title }),
        ...(body.body !== undefined && { body: body.body, body_html: renderMarkdown(body.body) }),
        ...(body.rating !== undefined && post.rating_count === 0 && { rating: body.rating }),
        ...(users !== undefined && { users }),
        ...(files !== undefined && { files: JSON.stringify(files) as never }),
        updated_at: new Date(),
      });
    });
    return answer(actor, request.params.id, 'Changes have been saved');
  });

  app.post('/:id/rate', { schema: RatePostSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listPosts', 'studio', null, 'Feeds are for contributors');
    await app.db.transaction().execute(async (trx) => {
      const { post, target } = await loadPost(trx, actor, request.params.id, true);
      authorize(actor, 'rate', 'post', target, 'You may not rate this post');
      await ratePost(trx, actor, post.id, request.body.rating);
    });
    return answer(actor, request.params.id, 'Rating saved');
  });

  app.post('/:id/todo', { schema: TodoPostSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listPosts', 'studio', null, 'Feeds are for contributors');
    const remove = request.body.remove ?? false;
    await app.db.transaction().execute(async (trx) => {
      const { post, target } = await loadPost(trx, actor, request.params.id);
      authorize(actor, 'todo', 'post', target, 'A private post is already your to-do');
      await setTodo(trx, actor, post.id, !remove);
    });
    return answer(actor, request.params.id, remove ? 'Removed from your to-do list' : 'Added to your to-do list');
  });

  app.post('/:id/done', { schema: DonePostSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listPosts', 'studio', null, 'Feeds are for contributors');
    const { done } = request.body;
    await app.db.transaction().execute(async (trx) => {
      const { post, feed, target } = await loadPost(trx, actor, request.params.id, true);
      authorize(actor, 'done', 'post', target, 'You may not mark this post done');
      if (post.done === done) return;
      await updatePost(trx, post.id, { done });
      if (done) {
        await notifyPost(
          trx,
          'post/done',
          { id: post.id, title: post.title, authorId: post.user_id, taggedIds: post.users, target },
          feed,
          actor,
        );
      }
    });
    return answer(actor, request.params.id, done ? 'Marked as done' : 'Unmarked as done');
  });

  app.delete('/:id', { schema: DeletePostSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listPosts', 'studio', null, 'Feeds are for contributors');
    await app.db.transaction().execute(async (trx) => {
      const { post, target } = await loadPost(trx, actor, request.params.id, true);
      authorize(actor, 'edit', 'post', target, 'Only its author or an admin removes a post');
      await deletePost(trx, post.id);
    });
    return { message: 'Post removed' };
  });

  app.post('/:id/create/project', { schema: CreateProjectFromPostSchema }, async (request, reply) => {
    const actor = currentUser(request);
    authorize(actor, 'listPosts', 'studio', null, 'Feeds are for contributors');
    const { post, target } = await loadPost(app.db, actor, request.params.id);
    authorize(actor, 'createProject', 'post', target, MAY_NOT_CONVERT);
    const projectId = await createProjectFromPost(
      app.db,
      actor,
      { id: post.id, title: post.title, body: post.body },
      request.body,
    );
    reply.code(201);
    return { message: PROJECT_CREATED, project: presentProjectView(await readProjectView(app.db, actor, projectId)) };
  });

  app.post('/:id/track-users', { schema: TrackUsersSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listPosts', 'studio', null, 'Feeds are for contributors');
    const { okBy, readBy, markAsRead } = request.body;
    const read = readBy ?? markAsRead;
    if (okBy === undefined && read === undefined) throw new BadRequestError('body must have okBy, readBy or markAsRead');
    await app.db.transaction().execute(async (trx) => {
      // findReadablePost applies the post `read` rule in SQL: an unreadable post is "not found".
      const post = await findReadablePost(trx, actor, request.params.id);
      if (!post) throw new NotFoundError(POST_NOT_FOUND);
      await trackPost(trx, actor, post.id, { ok: okBy, read });
    });
    return { message: okBy ? 'Memo acknowledged' : read === false ? 'Marked as unread' : 'Marked as read' };
  });
};

export default postRoutes;
