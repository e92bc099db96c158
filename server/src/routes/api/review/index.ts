// The reviewer's read through a review link (issue 26): no account, the token (and password) in the body so neither
// lands in access logs. It answers only the part of the project the link was made for — the uploaded video, the
// chosen covers and titles, or the storyboard — through the public view's whitelist (presenters/public-project.ts):
// never prices, people, PM logs, ratings or comment tags.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../../errors';
import { presentPublicView } from '../../../presenters/public-project';
import { findProjectFacts } from '../../../repositories/projects';
import { listScenes } from '../../../repositories/scenes';
import { listChosenCovers, listChosenTitles } from '../../../repositories/social-media';
import { findVideos } from '../../../repositories/videos';
import { OpenReviewLinkSchema } from '../../../schemas/review-link';
import { checkLinkPassword, findActiveLink, REVIEW_LINK_GONE, TOO_MANY_REVIEW_PASSWORDS } from '../../../services/review-links';
import { DEFAULT_SIGN_IN_LIMITS } from '../../../services/sign-in-limits';
import reviewFeedbackRoutes from './feedback';

const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.signInLimits ?? DEFAULT_SIGN_IN_LIMITS;
  await app.register(reviewFeedbackRoutes);

  app.post(
    '/open',
    { schema: OpenReviewLinkSchema, config: { public: true, termsExempt: true, loginLimit: true } },
    async (request, reply) => {
      const link = await findActiveLink(app.db, request.body.token);
      const check = await checkLinkPassword(app.db, limits, link, request.body.password, request.ip);
      if (!check.ok) {
        return reply.code(429).header('retry-after', String(check.retryAfter)).send({ message: TOO_MANY_REVIEW_PASSWORDS });
      }
      const project = await findProjectFacts(app.db, link.project_id);
      if (!project) throw new NotFoundError(REVIEW_LINK_GONE);
      const [scenes, covers, titles, videos] = await Promise.all([
        link.kind === 'storyboard' ? listScenes(app.db, project.id) : [],
        link.kind === 'social' ? listChosenCovers(app.db, project.id) : [],
        link.kind === 'social' ? listChosenTitles(app.db, project.id) : [],
        link.kind === 'video' ? findVideos(app.db, project.id) : [],
      ]);
      return {
        review: {
          name: link.name,
          kind: link.kind,
          projectTitle: project.title,
          expiresAt: new Date(link.expires_at).toISOString(),
          mayComment: link.may_comment,
          mayDownload: link.may_download,
          view: presentPublicView(scenes, covers, titles, videos),
          videoFiles: videos.flatMap((video) =>
            video.file_name && video.file_ext
              ? [{ platform: video.platform, name: video.file_name, ext: video.file_ext, size: video.file_size }]
              : [],
          ),
        },
      };
    },
  );
};

export default reviewRoutes;
