// DELETE /api/comments/:id: the author or the item's PMs remove a comment.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ForbiddenError } from '../../../errors';
import { can } from '../../../policies';
import { commentTarget, deleteComment } from '../../../repositories/comments';
import { COMMENT_MESSAGES, DeleteCommentSchema } from '../../../schemas/comment';
import { currentUser } from '../../current-user';
import { loadComment } from './load';

const removeCommentRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.delete('/:id', { schema: DeleteCommentSchema }, async (request) => {
    const actor = currentUser(request);
    const { row, item } = await loadComment(app.db, actor, request.params.id);
    if (!can(actor, 'remove', 'comment', commentTarget(item, row)))
      throw new ForbiddenError("Only the comment's author and the item's PMs may remove it");
    await deleteComment(app.db, row.id);
    return { message: COMMENT_MESSAGES.deleted };
  });
};

export default removeCommentRoute;
