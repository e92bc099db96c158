// POST /api/comments/:id: the author (or an admin) edits a comment's text and files.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../../errors';
import { can } from '../../../policies';
import { commentTarget, editComment, lockComment } from '../../../repositories/comments';
import { COMMENT_MESSAGES, EditCommentSchema } from '../../../schemas/comment';
import { renderMarkdown } from '../../../services/markdown';
import { uploadedFiles } from '../../../services/uploads';
import { currentUser } from '../../current-user';
import { COMMENT_NOT_FOUND, loadComment, NOT_BLANK, presentOne } from './load';

const editCommentRoute: FastifyPluginAsyncTypebox = async (app) => {
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
    const { row, item } = await loadComment(app.db, actor, request.params.id);
    if (!can(actor, 'edit', 'comment', commentTarget(item, row)))
      throw new ForbiddenError("Only the comment's author and admins may edit it");
    await app.db.transaction().execute(async (trx) => {
      // Two edits, or an edit and a removal, go one after the other; a removed comment is not brought back.
      if (!(await lockComment(trx, row.id))) throw new NotFoundError(COMMENT_NOT_FOUND);
      await editComment(trx, row.id, { text, html: renderMarkdown(text), ...(files ? { files: JSON.stringify(files) } : {}) });
    });
    return { message: COMMENT_MESSAGES.updated, comment: await presentOne(app.db, request.params.id, item, actor) };
  });
};

export default editCommentRoute;
