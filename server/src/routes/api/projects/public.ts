// A published project's public view (issue 28): one read for the anonymous visitor's page — scenes with their
// images and frames, the chosen covers and titles, the embedded videos. Anonymous visitors of an unpublished project
// are asked to sign in (401); signed-in callers learn nothing of it (404). Members read it too once published.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError, UnauthorizedError } from '../../../errors';
import { PROJECT_NOT_FOUND } from '../../../services/locked-project';
import { readsPublicView } from '../../../policies';
import { presentPublicView } from '../../../presenters/public-project';
import { findProjectFacts } from '../../../repositories/projects';
import { listScenes } from '../../../repositories/scenes';
import { listChosenCovers, listChosenTitles } from '../../../repositories/social-media';
import { findVideos } from '../../../repositories/videos';
import { GetPublicViewSchema } from '../../../schemas/project-public-view';

const publicViewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:id/public', { schema: GetPublicViewSchema, config: { anonymousReadable: true } }, async (request) => {
    const project = await findProjectFacts(app.db, request.params.id);
    if (!project || !readsPublicView(project)) {
      if (!request.user) throw new UnauthorizedError();
      throw new NotFoundError(PROJECT_NOT_FOUND);
    }
    const [scenes, covers, titles, videos] = await Promise.all([
      listScenes(app.db, project.id),
      listChosenCovers(app.db, project.id),
      listChosenTitles(app.db, project.id),
      findVideos(app.db, project.id),
    ]);
    return { publicView: presentPublicView(scenes, covers, titles, videos) };
  });
};

export default publicViewRoutes;
