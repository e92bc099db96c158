// A project's titles: add (`POST /api/projects/{id}/social-media-title`), change (`POST …/{titleId}/change`) and delete
// (`DELETE …/{titleId}`).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConflictError } from '../../../../errors';
import { countTitles, deleteTitle, insertTitle, updateTitle } from '../../../../repositories/social-media';
import { currentUser } from '../../../current-user';
import { AddTitleSchema, ChangeTitleSchema, DeleteTitleSchema, MAX_TITLES } from '../../../../schemas/social-media';
import { withLockedSection } from '../../../../services/locked-project';
import { mediaCheck, titleOf } from '../../../../services/social-media';
import { mediaAnswer } from './media-answer';

const titleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/social-media-title', { schema: AddTitleSchema }, async (request, reply) => {
    const actor = currentUser(request);
    const text = request.body.title.trim();
    const result = await withLockedSection(app.db, actor, request.params.id, mediaCheck('edit'), async (trx, project) => {
      if ((await countTitles(trx, project.id)) >= MAX_TITLES) {
        throw new ConflictError(`A project holds at most ${MAX_TITLES} titles; delete one first`);
      }
      await insertTitle(trx, { projectId: project.id, text, userId: actor.id });
      return mediaAnswer(trx, actor, project, 'Title added');
    });
    reply.code(201);
    return result;
  });

  app.post('/:id/social-media-title/:titleId/change', { schema: ChangeTitleSchema }, async (request) => {
    const actor = currentUser(request);
    const text = request.body.title.trim();
    return withLockedSection(app.db, actor, request.params.id, mediaCheck('edit'), async (trx, project) => {
      const title = await titleOf(trx, actor, project.id, request.params.titleId);
      if (title.text !== text) await updateTitle(trx, title.id, { text });
      return mediaAnswer(trx, actor, project, 'Title updated');
    });
  });

  app.delete('/:id/social-media-title/:titleId', { schema: DeleteTitleSchema }, async (request) => {
    const actor = currentUser(request);
    return withLockedSection(app.db, actor, request.params.id, mediaCheck('curate'), async (trx, project) => {
      const title = await titleOf(trx, actor, project.id, request.params.titleId);
      await deleteTitle(trx, title.id);
      return mediaAnswer(trx, actor, project, 'Title deleted');
    });
  });
};

export default titleRoutes;
