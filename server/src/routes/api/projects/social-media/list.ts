// The Media section (a project's social media covers and titles, and what the caller may do): `GET /api/projects/{id}/social-media`.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../../current-user';
import { GetSocialMediaSchema } from '../../../../schemas/social-media';
import { loadSectionFor } from '../../../../services/locked-project';
import { mediaCheck } from '../../../../services/social-media';
import { readMedia } from './media-answer';

const mediaListRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:id/social-media', { schema: GetSocialMediaSchema }, async (request) => {
    const actor = currentUser(request);
    return readMedia(app.db, actor, await loadSectionFor(app.db, actor, request.params.id, mediaCheck('read')));
  });
};

export default mediaListRoute;
