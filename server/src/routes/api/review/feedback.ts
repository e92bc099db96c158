// A reviewer's feedback through a review link (issue 26): read the review's items, comments and decisions; comment
// on a frame, cover, title or scene (with a drawing); approve or ask for changes. No account: the token (and
// password) ride in the body, each call checks them again (services/review-feedback.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../../errors';
import { presentReviewDecision, presentReviewFeedback, presentReviewThread } from '../../../presenters/review-feedback';
import { findProjectFacts } from '../../../repositories/projects';
import { LinkCommentSchema, LinkDecisionSchema, LinkFeedbackSchema, REVIEW_MESSAGES } from '../../../schemas/review-feedback';
import { commentThroughLink, decide, LINK_TARGET_KINDS, openLink, readFeedback } from '../../../services/review-feedback';
import { REVIEW_LINK_GONE } from '../../../services/review-links';
import { DEFAULT_SIGN_IN_LIMITS } from '../../../services/sign-in-limits';
import { signedDownloadUrl } from '../../../storage/signed-url';

const LINK_CONFIG = { public: true, termsExempt: true, loginLimit: true } as const;

const reviewFeedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const playUrl = (file: { id: string; name: string }) => signedDownloadUrl(app.config.fileUrlSecret, file.id, file.name);
  const limits = app.config.signInLimits ?? DEFAULT_SIGN_IN_LIMITS;

  async function linkAndProject(access: { token: string; password?: string }, address: string) {
    const link = await openLink(app.db, limits, access, address);
    const project = await findProjectFacts(app.db, link.project_id);
    if (!project) throw new NotFoundError(REVIEW_LINK_GONE);
    return { link, project };
  }

  app.post('/feedback', { schema: LinkFeedbackSchema, config: LINK_CONFIG }, async (request) => {
    const { link, project } = await linkAndProject(request.body, request.ip);
    return { feedback: presentReviewFeedback(await readFeedback(app.db, project.id, LINK_TARGET_KINDS[link.kind]), playUrl) };
  });

  app.post('/comments', { schema: LinkCommentSchema, config: LINK_CONFIG }, async (request, reply) => {
    const body = request.body;
    const { link, project } = await linkAndProject(body, request.ip);
    const row = await commentThroughLink(
      app.db,
      project,
      { kind: 'link', link, name: body.reviewerName, address: request.ip },
      { target: { kind: body.targetKind, id: body.targetId }, frame: body.frame, text: body.text, strokes: body.strokes },
    );
    return reply.code(201).send({ message: REVIEW_MESSAGES.commented, comment: presentReviewThread([row]) });
  });

  app.post('/decisions', { schema: LinkDecisionSchema, config: LINK_CONFIG }, async (request, reply) => {
    const body = request.body;
    const { link, project } = await linkAndProject(body, request.ip);
    const row = await decide(
      app.db,
      project,
      { kind: 'link', link, name: body.reviewerName, address: request.ip },
      { target: { kind: body.targetKind, id: body.targetId, platform: body.platform }, decision: body.decision },
    );
    return reply.code(201).send({
      message: REVIEW_MESSAGES[body.decision === 'approved' ? 'approved' : 'changes'],
      decision: presentReviewDecision(row),
    });
  });
};

export default reviewFeedbackRoutes;
