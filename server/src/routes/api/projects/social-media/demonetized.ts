// Mark a title demonetized on a platform, or clear the mark: `POST /api/projects/{id}/social-media-title/{titleId}/demon`.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { updateTitle } from '../../../../repositories/social-media';
import { currentUser } from '../../../current-user';
import { DemonTitleSchema } from '../../../../schemas/social-media';
import { withLockedSection } from '../../../../services/locked-project';
import { mediaCheck, titleOf } from '../../../../services/social-media';
import { mediaAnswer } from './media-answer';

const demonetizedRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/social-media-title/:titleId/demon', { schema: DemonTitleSchema }, async (request) => {
    const actor = currentUser(request);
    const { platform, value } = request.body;
    return withLockedSection(app.db, actor, request.params.id, mediaCheck('curate'), async (trx, project) => {
      const title = await titleOf(trx, actor, project.id, request.params.titleId);
      const marked = value ?? !title[`${platform}_demon`];
      if (marked !== title[`${platform}_demon`]) await updateTitle(trx, title.id, { [`${platform}_demon`]: marked });
      return mediaAnswer(trx, actor, project, marked ? 'Title marked demonetized' : 'Demonetized mark removed');
    });
  });
};

export default demonetizedRoute;
