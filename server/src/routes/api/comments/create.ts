// POST /api/comments: write a comment or a reply (signed in, or anonymous on a published project's public tab).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CommentTag } from '../../../db/types';
import { BadRequestError, ForbiddenError } from '../../../errors';
import { can, isGuest, readsCommentItem } from '../../../policies';
import {
  commentTarget,
  findComment,
  insertComment,
  lockAnonymousCommenter,
  type CommentWithUser,
} from '../../../repositories/comments';
import { existingUserIds } from '../../../repositories/posts';
import { ANONYMOUS_TEXT_MAX, COMMENT_MESSAGES, CreateCommentSchema } from '../../../schemas/comment';
import { checkAnonymousLimit, notifyComment } from '../../../services/comments';
import { renderMarkdown } from '../../../services/markdown';
import { uploadedFiles } from '../../../services/uploads';
import { currentCaller } from '../../current-user';
import { loadItem, NOT_BLANK, presentOne, TAB_FORBIDDEN } from './load';

/** Anonymous visitors of a published project write here too (their own limit); signed-in writers meet theirs. */
const CREATE_CONFIG = { anonymousReadable: true, userLimit: 'comments' } as const;

const createCommentRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('', { schema: CreateCommentSchema, config: CREATE_CONFIG }, async (request, reply) => {
    const caller = currentCaller(request);
    const body = request.body;
    const item = await loadItem(app.db, caller, body.itemId);
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
      // The public view has one comment box and offers a guest no Reply (policies/comment.ts): refused here too.
      if (parent) throw new ForbiddenError('Sign in to reply to a comment');
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
        await notifyComment(trx, { id: newId, item, tag, authorId: null, text, mentions: [] }, { id: null, name: 'Anonymous' });
        return newId;
      });
      reply.code(201);
      return { message: COMMENT_MESSAGES.posted, comment: await presentOne(app.db, id, item, caller) };
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
      await notifyComment(trx, { id: newId, item, tag, authorId: actor.id, text, mentions }, actor);
      return newId;
    });
    reply.code(201);
    return { message: COMMENT_MESSAGES.posted, comment: await presentOne(app.db, id, item, actor) };
  });
};

export default createCommentRoute;
