// Comments on projects, scenes and posts (spec doc 2 section 7). Each call: validate → load the item (404 for
// who may not read it; 401 for an anonymous visitor unless it is a published project) → authorise on the
// comment policy (403 naming who may) → act in a transaction (notifications in it) → present as the caller sees it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CommentTag } from '../../../db/types';
import { BadRequestError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../../errors';
import { can, isGuest, readableCommentTags, readsCommentItem, type Actor, type Caller } from '../../../policies';
import { presentComment, presentCommentCounts, visibleTabs } from '../../../presenters/comment';
import {
  commentTarget,
  countComments,
  deleteComment,
  editComment,
  findComment,
  findCommentItem,
  insertComment,
  listReplies,
  listTopComments,
  lockAnonymousCommenter,
  lockComment,
  toggleCommentHidden,
  type CommentItem,
  type CommentWithUser,
} from '../../../repositories/comments';
import { existingUserIds } from '../../../repositories/posts';
import { renderMarkdown } from '../../../services/markdown';
import { checkAnonymousLimit, notifyComment } from '../../../services/comments';
import { uploadedFiles } from '../../../services/uploads';
import {
  ANONYMOUS_TEXT_MAX,
  COMMENT_MESSAGES,
  CountCommentsSchema,
  CreateCommentSchema,
  DeleteCommentSchema,
  EditCommentSchema,
  ListCommentsSchema,
  ToggleCommentSchema,
} from '../../../schemas/comment';
import { currentCaller, currentUser } from '../../current-user';

export const ITEM_NOT_FOUND = 'No project, scene or post with this id';
export const COMMENT_NOT_FOUND = 'Comment not found';
/** Anonymous visitors of a published project write here too (their own limit); signed-in writers meet theirs. */
const CREATE_CONFIG = { anonymousReadable: true, userLimit: 'comments' } as const;
const TAB_FORBIDDEN = 'You may not read or write comments in this tab';
const NOT_BLANK = 'text must not be blank';

const publishedProject = (item: CommentItem) => item.kind === 'project' && item.published;

/** The item, judged for reading its comments: 404 (401 for a guest) unless readable. */
async function loadItem(app: Parameters<FastifyPluginAsyncTypebox>[0], caller: Caller, itemId: string): Promise<CommentItem> {
  const item = await findCommentItem(app.db, itemId);
  if (item && (publishedProject(item) || readsCommentItem(caller, item))) return item;
  if (isGuest(caller)) throw new UnauthorizedError();
  throw new NotFoundError(ITEM_NOT_FOUND);
}

/** The comment and its item, 404 unless the caller reads it. */
async function loadComment(
  app: Parameters<FastifyPluginAsyncTypebox>[0],
  actor: Actor,
  id: string,
): Promise<{ row: CommentWithUser; item: CommentItem }> {
  const row = await findComment(app.db, id);
  const item = row ? await findCommentItem(app.db, row.item_id) : undefined;
  if (!row || !item || !can(actor, 'read', 'comment', commentTarget(item, row))) throw new NotFoundError(COMMENT_NOT_FOUND);
  return { row, item };
}

async function presentOne(app: Parameters<FastifyPluginAsyncTypebox>[0], id: string, item: CommentItem, caller: Caller) {
  const row = await findComment(app.db, id);
  if (!row) throw new NotFoundError(COMMENT_NOT_FOUND);
  const replies = row.reply_to === null ? await listReplies(app.db, [row.id]) : [];
  return presentComment(row, replies, item, caller);
}

const commentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: ListCommentsSchema, config: { anonymousReadable: true } }, async (request) => {
    const caller = currentCaller(request);
    const { itemId, skip, limit } = request.query;
    const tag: CommentTag = request.query.tag ?? '';
    const item = await loadItem(app, caller, itemId);
    const raw = await countComments(app.db, [item.id], caller.id);
    const counts = presentCommentCounts(raw, item.id, item, caller);
    const tabs = visibleTabs(caller, item, counts);
    const readable = readableCommentTags(caller, item);
    let onlyBy: string | undefined;
    if (!readable.includes(tag)) {
      // Someone who wrote in #private and is not (or no longer) the item's PM reads their own there.
      if (tag === 'private' && caller.id !== null && readsCommentItem(caller, item)) onlyBy = caller.id;
      else throw new ForbiddenError(TAB_FORBIDDEN);
    }
    const top = await listTopComments(app.db, item.id, tag, { skip, limit, onlyBy });
    const page = top.slice(0, limit);
    const replies = await listReplies(
      app.db,
      page.map((row) => row.id),
    );
    const comments = page.map((row) =>
      presentComment(
        row,
        replies.filter((reply) => reply.reply_to === row.id),
        item,
        caller,
      ),
    );
    return {
      comments,
      tag,
      tabs: tabs.map((tab) => ({ tag: tab, count: counts.byTag[tab] ?? 0 })),
      counts,
      canPost: can(caller, 'create', 'comment', { item, tag, authorId: caller.id }),
      canMention: can(caller, 'mention', 'studio', null),
      skip: skip + comments.length,
      hasMore: top.length > limit,
    };
  });

  app.get('/count', { schema: CountCommentsSchema, config: { anonymousReadable: true } }, async (request) => {
    const caller = currentCaller(request);
    const item = await loadItem(app, caller, request.query.itemId);
    const raw = await countComments(app.db, [item.id], caller.id);
    return { counts: presentCommentCounts(raw, item.id, item, caller) };
  });

  app.post('', { schema: CreateCommentSchema, config: CREATE_CONFIG }, async (request, reply) => {
    const caller = currentCaller(request);
    const body = request.body;
    const item = await loadItem(app, caller, body.itemId);
    const text = body.text.trim();
    const fileIds = (body.files ?? []).map((file) => file.id);
    const mentions = [...new Set(body.mentions ?? [])];
    if (!text) throw new BadRequestError(NOT_BLANK);
    let tag: CommentTag = body.tag ?? '';
    let replyTo: string | null = null;
    let parent: CommentWithUser | undefined;
    if (body.replyTo) {
      parent = await findComment(app.db, body.replyTo);
      if (!parent || parent.item_id !== item.id) throw new BadRequestError('replyTo must be a comment on the same item');
      if (parent.reply_to !== null) throw new BadRequestError('replyTo must be a top-level comment (replies go one level deep)');
      if (body.tag !== undefined && body.tag !== parent.tag)
        throw new BadRequestError('tag must be the tag of the comment replied to');
      // A signed-in writer replies only to what they read (a guest is judged on the tab first, below).
      if (!isGuest(caller) && !can(caller, 'read', 'comment', commentTarget(item, parent)))
        throw new BadRequestError('replyTo must be a comment on the same item');
      tag = parent.tag;
      replyTo = parent.id;
    }
    const target = { item, tag, authorId: caller.id };
    if (isGuest(caller)) {
      // Guests (DECISIONS "Comments"): what the guest rule allows, short, plain, and limited per address.
      if (!can(caller, 'create', 'comment', target))
        throw new ForbiddenError('Anonymous visitors may only comment in the public tab');
      if ((fileIds.length || mentions.length) && !can(caller, 'attach', 'comment', target))
        throw new ForbiddenError('Sign in to attach files or mention people');
      if (text.length > ANONYMOUS_TEXT_MAX) throw new BadRequestError(`text must be at most ${ANONYMOUS_TEXT_MAX} characters`);
      if (parent && !can(caller, 'read', 'comment', commentTarget(item, parent)))
        throw new BadRequestError('replyTo must be a comment on the same item');
      const address = request.ip;
      const id = await app.db.transaction().execute(async (trx) => {
        // One anonymous comment at a time per address, so the limit holds against a burst.
        await lockAnonymousCommenter(trx, address);
        await checkAnonymousLimit(trx, address);
        const newId = await insertComment(trx, {
          item,
          tag,
          text,
          html: renderMarkdown(text),
          replyTo,
          files: [],
          mentions: [],
          userId: null,
          anonymous: { address },
        });
        await notifyComment(trx, { item, tag, authorId: null, text, mentions: [] }, { id: null, name: 'Anonymous' });
        return newId;
      });
      reply.code(201);
      return { message: COMMENT_MESSAGES.posted, comment: await presentOne(app, id, item, caller) };
    }
    const actor = caller;
    if (!can(actor, 'create', 'comment', target)) {
      if (!readsCommentItem(actor, item)) throw new ForbiddenError('Only signed-in readers of the project may comment');
      throw new ForbiddenError(TAB_FORBIDDEN);
    }
    if (mentions.length) {
      if (!can(actor, 'mention', 'studio', null)) throw new ForbiddenError('Only admins, staff and PMs may mention people');
      const known = await existingUserIds(app.db, mentions);
      const unknown = mentions.find((id) => !known.has(id));
      if (unknown) throw new BadRequestError(`mentions: ${unknown} is not a user`);
    }
    const files = await uploadedFiles(app.db, fileIds, actor);
    const id = await app.db.transaction().execute(async (trx) => {
      const newId = await insertComment(trx, {
        item,
        tag,
        text,
        html: renderMarkdown(text),
        replyTo,
        files,
        mentions,
        userId: actor.id,
      });
      await notifyComment(trx, { item, tag, authorId: actor.id, text, mentions }, actor);
      return newId;
    });
    reply.code(201);
    return { message: COMMENT_MESSAGES.posted, comment: await presentOne(app, id, item, actor) };
  });

  app.post('/:id', { schema: EditCommentSchema }, async (request) => {
    const actor = currentUser(request);
    const text = request.body.text.trim();
    if (!text) throw new BadRequestError(NOT_BLANK);
    const files = request.body.files
      ? await uploadedFiles(
          app.db,
          request.body.files.map((file) => file.id),
          actor,
        )
      : undefined;
    const { row, item } = await loadComment(app, actor, request.params.id);
    if (!can(actor, 'edit', 'comment', commentTarget(item, row)))
      throw new ForbiddenError("Only the comment's author and admins may edit it");
    await app.db.transaction().execute(async (trx) => {
      // Two edits, or an edit and a removal, go one after the other; a removed comment is not brought back.
      if (!(await lockComment(trx, row.id))) throw new NotFoundError(COMMENT_NOT_FOUND);
      await editComment(trx, row.id, { text, html: renderMarkdown(text), ...(files ? { files: JSON.stringify(files) } : {}) });
    });
    return { message: COMMENT_MESSAGES.updated, comment: await presentOne(app, request.params.id, item, actor) };
  });

  app.delete('/:id', { schema: DeleteCommentSchema }, async (request) => {
    const actor = currentUser(request);
    const { row, item } = await loadComment(app, actor, request.params.id);
    if (!can(actor, 'remove', 'comment', commentTarget(item, row)))
      throw new ForbiddenError("Only the comment's author and the item's PMs may remove it");
    await deleteComment(app.db, row.id);
    return { message: COMMENT_MESSAGES.deleted };
  });

  app.post('/:id/toggle', { schema: ToggleCommentSchema }, async (request) => {
    const actor = currentUser(request);
    const { row, item } = await loadComment(app, actor, request.params.id);
    if (!can(actor, 'hide', 'comment', commentTarget(item, row)))
      throw new ForbiddenError("Only the comment's author and the item's PMs may hide or show it");
    const updated = await toggleCommentHidden(app.db, row.id);
    if (!updated) throw new NotFoundError(COMMENT_NOT_FOUND);
    return {
      message: updated.hidden ? COMMENT_MESSAGES.hidden : COMMENT_MESSAGES.opened,
      comment: await presentOne(app, row.id, item, actor),
    };
  });
};

export default commentRoutes;
