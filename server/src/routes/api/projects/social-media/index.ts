// A project's Media section, under /api/projects/{id}/social-media… (spec doc 2 section 7 `social-media-*`), one
// file per thing a person does: list, covers (upload, replace, delete, versions), select-cover, titles (add,
// change, delete), select-title, demonetized, rate, sort; and the video box (videos.ts,
// `/api/projects/{id}/social-media-video…`). Each change: validate → the one project executor with the section's
// check (services/social-media.ts, services/video-box.ts) → answer the whole section as the caller now sees it.
import type { FastifyPluginAsync } from 'fastify';
import coverRoutes from './covers';
import demonetizedRoute from './demonetized';
import mediaListRoute from './list';
import rateMediaRoutes from './rate';
import selectCoverRoute from './select-cover';
import selectTitleRoute from './select-title';
import sortMediaRoutes from './sort';
import titleRoutes from './titles';
import videoRoutes from './videos';

const projectSocialMediaRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [
    mediaListRoute,
    coverRoutes,
    selectCoverRoute,
    sortMediaRoutes,
    titleRoutes,
    selectTitleRoute,
    demonetizedRoute,
    rateMediaRoutes,
    videoRoutes,
  ]) {
    await app.register(routes);
  }
};

export default projectSocialMediaRoutes;
