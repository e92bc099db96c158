// Reorder covers and titles: `POST /api/projects/{id}/social-media-cover/sort`, `…/social-media-title/sort`.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../../current-user';
import { SortCoversSchema, SortTitlesSchema } from '../../../../schemas/social-media';
import { withLockedSection } from '../../../../services/locked-project';
import { mediaCheck, sortMedia } from '../../../../services/social-media';
import { mediaAnswer } from './media-answer';

const sortMediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/social-media-cover/sort', { schema: SortCoversSchema }, async (request) => {
    const actor = currentUser(request);
    const { from, to, coverId } = request.body;
    return withLockedSection(app.db, actor, request.params.id, mediaCheck('edit'), async (trx, project) => {
      await sortMedia(trx, 'social_covers', project.id, { from, to, id: coverId });
      return mediaAnswer(trx, actor, project, 'Cover order updated');
    });
  });

  app.post('/:id/social-media-title/sort', { schema: SortTitlesSchema }, async (request) => {
    const actor = currentUser(request);
    const { from, to, titleId } = request.body;
    return withLockedSection(app.db, actor, request.params.id, mediaCheck('edit'), async (trx, project) => {
      await sortMedia(trx, 'social_titles', project.id, { from, to, id: titleId });
      return mediaAnswer(trx, actor, project, 'Title order updated');
    });
  });
};

export default sortMediaRoutes;
