// Select a cover for a platform (or unselect it): `POST /api/projects/{id}/social-media-cover/set-cover-image`.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { toggleSelection } from '../../../../repositories/social-media';
import { currentUser } from '../../../current-user';
import { SelectCoverSchema } from '../../../../schemas/social-media';
import { withLockedSection } from '../../../../services/locked-project';
import { coverOf, mediaCheck } from '../../../../services/social-media';
import { mediaAnswer } from './media-answer';

const selectCoverRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/social-media-cover/set-cover-image', { schema: SelectCoverSchema }, async (request) => {
    const actor = currentUser(request);
    const { coverId, platform, value } = request.body;
    return withLockedSection(app.db, actor, request.params.id, mediaCheck('curate'), async (trx, project) => {
      const cover = await coverOf(trx, actor, project.id, coverId);
      const chosen = await toggleSelection(trx, 'cover', cover, platform, value);
      return mediaAnswer(trx, actor, project, chosen ? 'Cover selected' : 'Cover unselected');
    });
  });
};

export default selectCoverRoute;
