// Rate a cover or a title (1 to 5 stars, 0 takes my rating away): `POST /api/projects/{id}/social-media-cover/{coverId}/rate`,
// `…/social-media-title/{titleId}/rate`.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { rate } from '../../../../repositories/social-media';
import { currentUser } from '../../../current-user';
import { RateCoverSchema, RateTitleSchema } from '../../../../schemas/social-media';
import { withLockedSection } from '../../../../services/locked-project';
import { coverOf, mediaCheck, titleOf } from '../../../../services/social-media';
import { mediaAnswer } from './media-answer';

const rateMediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/social-media-cover/:coverId/rate', { schema: RateCoverSchema }, async (request) => {
    const actor = currentUser(request);
    return withLockedSection(app.db, actor, request.params.id, mediaCheck('edit'), async (trx, project) => {
      const cover = await coverOf(trx, actor, project.id, request.params.coverId);
      await rate(trx, 'cover', cover.id, actor.id, request.body.rating);
      return mediaAnswer(trx, actor, project, 'Rating saved');
    });
  });

  app.post('/:id/social-media-title/:titleId/rate', { schema: RateTitleSchema }, async (request) => {
    const actor = currentUser(request);
    return withLockedSection(app.db, actor, request.params.id, mediaCheck('edit'), async (trx, project) => {
      const title = await titleOf(trx, actor, project.id, request.params.titleId);
      await rate(trx, 'title', title.id, actor.id, request.body.rating);
      return mediaAnswer(trx, actor, project, 'Rating saved');
    });
  });
};

export default rateMediaRoutes;
