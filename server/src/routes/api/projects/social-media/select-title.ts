// Select a title for a platform (YouTube, Facebook…) or unselect it: `POST /api/projects/{id}/social-media-title/{titleId}/select`.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { toggleSelection } from '../../../../repositories/social-media';
import { currentUser } from '../../../current-user';
import { SelectTitleSchema } from '../../../../schemas/social-media';
import { withLockedSection } from '../../../../services/locked-project';
import { mediaCheck, titleOf } from '../../../../services/social-media';
import { mediaAnswer } from './media-answer';

const selectTitleRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/social-media-title/:titleId/select', { schema: SelectTitleSchema }, async (request) => {
    const actor = currentUser(request);
    return withLockedSection(app.db, actor, request.params.id, mediaCheck('curate'), async (trx, project) => {
      const title = await titleOf(trx, actor, project.id, request.params.titleId);
      const chosen = await toggleSelection(trx, 'title', title, request.body.platform, request.body.value);
      return mediaAnswer(trx, actor, project, chosen ? 'Title selected' : 'Title unselected');
    });
  });
};

export default selectTitleRoute;
