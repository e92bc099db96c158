// POST /api/comments/:id/toggle: the author or the item's PMs hide a comment, or show it again.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ForbiddenError, NotFoundError } from '../../../errors';
import { can } from '../../../policies';
import { commentTarget, toggleCommentHidden } from '../../../repositories/comments';
import { COMMENT_MESSAGES, ToggleCommentSchema } from '../../../schemas/comment';
import { currentUser } from '../../current-user';
import { COMMENT_NOT_FOUND, loadComment, presentOne } from './load';

const hideCommentRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/toggle', { schema: ToggleCommentSchema }, async (request) => {
    const actor = currentUser(request);
    const { row, item } = await loadComment(app.db, actor, request.params.id);
    if (!can(actor, 'hide', 'comment', commentTarget(item, row)))
      throw new ForbiddenError("Only the comment's author and the item's PMs may hide or show it");
    const updated = await toggleCommentHidden(app.db, row.id);
    if (!updated) throw new NotFoundError(COMMENT_NOT_FOUND);
    return {
      message: updated.hidden ? COMMENT_MESSAGES.hidden : COMMENT_MESSAGES.opened,
      comment: await presentOne(app.db, row.id, item, actor),
    };
  });
};

export default hideCommentRoute;
